import { expect, test } from '@playwright/test';

test('the tracking form shows its messages and the sample status', async ({ page }) => {
  await page.goto('/track-order');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Sample Order Status' })).toBeVisible();
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order number is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page).toHaveURL(/\/track-order$/);

  await page.locator('main').getByLabel('Order number').fill('HM-AAAA2222');
  await page.locator('main').getByLabel('Email address').fill('nobody');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Order number is required')).toHaveCount(0);
});

test('an unknown order reads as not found', async ({ page }) => {
  await page.goto('/track-order?order=HM-AAAA2222');
  await expect(page.locator('main').getByLabel('Order number')).toHaveValue('HM-AAAA2222');
  await page.waitForLoadState('networkidle');
  await page.locator('main').getByLabel('Email address').fill('someone@example.com');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(
    page.getByText('Order not found. Please check your order number and email address.'),
  ).toBeVisible();
});

test('the form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/track-order');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order number is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.locator('main').getByLabel('Order number').fill('hm-zzzz9999');
  await page.locator('main').getByLabel('Email address').fill('someone@example.com');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/orderNumber=hm-zzzz9999/);
  await expect(
    page.getByText('Order not found. Please check your order number and email address.'),
  ).toBeVisible();
  await context.close();
});
