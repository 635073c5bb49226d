import { expect, test, type Page } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { addFirstProductToCart, fillDetails, SHOPPER } from './checkout-util';
import { expectNoSidewaysScroll } from './layout-util';
import { lookAtMail, mailTo } from './outbox-util';
import { resellerBrowser, uniqueEmail, waitForHydration } from './reseller-util';

const CANCELLING_PHONE = '0700001032';

/** The owner's wait before a reminder, set on the console's settings page. */
async function setReminderMinutes(page: Page, minutes: number) {
  await page.goto('/admin/settings#orders');
  await waitForHydration(page);
  await page.getByLabel('Payment reminder after (minutes)').fill(String(minutes));
  await page.getByRole('button', { name: 'Save unpaid orders' }).click();
  await expect(page.getByText('Unpaid orders settings saved.')).toBeVisible();
}

test('a cancelled prompt, the reminder from the outbox, then Pay now confirms the order', async ({
  browser,
}, testInfo) => {
  const owner = await adminBrowser(browser);
  await setReminderMinutes(owner.page, 0);
  try {
    const shopper = await resellerBrowser(browser, { viewport: { width: 360, height: 800 } });
    const email = uniqueEmail('reminded');
    await addFirstProductToCart(shopper.page);
    await fillDetails(shopper.page, { ...SHOPPER, email });
    await shopper.page.locator('main').getByLabel('M-Pesa phone number').fill(CANCELLING_PHONE);
    await shopper.page.getByRole('button', { name: /with M-Pesa$/ }).click();
    await expect(
      shopper.page
        .getByRole('alert')
        .filter({ hasText: 'Payment failed. Please try again or contact support.' }),
    ).toBeVisible({ timeout: 15_000 });
    const orderNumber = (await shopper.page.getByText(/^Order HM-/).textContent())!
      .replace('Order ', '')
      .trim();
    await shopper.context.close();

    // Later, on another device: the link in the reminder.
    const mail = await mailTo(email, `Order ${orderNumber}: your payment did not go through`);
    await lookAtMail(browser, mail.html!, 'mail-reminder', testInfo.outputPath.bind(testInfo));
    const link = /https?:\/\/\S+\/track-order\?order=HM-[0-9A-Z]+/.exec(mail.text)![0];
    const phone = await resellerBrowser(browser, { viewport: { width: 360, height: 800 } });
    const page = phone.page;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await waitForHydration(page);
    await page.locator('main').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /Track/ }).click();

    const payNow = page.getByRole('region', { name: 'Not paid yet' });
    await expect(payNow).toBeVisible();
    await expect(payNow.getByText(orderNumber)).toBeVisible();
    await expectNoSidewaysScroll(page, 'tracking page with Pay now at 360 px');
    await page.screenshot({ path: testInfo.outputPath('pay-now-360.png'), fullPage: true });
    await expectNoAxeViolations(page);

    await payNow.getByLabel('M-Pesa phone number').fill(SHOPPER.phone);
    await payNow.getByRole('button', { name: 'Pay now' }).click();
    // Paid: the page reloads the order, which now reads confirmed and asks for nothing more.
    const result = page.locator('section[aria-labelledby="track-result-heading"]');
    await expect(result.getByText('Order Confirmed', { exact: true }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('region', { name: 'Not paid yet' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('paid-360.png'), fullPage: true });
    await phone.context.close();
    const confirmed = await mailTo(email, `Order ${orderNumber} confirmed`);
    await lookAtMail(browser, confirmed.html!, 'mail-confirmation', testInfo.outputPath.bind(testInfo));

    // The owner sees it won back.
    await owner.page.goto('/admin/insights?days=7');
    const wonBack = owner.page.getByRole('table', {
      name: 'Orders paid after a payment reminder, latest first',
    });
    await expect(wonBack.getByRole('rowheader', { name: orderNumber })).toBeVisible();
  } finally {
    await setReminderMinutes(owner.page, 30);
    await owner.context.close();
  }
});
