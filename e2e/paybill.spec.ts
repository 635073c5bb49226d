import { expect, test, type Page } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { addFirstProductToCart, fillDetails } from './checkout-util';
import { expectNoSidewaysScroll } from './layout-util';
import { payByPaybill } from './paybill-util';

/** Opens the Paybill details for a new order and reads them off the page. */
async function paybillDetails(page: Page) {
  await addFirstProductToCart(page);
  await fillDetails(page);
  const panel = page.locator('section[aria-labelledby="paybill-heading"]');
  await expect(
    panel.getByText(/Pay with Paybill: business number \d+, account number = your order number\./),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Get my order number' }).click();
  const details = panel.locator('dd');
  await expect(details.nth(1)).toHaveText(/^HM-/);
  const paybill = (await details.nth(0).textContent())!.trim();
  const orderNumber = (await details.nth(1).textContent())!.trim();
  const amountKes = Number((await details.nth(2).textContent())!.replace(/[^\d.]/g, ''));
  return { panel, paybill, orderNumber, amountKes };
}

test('a Paybill payment of the exact amount confirms the order, and the widget says so', async ({ page }) => {
  const { paybill, orderNumber, amountKes } = await paybillDetails(page);
  expect(Number.isInteger(amountKes)).toBe(true);
  await expectNoAxeViolations(page);

  await payByPaybill(page.request, paybill, orderNumber, amountKes);
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/track-order\\?order=${orderNumber}`), { timeout: 10_000 });
  const result = page.locator('section[aria-labelledby="track-result-heading"]');
  await expect(result.getByText('Order Confirmed').first()).toBeVisible();
  await expect(result.getByText(/by Paybill$/)).toBeVisible();
});

test('a part payment shows what is still to pay, in the widget and in the console', async ({
  page,
  browser,
}) => {
  const { panel, paybill, orderNumber, amountKes } = await paybillDetails(page);
  await payByPaybill(page.request, paybill, orderNumber, amountKes - 100);
  await expect(panel.getByText(/received, KSH 100\.00 still to pay\./)).toBeVisible({ timeout: 20_000 });
  await expect(panel.locator('dd').nth(2)).toHaveText('KSH 100.00');

  const { context, page: console } = await adminBrowser(browser);
  await console.goto(`/admin/orders/${orderNumber}`);
  await expect(console.getByRole('heading', { name: /^Paybill \d+ payments$/ })).toBeVisible();
  await expect(console.getByText(/Part paid: .* received, KSH 100\.00 still to pay\./)).toBeVisible();
  await expectNoAxeViolations(console);

  await console
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(console.getByRole('heading', { name: 'Unmatched payments', level: 1 })).toBeVisible();
  await expectNoAxeViolations(console);
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Paybill details fit the screen without sideways scrolling', async ({ page }) => {
    const { panel } = await paybillDetails(page);
    await expect(panel.getByText('Business number')).toBeVisible();
    await expectNoSidewaysScroll(page, 'checkout, Paybill details');
  });
});
