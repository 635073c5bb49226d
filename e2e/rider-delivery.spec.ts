import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { expectNoSidewaysScroll } from './layout-util';
import { waitForHydration } from './reseller-util';
import { textTo } from './sms-outbox-util';

// The rider's phone at the door: the link the shop texted opens the drop at 360 px, with no shop
// around it; a wrong code is said beside the field, the customer's texted code marks it delivered.
// Without script the same page takes a missed delivery, and a code locked after five wrong ones.
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

let drops = 0;

/** A rider and a confirmed Pay Later order in one parcel with them, as the owner ships it. */
async function shippedDrop(owner: APIRequestContext, shopper: APIRequestContext) {
  drops += 1;
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const post = (path: string, data: unknown) => owner.post(path, { data, headers: { origin } });
  const digits = `${Date.now()}${drops}`.slice(-6);
  const riderPhone = `0722${digits}`;
  const customerPhone = `0733${digits}`;
  const rider = await post('/api/admin/riders', { name: 'Baraka Mwangi', phone: riderPhone });
  expect(rider.status(), await rider.text()).toBe(201);
  const { id: riderId } = (await rider.json()) as { id: number };

  const placed = await shopper.post('/api/orders', {
    data: {
      customerName: 'Achieng Otieno',
      customerEmail: `achieng.drop.${digits}@example.com`,
      customerPhone,
      deliveryAddress: 'Argwings Kodhek Road, Hurlingham Plaza, blue gate next to the pharmacy',
      deliveryArea: 'Kilimani',
      items: [{ id: 1, quantity: 2 }],
      paymentMethod: 'pay_later',
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber, items } = (await placed.json()) as {
    orderNumber: string;
    items: { variantId: number }[];
  };
  expect((await post(`/api/admin/orders/${orderNumber}/status`, { status: 'confirmed' })).status()).toBe(200);
  const shipped = await post(`/api/admin/orders/${orderNumber}/shipments`, {
    items: [{ variantId: items[0]!.variantId, quantity: 2 }],
    method: 'rider',
    riderId,
  });
  expect(shipped.status(), await shipped.text()).toBe(201);
  const { id } = (await shipped.json()) as { id: number };

  // The rider's text names the order and carries the link.
  const text = await textTo(riderPhone, new RegExp(orderNumber));
  const link = /https?:\/\/\S+\/deliver\/[\w-]{43}/.exec(text)?.[0];
  expect(link, text).toBeDefined();
  return {
    orderNumber,
    path: new URL(link!).pathname,
    setOut: async () => {
      expect((await post(`/api/admin/shipments/${id}/out-for-delivery`, {})).status()).toBe(200);
      const texted = await textTo(customerPhone, new RegExp(`${orderNumber}.*code`, 'i'));
      return /(\d{4})\s*$/.exec(texted)![1]!;
    },
  };
}

/** The page fits 360 px, passes axe when script runs, and is kept as a picture to look at. */
async function lookAt(page: Page, name: string, { axe = true } = {}) {
  await expectNoSidewaysScroll(page, name);
  if (axe) await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath(`rider-${name}-360.png`), fullPage: true });
}

const codeField = (page: Page) => page.getByLabel('The customer’s 4-digit code');

test('the rider opens the texted link, is told a wrong code, and marks the drop delivered', async ({
  browser,
  request,
}) => {
  const { context: ownerContext, page: owner } = await adminBrowser(browser);
  const drop = await shippedDrop(owner.request, request);

  const rider = await browser.newContext({ viewport: PHONE });
  const page = await rider.newPage();
  const opened = await page.goto(drop.path);
  expect(opened!.headers()['cache-control']).toContain('no-store');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${drop.orderNumber}`);
  await expect(page.getByText('Not out yet', { exact: true })).toBeVisible();
  // Nothing of the shop's header, footer or chat, and no way into the console.
  await expect(page.locator('header nav, footer, aside[aria-label="WhatsApp chat"]')).toHaveCount(0);
  await expect(page.locator('a[href^="/admin"], a[href^="/login"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await lookAt(page, 'packed');

  const code = await drop.setOut();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Out for delivery', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call Achieng' })).toHaveAttribute('href', /^tel:0733\d{6}$/);
  await expect(page.getByText('Kilimani', { exact: true })).toBeVisible();
  await expect(page.getByText('Whipped Shea Body Butter')).toBeVisible();
  await lookAt(page, 'out');

  // The keyboard reaches the field; a wrong code is said beside it.
  await codeField(page).focus();
  await page.keyboard.type(code === '0000' ? '1111' : '0000');
  await page.keyboard.press('Enter');
  const error = page.getByRole('alert');
  await expect(error).toHaveText('That code is not right: 4 tries left');
  await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField(page)).toHaveAccessibleDescription(/That code is not right: 4 tries left/);
  await lookAt(page, 'wrong-code');

  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByRole('heading', { name: 'Delivered', level: 2 })).toBeVisible();
  await expect(page.getByText(/Handed over on .* \(Nairobi time\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await lookAt(page, 'delivered');

  const dead = await page.goto(`/deliver/${'A'.repeat(43)}`);
  expect(dead!.status()).toBe(404);
  await waitForHydration(page);
  await expect(
    page.getByText('This delivery link does not work any more. Ask the shop to send you a new one.'),
  ).toBeVisible();
  await lookAt(page, 'dead-link');
  await rider.close();
  await ownerContext.close();
});

test('without script, five wrong codes lock the code and the rider says why it was not delivered', async ({
  browser,
  request,
}) => {
  const { context: ownerContext, page: owner } = await adminBrowser(browser);
  const drop = await shippedDrop(owner.request, request);
  const code = await drop.setOut();

  const rider = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await rider.newPage();
  await page.goto(drop.path);
  const wrong = code === '0000' ? '1111' : '0000';
  for (let left = 4; left >= 1; left -= 1) {
    await codeField(page).fill(wrong);
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `That code is not right: ${left} ${left === 1 ? 'try' : 'tries'} left`,
    );
  }
  await codeField(page).fill(wrong);
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByRole('heading', { name: 'Code locked' })).toBeVisible();
  await expect(page.getByText(/Five wrong codes were tried.*Call the shop for a new link\./)).toBeVisible();
  await expect(codeField(page)).toHaveCount(0);
  await lookAt(page, 'locked', { axe: false });
  // The same state with script, for axe.
  const checker = await browser.newContext({ viewport: PHONE });
  const checked = await checker.newPage();
  await checked.goto(drop.path);
  await waitForHydration(checked);
  await expect(checked.getByRole('heading', { name: 'Code locked' })).toBeVisible();
  await checked.getByText('Could not deliver?').click();
  await expectNoAxeViolations(checked);
  await checker.close();

  await page.getByText('Could not deliver?').click();
  await page.getByRole('radio', { name: 'Customer refused the parcel' }).check();
  await page.getByLabel('What happened (optional)').fill('Said the code was lost; will call the shop.');
  await lookAt(page, 'not-delivered-form', { axe: false });
  await page.getByRole('button', { name: 'Could not deliver' }).click();
  await expect(page.getByRole('heading', { name: 'Not delivered', level: 2 })).toBeVisible();
  await expect(page.getByText(/Customer refused the parcel\. The shop was told/)).toBeVisible();
  await lookAt(page, 'not-delivered', { axe: false });
  await rider.close();
  await ownerContext.close();
});
