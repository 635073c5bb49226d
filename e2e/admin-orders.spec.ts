import { expect, test } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { addFirstProductToCart, confirmPayLater, fillDetails, SHOPPER } from './checkout-util';
import { mailTo } from './outbox-util';
import { resellerBrowser } from './reseller-util';

test('a Pay Later order is called, confirmed, packed and shipped from the console, and tracking follows', async ({
  browser,
}) => {
  const shopper = await resellerBrowser(browser);
  await addFirstProductToCart(shopper.page);
  await fillDetails(shopper.page);
  const { orderNumber, trackHref } = await confirmPayLater(shopper.page);

  const { context, page } = await adminBrowser(browser);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const toCall = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Pay Later: still to call' }) });
  await expect(toCall.getByText(/\d+ min of 10/).first()).toBeVisible();
  await toCall.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { name: orderNumber, level: 1 })).toBeVisible();
  const orderPage = page.url();
  await expect(page.getByText('The customer was promised a call within 10 minutes.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+254712345678');

  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('status').getByText('Order moved to confirmed.')).toBeVisible();
  await page.getByRole('button', { name: 'Start processing' }).click();
  await expect(page.getByRole('status').getByText('Order moved to processing.')).toBeVisible();
  await page.getByLabel('Tracking note (optional)').fill('G4S parcel 556677');
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByRole('status').getByText('Order moved to shipped.')).toBeVisible();
  const history = page.locator('section').filter({ has: page.getByRole('heading', { name: 'History' }) });
  await expect(history.getByText('G4S parcel 556677')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Add a note (only the shop sees it)').fill('Customer paid by M-Pesa to the till');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Customer paid by M-Pesa to the till')).toBeVisible();
  await context.close();

  await shopper.page.goto(trackHref);
  const result = shopper.page.locator('section[aria-labelledby="track-result-heading"]');
  await expect(result.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expect(result.getByText('Out for Delivery').first()).toBeVisible();

  const owner = await adminBrowser(browser);
  await owner.page.goto(orderPage);
  await owner.page.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(owner.page.getByRole('status').getByText('Order moved to delivered.')).toBeVisible();
  await owner.context.close();
  const delivered = await mailTo(SHOPPER.email, `Order ${orderNumber} delivered`);
  expect(delivered.text).toContain('Your order has been delivered.');
  await shopper.page.reload();
  await expect(result.getByText('Delivered').first()).toBeVisible();
  await shopper.context.close();
});

test('an order the customer called off is cancelled from the console, and the customer is told', async ({
  browser,
}) => {
  const shopper = await resellerBrowser(browser);
  await addFirstProductToCart(shopper.page);
  await fillDetails(shopper.page);
  const { orderNumber } = await confirmPayLater(shopper.page);
  await shopper.context.close();

  const { context, page } = await adminBrowser(browser);
  await page.goto(`/admin/orders?q=${orderNumber}`);
  await page.getByRole('link', { name: orderNumber }).first().click();
  await expect(page.getByRole('heading', { name: orderNumber, level: 1 })).toBeVisible();
  await page.getByLabel('Reason (optional)').fill('customer asked on the phone');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status').getByText('Order moved to cancelled.')).toBeVisible();
  await expect(page.getByText('This order is closed: no more moves.')).toBeVisible();
  await context.close();
  const mail = await mailTo(SHOPPER.email, `Order ${orderNumber} cancelled`);
  expect(mail.text).toContain('Your order has been cancelled.');
});

test('the order list filters, and the activity log shows who moved what', async ({ browser }) => {
  const { context, page } = await adminBrowser(browser);
  await page.goto('/admin/orders');
  await page.getByLabel('Payment').selectOption('pay_later');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/method=pay_later/);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    /\/api\/admin\/orders\/export\.csv\?method=pay_later/,
  );
  await page.goto('/admin/activity?subject=order');
  await expect(page.getByText('order.status_changed').first()).toBeVisible();
  await context.close();
});

test('the console pages have no axe violations', async ({ browser }) => {
  const { context, page } = await adminBrowser(browser);
  for (const path of ['/admin/orders', '/admin/activity', '/admin/team']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  }
  await context.close();
});

test('console pages refuse shoppers and resellers on the server', async ({ page, request }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Forders/);
  const csv = await request.get('/api/admin/orders/export.csv');
  expect(csv.status()).toBe(401);
});
