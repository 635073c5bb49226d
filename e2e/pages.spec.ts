import { expect, test } from '@playwright/test';

test('the not-found page answers 404 with every way back', async ({ page }) => {
  const response = await page.goto('/shop/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("Sorry, the page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  const main = page.locator('main');
  for (const href of [
    '/',
    '/products',
    '/contact',
    '/products?category=moisturizers',
    '/products?category=hair-care',
    '/products?category=cleansers',
    '/products?skinType=dry',
    '/products?skinType=oily',
  ]) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(main.locator('a[href="/products"]')).toHaveCount(2);
});

test('Go Back returns to the previous page', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/no-such-page');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('the FAQ keeps one answer open at a time and can close it', async ({ page }) => {
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  for (const group of ['Product Information', 'Hair Care', 'Usage & Application', 'Ordering & Shipping']) {
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  }
  const first = page.getByRole('button', { name: 'How long do the products last?' });
  const second = page.getByRole('button', { name: 'How long does delivery take?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText('Unopened, our products keep for 12 to 18 months.', { exact: false }),
  ).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('the information pages carry the shop facts', async ({ page }) => {
  await page.goto('/about');
  for (const value of ['Authentic', 'Natural', 'Premium', 'Empowering']) {
    await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
  }
  await page.goto('/return-policy');
  await expect(page.getByText('14 days').first()).toBeVisible();
  await expect(page.getByText('7–10 business days')).toBeVisible();
  await page.goto('/shipping-info');
  await expect(page.getByText('free on orders over KSH 3,000')).toBeVisible();
  await expect(page.getByRole('row', { name: /Nairobi CBD/ })).toContainText('KSH 200.00');
  await expect(page.getByText('Monday-Friday 9:00-18:00 EAT', { exact: false })).toBeVisible();
});

test('the M-Pesa test page checks its fields and talks to the simulator', async ({ page }) => {
  await page.goto('/mpesa-test');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main').getByLabel('Amount (KES)')).toHaveValue('1');
  const pay = page.getByRole('button', { name: 'Test Payment' });
  await expect(pay).toBeDisabled();
  await page.locator('main').getByLabel('Phone number').fill('0712');
  await page.locator('main').getByLabel('Phone number').fill('');
  await expect(page.getByText('Please provide phone number and amount')).toBeVisible();

  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText('Environment:')).toBeVisible();
  await expect(page.getByText('Callback URL:')).toBeVisible();

  await page.locator('main').getByLabel('Phone number').fill('0712345678');
  await pay.click();
  await expect(page.getByText('Checkout request ID:')).toBeVisible();
  await expect(page.getByText('Test mode:')).toBeVisible();
});
