// Shoppers and resellers reach their KRA tax invoice: from the tracking page after paying, and from
// My Orders once the shop confirmed a wholesale order (its PDF downloaded, the reseller's PIN on it).
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-util';
import { addFirstProductToCart, fillDetails, SHOPPER } from './checkout-util';
import {
  applyAtLogin,
  decideReseller,
  resellerBrowser,
  signInAtLogin,
  uniqueEmail,
  waitForHydration,
} from './reseller-util';
import { SHOP_ADMIN } from './shop-admin';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** The job worker sends the invoice to KRA within moments: reload until its marks are there. */
async function waitForKra(page: Page) {
  await expect(async () => {
    if (await page.getByText('Waiting for KRA').isVisible()) await page.reload();
    await expect(page.getByText('CU invoice number')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [1_000, 2_000, 3_000] });
}

async function screenshotAt(page: Page, target: ReturnType<Page['locator']>, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: width < 800 ? 780 : 900 });
    await target.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

/**
 * A product of its own with stock for the wholesale order, made by the owner as the console's form
 * does: the seed's stock is what the other specs sell.
 */
async function stockedProduct(browser: Browser): Promise<number> {
  const owner = await browser.newContext();
  expect((await owner.request.post('/api/auth/login', { data: SHOP_ADMIN })).status()).toBe(200);
  const created = await owner.request.post('/api/admin/products', {
    headers: SAME_ORIGIN,
    data: {
      name: 'Invoice Test Butter',
      slug: `invoice-test-butter-${Date.now()}`,
      tagline: 'For the tax invoice test',
      description: 'Whipped shea butter sold to a reseller in the tax invoice test.',
      price: '900',
      category: 'raw',
      skinTypes: ['dry'],
      ingredients: ['Shea butter'],
      howToUse: ['Warm a little between your palms.'],
      size: '250 g',
      stockQuantity: 50,
      taxType: 'B',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await owner.close();
  return id;
}

/** The owner confirms a wholesale order, as the console's button does. */
async function confirmWholesale(browser: Browser, orderNumber: string) {
  const owner = await browser.newContext();
  expect((await owner.request.post('/api/auth/login', { data: SHOP_ADMIN })).status()).toBe(200);
  const moved = await owner.request.post(`/api/admin/wholesale-orders/${orderNumber}/status`, {
    headers: SAME_ORIGIN,
    data: { status: 'confirmed' },
  });
  expect(moved.status()).toBe(200);
  await owner.close();
}

test('a shopper who paid by M-Pesa opens the tax invoice from the tracking page', async ({ browser }) => {
  const email = uniqueEmail('invoice');
  const { context, page } = await resellerBrowser(browser);
  await addFirstProductToCart(page);
  await fillDetails(page, { ...SHOPPER, email });
  await page.getByRole('button', { name: /with M-Pesa$/ }).click();
  await expect(page).toHaveURL(/\/track-order\?order=HM-/, { timeout: 20_000 });
  const orderNumber = /HM-[0-9A-Z]{8}/.exec(page.url())![0];

  await page.goto('/track-order');
  await waitForHydration(page);
  await page.locator('main').getByLabel('Order number').fill(orderNumber);
  await page.locator('main').getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  const result = page.locator('section[aria-labelledby="track-result-heading"]');
  await expect(result.getByRole('heading', { name: orderNumber })).toBeVisible();
  const link = result.getByRole('link', { name: 'Tax invoice' });
  await expect(link).toHaveAttribute(
    'href',
    `/orders/${orderNumber}/invoice?email=${encodeURIComponent(email)}`,
  );
  await screenshotAt(page, result, 'track-result-invoice');

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}/invoice\\?email=`));
  const invoice = page.locator('main article');
  await expect(invoice.getByRole('heading', { name: 'Tax invoice', level: 2 })).toBeVisible();
  await waitForKra(page);
  const answer = await page.request.get(
    `/api/orders/${orderNumber}/invoice?email=${encodeURIComponent(email)}`,
  );
  const { invoiceNumber, cuInvoiceNumber } = (await answer.json()) as {
    invoiceNumber: number;
    cuInvoiceNumber: string;
  };
  const fact = (term: string) =>
    invoice.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Invoice number')).toHaveText(String(invoiceNumber));
  await expect(fact('CU invoice number')).toHaveText(cuInvoiceNumber);
  await expect(invoice.getByRole('img', { name: 'Verification QR code' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAt(page, page.locator('main'), 'invoice-page');
  await context.close();
});

test('a reseller downloads the PDF of a confirmed wholesale order and sees their KRA PIN on it', async ({
  browser,
}) => {
  const email = uniqueEmail('invoice-reseller');
  const pin = `A${String(Date.now()).slice(-9)}Z`;
  const { context, page } = await resellerBrowser(browser);
  await applyAtLogin(page, email);
  await decideReseller(browser, email, 'approve');
  await signInAtLogin(page, email);
  await expect(page).toHaveURL(/\/reseller$/);

  await page.goto('/account');
  await page.getByLabel('KRA PIN (for tax invoices)').fill(pin);
  await page.getByRole('button', { name: 'Save tax details' }).click();
  await expect(page.getByText('Tax details saved')).toBeVisible();

  const productId = await stockedProduct(browser);
  const placed = await page.request.post('/api/reseller/orders', {
    headers: SAME_ORIGIN,
    data: { items: [{ id: productId, quantity: 12 }] },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };
  await confirmWholesale(browser, orderNumber);

  await page.goto('/reseller?tab=orders');
  const order = page
    .locator('main article')
    .filter({ has: page.getByRole('heading', { name: `Order ${orderNumber}` }) });
  await expect(order.getByText('confirmed', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await order.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1024);
  await screenshotAt(page, order, 'my-orders-invoice');

  await order.getByRole('link', { name: 'Tax invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}/invoice$`));
  const invoice = page.locator('main article');
  await expect(invoice.locator('dt', { hasText: "Buyer's KRA PIN" })).toBeVisible();
  await expect(invoice.getByText(pin, { exact: true })).toBeVisible();
  await context.close();
});
