import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminBrowser } from './admin-util';
import { expectNoAxeViolations } from './axe-util';
import { controlsCoveredByChat, expectNoSidewaysScroll } from './layout-util';
import { confirmPayLater, fillDetails, SHOPPER } from './checkout-util';
import { mails, mailTo, type Mail } from './outbox-util';
import { resellerBrowser, uniqueEmail, waitForHydration } from './reseller-util';
import { SHOP_ADMIN } from './shop-admin';

// A shopper asks to hear when a sold-out seed product is back, the owner counts new stock, the
// shopper's mail links to the product and to a page that stops the messages without signing in.
// The product is sold out again afterwards, so the storefront tests find the seed catalogue as it was.

const GIFT_SET = 'Natural Hair Care Gift Set';
/** The shop's address in the seed settings: the owner's alerts go there. */
const SHOP_EMAIL = 'hello@heritageshea.co.ke';

async function productId(page: Page, name: string): Promise<number> {
  const products = (await (await page.request.get('/api/products')).json()) as { id: number; name: string }[];
  return products.find((product) => product.name === name)!.id;
}

/** The owner sets the product's one size to `stock`, as the console's form does. */
async function setStock(browser: Browser, id: number, stock: number) {
  // Changes must come from the shop's own origin (the API's cross-site guard), as a browser's would.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const context = await browser.newContext({ extraHTTPHeaders: { origin } });
  await context.request.post('/api/auth/login', { data: SHOP_ADMIN });
  const product = (await (await context.request.get(`/api/admin/products/${id}`)).json()) as {
    stockQuantity: number;
  };
  const saved = await context.request.patch(`/api/admin/products/${id}`, {
    data: { stockQuantity: stock, stockLoaded: product.stockQuantity },
  });
  expect(saved.status()).toBe(200);
  await context.close();
}

let restocked: number | null = null;

test.afterAll(async ({ browser }) => {
  if (restocked !== null) await setStock(browser, restocked, 0);
});

test('a shopper waits for a sold-out product, hears once it is back, and can stop the messages', async ({
  page,
  browser,
}) => {
  const id = await productId(page, GIFT_SET);
  await page.goto(`/product/${id}`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: "Notify me when it's back" });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  const field = form.getByLabel('E-mail or phone number');
  await field.fill('0712');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);

  const email = uniqueEmail('restock');
  await field.fill(email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are on the list' })).toBeVisible();
  await expectNoAxeViolations(page);

  restocked = id;
  await setStock(browser, id, 6);
  const mail = await mailTo(email, `${GIFT_SET} is back in stock`);
  expect(mail.text).toContain(`/product/${id}`);
  const stop = /(\S+\/back-in-stock\/unsubscribe\?token=\S+)/.exec(mail.text)![1]!;

  await page.goto(stop.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Stop back-in-stock messages' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Stop the messages' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You are off the list. We will send you no more back-in-stock messages.',
  );
  await expectNoAxeViolations(page);
});

test('an order that takes a product down to the low-stock mark alerts the owner', async ({ browser }) => {
  const shopper = await resellerBrowser(browser);
  const id = await productId(shopper.page, GIFT_SET);
  restocked = id;
  // One above the console's default mark of 5: the order below takes it to the mark.
  await setStock(browser, id, 6);
  await shopper.page.goto(`/product/${id}`);
  await waitForHydration(shopper.page);
  await shopper.page.getByRole('button', { name: 'Add to Cart' }).click();
  await fillDetails(shopper.page, { ...SHOPPER, email: uniqueEmail('low-stock') });
  await confirmPayLater(shopper.page);
  await shopper.context.close();

  let alert: Mail | undefined;
  await expect
    .poll(
      async () => {
        alert = (await mails()).find((mail) =>
          new RegExp(`^Low stock: ${GIFT_SET}.*, 5 units left$`).test(mail.subject),
        );
        return alert?.to;
      },
      { timeout: 15_000 },
    )
    .toBe(SHOP_EMAIL);
  expect(alert!.text).toContain(`/admin/products/${id}`);
});

const BALM = 'Unscented Shea Repair Balm';

test('the owner sees how many shoppers wait, on Today and on the Products list', async ({
  page,
  browser,
}) => {
  const id = await productId(page, BALM);
  const email = uniqueEmail('awaited');
  const asked = await page.request.post('/api/back-in-stock', { data: { productId: id, email } });
  expect(asked.status()).toBe(202);

  const { context, page: console } = await adminBrowser(browser);
  try {
    await console.goto('/admin');
    const card = console
      .locator('main section')
      .filter({ has: console.getByRole('heading', { name: 'Shoppers waiting for a restock' }) });
    await expect(card.getByRole('link', { name: BALM })).toBeVisible();
    await expect(card.getByText(/^\d+ waiting$/).first()).toBeVisible();
    await expectNoAxeViolations(console);

    await console.goto(`/admin/products?q=${encodeURIComponent(BALM)}`);
    await expect(console.getByText(/1 shopper waits for it|\d+ shoppers wait for it/)).toBeVisible();
    await expectNoAxeViolations(console);
  } finally {
    await context.close();
    // The shopper leaves the list again through the link their mail carries.
    const mail = await mailTo(email, `We will tell you when ${BALM} is back`);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const left = await page.request.post('/api/back-in-stock/unsubscribe', {
      data: { token },
      headers: { origin },
    });
    expect(left.status()).toBe(200);
  }
});

test('the form works without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const id = await productId(page, BALM);
    await page.goto(`/product/${id}`);
    const form = page.getByRole('form', { name: "Notify me when it's back" });
    const email = uniqueEmail('no-script');
    await form.getByLabel('E-mail or phone number').fill(email);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are on the list' })).toBeVisible();

    const mail = await mailTo(email, `We will tell you when ${BALM} is back`);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    await page.goto(`/back-in-stock/unsubscribe?token=${token}`);
    await page.getByRole('button', { name: 'Stop the messages' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'You are off the list. We will send you no more back-in-stock messages.',
    );
  } finally {
    await context.close();
  }
});

test('the form fits a phone: nothing scrolls sideways and the chat button covers none of it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true });
  const page = await context.newPage();
  try {
    await page.goto(`/product/${await productId(page, BALM)}`);
    await waitForHydration(page);
    await expect(page.getByRole('form', { name: "Notify me when it's back" })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the product page with its back-in-stock form');
    expect(await controlsCoveredByChat(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
