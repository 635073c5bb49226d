import { expect, test } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { mpesaPaidOrder } from './checkout-util';

test('the owner sees the issued tax invoice of a paid order on Tax invoices and on its order page', async ({
  browser,
}) => {
  const orderNumber = await mpesaPaidOrder(browser);
  const { context, page } = await adminBrowser(browser, { viewport: { width: 1440, height: 900 } });

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Tax invoices' })
    .click();
  await expect(page.getByRole('heading', { name: 'Tax invoices', level: 1 })).toBeVisible();
  const row = page
    .locator('main article')
    .filter({ has: page.getByRole('link', { name: `Order ${orderNumber}` }) });
  // The invoice is sent by a job a moment after the payment: the list shows it waiting until then.
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Issued', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByText(/CU invoice \S+/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('admin-tax-invoices-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('admin-tax-invoices-360.png'), fullPage: true });

  await row.getByRole('link', { name: `Order ${orderNumber}` }).click();
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Tax invoice' }) });
  await expect(section.getByText('Issued', { exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: 'View invoice' })).toHaveAttribute(
    'href',
    `/orders/${orderNumber}/invoice`,
  );
  await section.screenshot({ path: test.info().outputPath('admin-order-tax-invoice-360.png') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath('admin-order-tax-invoice-1440.png'), fullPage: true });
  await context.close();
});
