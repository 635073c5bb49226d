import { expect, test } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { mailTo } from './outbox-util';
import { uniqueEmail } from './reseller-util';

// A customer's data rights in the browser: the privacy page from the footer, the owner's export
// and erasure in the console, and the newsletter's unsubscribe link from the mail.

test('/privacy is linked from the footer and passes axe', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the owner finds, exports and erases a customer on /admin/privacy', async ({ browser }) => {
  const { context, page } = await adminBrowser(browser);
  const email = uniqueEmail('privacy');
  expect(
    // From the shop's own origin, as its contact form posts: the admin's cookie rides along.
    (
      await page.request.post('/api/contact', {
        headers: { origin: new URL(page.url()).origin },
        data: {
          firstName: 'Achieng',
          lastName: 'Otieno',
          email,
          phone: '0712345678',
          subject: 'order-support',
          message: 'Please erase my details.',
        },
      })
    ).status(),
  ).toBe(201);

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Customer data' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer data' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: 'What the shop holds' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download everything (JSON)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.json$/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Erase this customer’s data' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText('Tick the box');
  await page.getByRole('checkbox', { name: /cannot be undone/ }).check();
  await page.getByRole('button', { name: 'Erase this customer’s data' }).click();
  await expect(page.getByText(/Erased: 0 orders, 1 messages/)).toBeVisible();
  await context.close();
});

test('the unsubscribe link from a newsletter mail asks, then unsubscribes', async ({ page }) => {
  const email = uniqueEmail('reader');
  expect((await page.request.post('/api/newsletter', { data: { email } })).status()).toBe(201);
  const mail = await mailTo(email, 'Welcome to the Heritage Shea newsletter');
  const link = /https?:\/\/\S+\/unsubscribe\?token=[\w.-]+/.exec(mail.text)![0];
  // A changed link is refused.
  await page.goto(`${new URL(link).pathname}${new URL(link).search.slice(0, -2)}xx`);
  await expect(page.getByRole('alert')).toContainText('not valid');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed');
  await expectNoAxeViolations(page);
  // The link again: already done.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('status')).toContainText('You are unsubscribed');
});
