import { expect, test, type Browser } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { addFirstProductToCart } from './checkout-util';
import { waitForHydration } from './reseller-util';
import { SHOP_ADMIN } from './shop-admin';

// The owner changes a delivery fee from a phone in the console; the next shopper's checkout quotes
// it at once. The specs share one server, so SPEC's fee is put back afterwards through the API.

const SPEC_WESTLANDS_FEE = 250;

async function putBackWestlandsFee(browser: Browser) {
  // Changes must come from the shop's own origin (the API's cross-site guard), as a browser's would.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const context = await browser.newContext({ extraHTTPHeaders: { origin } });
  await context.request.post('/api/auth/login', { data: SHOP_ADMIN });
  const current = await (await context.request.get('/api/admin/settings')).json();
  const areas = current.delivery.areas.map((area: { name: string; feeKes: number }) =>
    area.name === 'Westlands' ? { ...area, feeKes: SPEC_WESTLANDS_FEE } : area,
  );
  const saved = await context.request.patch('/api/admin/settings', { data: { delivery: { areas } } });
  expect(saved.status()).toBe(200);
  await context.close();
}

test.afterAll(async ({ browser }) => putBackWestlandsFee(browser));

test('the owner changes a delivery fee on a phone and the shopper’s checkout quotes it', async ({
  browser,
}) => {
  const { context, page } = await adminBrowser(browser, { viewport: { width: 360, height: 800 } });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const fee = page.getByLabel('Fee (KES), Westlands', { exact: true });
  await fee.fill('330');
  await page.getByRole('button', { name: 'Save delivery' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Delivery settings saved.' })).toBeVisible();
  await expect(page.getByLabel('Fee (KES), Westlands', { exact: true })).toHaveValue('330');
  await context.close();

  const shopper = await browser.newPage();
  await addFirstProductToCart(shopper);
  await shopper.goto('/checkout');
  await waitForHydration(shopper);
  const area = shopper.locator('main').getByLabel('Delivery area');
  await expect(area.locator('option', { hasText: 'Westlands (KSH 330.00)' })).toHaveCount(1);
  await area.selectOption('Westlands');
  const deliveryRow = shopper.locator('dt', { hasText: 'Delivery (Westlands)' }).locator('..');
  await expect(deliveryRow.locator('dd')).toHaveText('KSH 330.00');
  await shopper.close();
});

test('a refused value is shown beside its field, and the page reads at 360 and 1440 px', async ({
  browser,
}) => {
  const { context, page } = await adminBrowser(browser, { viewport: { width: 1440, height: 900 } });
  await page.goto('/admin/settings');
  await waitForHydration(page);
  await page.screenshot({ path: test.info().outputPath('settings-1440.png'), fullPage: true });
  const discount = page.getByLabel('Wholesale discount (%)');
  await discount.fill('95');
  await page.getByRole('button', { name: 'Save wholesale' }).click();
  await expect(page.locator('#setting-wholesale-discountPercent-error')).toHaveText(
    'Wholesale discount must be at most 90',
  );
  await expect(page.getByLabel('Wholesale discount (%)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // A rate more than 20% from the last one asks first; nothing is saved until 'Save anyway'.
  await page.getByLabel('Paste rates (CSV)').fill('USD,0.0100');
  await page.getByRole('button', { name: 'Save currencies' }).click();
  const refusal = 'USD moves more than 20% from the last rate: confirm to save';
  await expect(page.getByRole('status').filter({ hasText: refusal })).toBeVisible();
  await expect(page.locator('#setting-currencies-rates-USD-error')).toHaveText(
    'More than 20% from the last rate',
  );
  await expect(page.getByRole('button', { name: 'Save anyway' })).toBeVisible();
  await expect(page.getByLabel('USD per 1 KES')).toHaveValue('0.01');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath('settings-360.png'), fullPage: true });
  await context.close();
});

test('without JavaScript the forms post to the page: a refusal, a save and a restore', async ({
  browser,
}) => {
  const { context, page } = await adminBrowser(browser, {
    viewport: { width: 360, height: 800 },
    javaScriptEnabled: false,
  });
  await page.goto('/admin/settings');
  await page.getByLabel('Wholesale discount (%)').fill('95');
  await page.getByRole('button', { name: 'Save wholesale' }).click();
  await expect(page.locator('#setting-wholesale-discountPercent-error')).toHaveText(
    'Wholesale discount must be at most 90',
  );
  await expect(page.getByLabel('Wholesale discount (%)')).toHaveValue('95');

  const threshold = () => page.getByLabel('Low-stock threshold (units)');
  await threshold().fill('6');
  await page.getByRole('button', { name: 'Save stock' }).click();
  await expect(page.getByText('Stock settings saved.')).toBeVisible();
  await expect(threshold()).toHaveValue('6');
  await threshold().fill('5');
  await page.getByRole('button', { name: 'Save stock' }).click();
  await expect(threshold()).toHaveValue('5');

  const stock = page.locator('#stock');
  await stock.getByText(/^History/).click();
  await stock
    .getByRole('button', { name: /^Restore stock version \d+$/ })
    .first()
    .click();
  await expect(page.getByText(/^Stock settings: version \d+ is back in use\.$/)).toBeVisible();
  await expect(threshold()).toHaveValue('6');
  // Back to SPEC's value for the other specs.
  await threshold().fill('5');
  await page.getByRole('button', { name: 'Save stock' }).click();
  await expect(threshold()).toHaveValue('5');
  await context.close();
});

test('the owner saves the shop’s KRA PIN and sees it after a reload', async ({ browser }) => {
  const { context, page } = await adminBrowser(browser, { viewport: { width: 360, height: 800 } });
  await page.goto('/admin/settings#tax');
  await waitForHydration(page);
  const tax = page.locator('#tax');
  await expect(tax.getByRole('heading', { name: 'Tax (KRA eTIMS)' })).toBeVisible();
  await tax.screenshot({ path: test.info().outputPath('settings-tax-360.png') });

  const pin = () => page.getByLabel('KRA PIN', { exact: true });
  const before = await pin().inputValue();
  expect(before).not.toBe('P051234567X');
  await pin().fill('P05123');
  await page.getByRole('button', { name: 'Save tax details' }).click();
  await expect(page.locator('#setting-tax-kraPin-error')).toHaveText(
    'KRA PIN must be a letter, nine digits and a letter (e.g. P051234567X)',
  );
  await expect(pin()).toHaveAttribute('aria-invalid', 'true');

  await pin().fill('p051234567x');
  await page.getByRole('button', { name: 'Save tax details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tax (KRA eTIMS) settings saved.' })).toBeVisible();
  await page.reload();
  await expect(pin()).toHaveValue('P051234567X');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await tax.screenshot({ path: test.info().outputPath('settings-tax-1440.png') });

  // Back to the PIN the other specs found.
  await pin().fill(before);
  await page.getByRole('button', { name: 'Save tax details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tax (KRA eTIMS) settings saved.' })).toBeVisible();
  await context.close();
});
