import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-util';
import { mailTo } from './outbox-util';
import { applyAtLogin, resellerBrowser, signInAtLogin, uniqueEmail } from './reseller-util';

// A reseller who forgot the password gets a link by mail, chooses a new one, and signs in with it;
// then changes it again from the account page.

const NEW_PASSWORD = 'a fresh shea password';
const NEWER_PASSWORD = 'an even fresher shea password';

test('a forgotten password is reset from the mailed link, then changed from the account page', async ({
  browser,
}) => {
  const { context, page } = await resellerBrowser(browser);
  const email = uniqueEmail('forgetful');
  await applyAtLogin(page, email);

  await test.step('ask for a link from /login', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator('main').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.locator('main').getByRole('status')).toContainText('If an account uses that address');
  });

  await test.step('choose a new password from the mail', async () => {
    const mail = await mailTo(email, 'Reset your Heritage Shea password');
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]{43}/.exec(mail.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByText(`For ${email}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('New password again').fill('not the same password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The two passwords are not the same')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('New password again').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login\?reset=done$/);
    await expect(page.locator('main').getByRole('status')).toContainText('Sign in with your new password');

    // The link worked once.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.locator('main').getByRole('alert')).toHaveText(
      'This reset link has expired or was already used. Ask for a new one.',
    );
  });

  await test.step('the old password is refused, the new one signs in', async () => {
    await signInAtLogin(page, email);
    await expect(page.locator('main').getByRole('alert')).toHaveText('Invalid email or password');
    await signInAtLogin(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/reseller\/pending$/);
  });

  await test.step('change it again from the account page', async () => {
    await page.goto('/account');
    await expectNoAxeViolations(page);
    await page.getByLabel('Current password').fill('not my password at all');
    await page.getByLabel('New password', { exact: true }).fill(NEWER_PASSWORD);
    await page.getByLabel('New password again').fill(NEWER_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('This is not your current password')).toBeVisible();
    await page.getByLabel('Current password').fill(NEW_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEWER_PASSWORD);
    await page.getByLabel('New password again').fill(NEWER_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.locator('main').getByRole('status')).toContainText('Every other device was signed out');
    await expect(page.getByLabel('Current password')).toHaveValue('');
  });
  await context.close();
});
