import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { resellerBrowser, uniqueEmail } from './reseller-util';

/** Puts the first product that is in stock into the cart, through the catalogue like a shopper. */
export async function addFirstProductToCart(page: Page) {
  await page.goto('/products');
  await page.waitForLoadState('networkidle');
  await page.locator('button[aria-label^="Add "][aria-label$=" to cart"]:enabled').first().click();
  await expect(
    page
      .getByRole('link', { name: /cart/i })
      .or(page.getByRole('button', { name: /cart/i }))
      .first(),
  ).toBeVisible();
}

export const SHOPPER = {
  name: 'Amina Wanjiru',
  phone: '0712345678',
  email: 'amina@example.com',
  address: 'Kenyatta Avenue, Bihi Towers 4th floor',
  area: 'Nairobi CBD',
};

/** Opens checkout and completes the details step. */
export async function fillDetails(page: Page, shopper = SHOPPER) {
  await page.goto('/checkout');
  await page.waitForLoadState('networkidle');
  await page.locator('main').getByLabel('Full name').fill(shopper.name);
  await page.locator('main').getByLabel('Phone number').fill(shopper.phone);
  await page.locator('main').getByLabel('Email').fill(shopper.email);
  await page.locator('main').getByLabel('Delivery area').selectOption(shopper.area);
  await page.locator('main').getByLabel('Delivery address').fill(shopper.address);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('tab', { name: 'M-Pesa' })).toBeVisible();
}

/** On the payment step, places the order with Pay Later; answers its number and tracking link. */
export async function confirmPayLater(page: Page): Promise<{ orderNumber: string; trackHref: string }> {
  await page.getByRole('tab', { name: 'Pay Later' }).click();
  await page.getByRole('button', { name: 'Confirm Order (Pay Later)' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const trackHref = (await page.getByRole('link', { name: 'Track My Order' }).getAttribute('href'))!;
  return { orderNumber: /HM-[0-9A-Z]{8}/.exec(trackHref)![0], trackHref };
}

/**
 * A shopper of their own (browser and email) buys the first product with M-Pesa; answers the
 * order number. Their own email keeps SHOPPER's orders under the shop's per-email hourly limit.
 */
export async function mpesaPaidOrder(browser: Browser): Promise<string> {
  const shopper = await resellerBrowser(browser);
  await addFirstProductToCart(shopper.page);
  await fillDetails(shopper.page, { ...SHOPPER, email: uniqueEmail('buyer') });
  await shopper.page.getByRole('button', { name: /with M-Pesa$/ }).click();
  await expect(shopper.page).toHaveURL(/\/track-order\?order=HM-/, { timeout: 20_000 });
  const orderNumber = /HM-[0-9A-Z]{8}/.exec(shopper.page.url())![0];
  await shopper.context.close();
  return orderNumber;
}

/**
 * A Pay Later order of `quantity` units of product `id`, placed through the API and confirmed by the
 * owner (`owner` is their signed-in request context): an order ready to pack and ship.
 */
export async function confirmedPayLaterOrder(
  request: APIRequestContext,
  owner: APIRequestContext,
  id: number,
  quantity: number,
  customer: { name: string; email: string; phone: string; address: string },
): Promise<string> {
  const placed = await request.post('/api/orders', {
    data: {
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      deliveryAddress: customer.address,
      deliveryArea: 'Westlands',
      items: [{ id, quantity }],
      paymentMethod: 'pay_later',
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };
  // Changes must come from the shop's own origin (the API's cross-site guard), as a browser's would.
  const confirmed = await owner.post(`/api/admin/orders/${orderNumber}/status`, {
    data: { status: 'confirmed' },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(confirmed.status()).toBe(200);
  return orderNumber;
}
