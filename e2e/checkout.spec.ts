import { expect, test } from '@playwright/test';
import { addFirstProductToCart, fillDetails, SHOPPER } from './checkout-util';

// Numbers of the M-Pesa simulator (README, M-Pesa section): any number pays, 0700001032 cancels.
const CANCELLING_PHONE = '0700001032';

test('an empty cart offers a way back to the shop', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the details step shows every message and sends nothing', async ({ page }) => {
  await addFirstProductToCart(page);
  await page.goto('/checkout');
  await page.waitForLoadState('networkidle');
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/orders')) orders.push(request.url());
  });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  for (const message of [
    'Name must be at least 2 characters',
    'Invalid email address',
    'Phone number must be at least 10 digits',
    'Please provide a detailed address',
    'Please select a delivery area',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.locator('main').getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

  await page.locator('main').getByLabel('Full name').fill('A');
  await page.locator('main').getByLabel('Email').fill('not-an-email');
  await page.locator('main').getByLabel('Phone number').fill('0712');
  await page.locator('main').getByLabel('Delivery address').fill('Short');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await expect(page.getByText('Please provide a detailed address')).toBeVisible();
  expect(orders).toEqual([]);

  // A valid form moves on, still without creating an order.
  await fillDetails(page);
  await expect(page.getByRole('tab', { name: 'Other' })).toBeVisible();
  await page.getByRole('tab', { name: 'Other' }).click();
  await expect(page.getByText('Coming Soon')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Details' }).click();
  await expect(page.locator('main').getByLabel('Full name')).toHaveValue(SHOPPER.name);
  expect(orders).toEqual([]);
});

test('M-Pesa success confirms the order and opens its tracking page', async ({ page }) => {
  await addFirstProductToCart(page);
  await fillDetails(page);
  await expect(page.locator('main').getByLabel('M-Pesa phone number')).toHaveValue(SHOPPER.phone);
  await page.getByRole('button', { name: /with M-Pesa$/ }).click();
  await expect(page.getByText('Check your phone')).toBeVisible();
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Order placed successfully!').first()).toBeVisible();

  await expect(page).toHaveURL(/\/track-order\?order=HM-/, { timeout: 10_000 });
  const result = page.locator('section[aria-labelledby="track-result-heading"]');
  await expect(result.getByText('Order Confirmed').first()).toBeVisible();
  await expect(result.getByText('M-Pesa')).toBeVisible();
  await expect(result.getByText(SHOPPER.name)).toBeVisible();

  // The cart was emptied.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('a cancelled M-Pesa payment can be retried or switched to Pay Later on the same order', async ({
  page,
}) => {
  await addFirstProductToCart(page);
  await fillDetails(page);
  await page.locator('main').getByLabel('M-Pesa phone number').fill(CANCELLING_PHONE);
  await page.getByRole('button', { name: /with M-Pesa$/ }).click();

  const failed = page
    .getByRole('alert')
    .filter({ hasText: 'Payment failed. Please try again or contact support.' });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await expect(failed.getByText('Request cancelled by user')).toBeVisible();
  const orderNumber = (await page.getByText(/^Order HM-/).textContent())!.replace('Order ', '').trim();

  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.locator('main').getByLabel('M-Pesa phone number')).toBeVisible();
  await page.getByRole('tab', { name: 'Pay Later' }).click();
  await page.getByRole('button', { name: 'Confirm Order (Pay Later)' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await expect(page.getByText('Order placed successfully!').first()).toBeVisible();

  await page.getByRole('link', { name: 'Track My Order' }).click();
  const result = page.locator('section[aria-labelledby="track-result-heading"]');
  await expect(result.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expect(result.getByText('Pay Later', { exact: true })).toBeVisible();
  await expect(result.getByText('we will contact you within 10 minutes')).toBeVisible();
});

test('an invalid M-Pesa number is refused before any request', async ({ page }) => {
  await addFirstProductToCart(page);
  await fillDetails(page);
  await page.locator('main').getByLabel('M-Pesa phone number').fill('12345');
  await page.getByRole('button', { name: /with M-Pesa$/ }).click();
  await expect(page.getByText('Invalid Phone Number').first()).toBeVisible();
  await expect(page.getByText('Please enter a valid M-Pesa phone number').first()).toBeVisible();
  await expect(page.getByText(/^Order HM-/)).toHaveCount(0);
});
