import { expect, test } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { fillDetails, SHOPPER } from './checkout-util';
import { expectNoSidewaysScroll } from './layout-util';
import { uniqueEmail, waitForHydration } from './reseller-util';

const BAR = 'Black Soap & Shea Cleansing Bar';
const CODE = `KARIBU${Date.now().toString(36).toUpperCase()}`;

test('the owner creates a code on a phone, and the page passes axe', async ({ browser }, testInfo) => {
  const { context, page } = await adminBrowser(browser, { viewport: { width: 360, height: 800 } });
  await page.goto('/admin/discounts');
  await waitForHydration(page);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create code' }) });
  await form.getByLabel('Code').fill(CODE);
  await form.getByLabel('Percent off').check();
  await form.getByLabel('Value').fill('20');
  await form.getByLabel('Uses in all').fill('50');
  await form.getByLabel('Shop orders', { exact: true }).check();
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`Code ${CODE} created`)).toBeVisible();
  const row = page.locator('li').filter({ hasText: CODE });
  await expect(row.getByText('20% off')).toBeVisible();
  await expect(row.getByText('0 of 50')).toBeVisible();
  await expectNoSidewaysScroll(page, 'discounts at 360 px');
  await page.screenshot({ path: testInfo.outputPath('discounts-360.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // A wrong form says what is wrong and creates nothing.
  await form.getByLabel('Code').fill('no spaces allowed');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('A code is 3 to 32 letters, digits, dashes or underscores')).toBeVisible();
  await expect(page.locator('li').filter({ hasText: 'no spaces allowed' })).toHaveCount(0);
  await context.close();
});

test('a shopper applies the code in the cart panel and pays the reduced total by M-Pesa', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/products?category=cleansers');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Add ${BAR} to cart` }).click();
  await page.getByRole('link', { name: 'Shopping cart (1)' }).click();
  const panel = page.getByRole('dialog');

  await panel.getByRole('textbox', { name: 'Discount code' }).fill('NOT-A-CODE');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByRole('alert')).toHaveText('This discount code is not valid');

  // Typed in lower case: codes are matched in any case.
  await panel.getByRole('textbox', { name: 'Discount code' }).fill(CODE.toLowerCase());
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText(`Code ${CODE} applied`)).toBeVisible();
  // 20% of KSH 650 is 130; the cart's delivery before an area is chosen is KSH 200.
  await expect(panel.getByText(`Discount (${CODE})`)).toBeVisible();
  await expect(panel.getByText('−KSH 130.00')).toBeVisible();
  await expect(panel.getByText('KSH 720.00')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cart-panel-code-360.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  await fillDetails(page, { ...SHOPPER, email: uniqueEmail('discount') });
  const summary = page.locator('section[aria-labelledby="summary-heading"]');
  await expect(summary.getByText(`Discount (${CODE})`)).toBeVisible();
  await expect(summary.getByText('KSH 720.00')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checkout-code-1440.png') });
  await page.getByRole('button', { name: /with M-Pesa$/ }).click();
  await expect(summary.getByText(/^Order HM-/)).toBeVisible({ timeout: 15_000 });

  await expect(page).toHaveURL(/\/track-order\?order=HM-/, { timeout: 20_000 });
  const result = page.locator('section[aria-labelledby="track-result-heading"]');
  await expect(result.getByText('KSH 720.00')).toBeVisible();
  await expect(result.getByText(`Discount (${CODE})`)).toBeVisible();
  // Paid: the cart and the code are spent.
  expect(await page.evaluate(() => window.localStorage.getItem('discountCode'))).toBeNull();
});
