import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addFirstProductToCart, fillDetails } from './checkout-util';
import { SITE_ROUTES } from './site-routes';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

for (const route of SITE_ROUTES) {
  test(`${route.name} (${route.path}) has no axe violations`, async ({ page }) => {
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
}

test('the checkout steps have no axe violations', async ({ page }) => {
  await addFirstProductToCart(page);
  await page.goto('/checkout');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please select a delivery area')).toBeVisible();
  await expectNoViolations(page);
  await fillDetails(page);
  await expectNoViolations(page);
  await page.getByRole('tab', { name: 'Pay Later' }).click();
  await expectNoViolations(page);
});

test('a tracking result has no axe violations', async ({ page }) => {
  await page.goto('/track-order?orderNumber=HM-AAAA2222&email=someone@example.com');
  await expect(page.getByText('Order not found.', { exact: false })).toBeVisible();
  await expectNoViolations(page);
});
