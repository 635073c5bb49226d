import { expect, test } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { mpesaPaidOrder } from './checkout-util';

test('an owner refunds part of an M-Pesa payment from the order page and sees it go through', async ({
  browser,
}) => {
  const orderNumber = await mpesaPaidOrder(browser);

  const { context, page } = await adminBrowser(browser);
  await page.goto(`/admin/orders/${orderNumber}`);
  const panel = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Refunds to M-Pesa' }) });
  await expect(panel.getByText(/left to refund/)).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByLabel('Amount (KSH)').fill('100');
  await panel.getByLabel('Reason').fill('One jar arrived broken');
  await panel.getByRole('button', { name: 'Refund to M-Pesa' }).click();
  await expect(page.getByRole('status').getByText(/Refund of KSH 100\.00 sent to M-Pesa/)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(panel.getByText('KSH 100.00 · Refunded')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Refunds' }).first().click();
  await expect(page.getByRole('heading', { name: 'Refunds', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
