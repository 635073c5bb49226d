import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-util';
import { addFirstProductToCart, fillDetails } from './checkout-util';
import { SITE_ROUTES } from './site-routes';

for (const route of SITE_ROUTES) {
  test(`${route.name} (${route.path}) has no axe violations`, async ({ page }) => {
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
}

test('the checkout steps have no axe violations', async ({ page }) => {
  await addFirstProductToCart(page);
  await page.goto('/checkout');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please select a delivery area')).toBeVisible();
  await expectNoAxeViolations(page);
  await fillDetails(page);
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Pay Later' }).click();
  await expectNoAxeViolations(page);
});

test('a tracking result has no axe violations', async ({ page }) => {
  await page.goto('/track-order?orderNumber=HM-AAAA2222&email=someone@example.com');
  await expect(page.getByText('Order not found.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});
