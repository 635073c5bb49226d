import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { mailTo } from './outbox-util';
import { resellerBrowser, signInAtLogin, uniqueEmail } from './reseller-util';

// A new owner turns two-step sign-in on with the key the page shows (the code computed from it, as
// a phone app would), keeps the recovery codes, and from then on signs in with password and code.

const PASSWORD = 'owner of the shea shop';

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
function appCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

test('an owner sets up two-step sign-in, then signs in with a code from the app', async ({ browser }) => {
  const email = uniqueEmail('two-step');
  const shopOwner = await adminBrowser(browser);
  await test.step('the shop’s owner invites a second owner', async () => {
    await shopOwner.page.goto('/admin/team');
    await shopOwner.page.getByLabel('First name').fill('Wanjiru');
    await shopOwner.page.getByLabel('Last name').fill('Kamau');
    await shopOwner.page.locator('main').getByLabel('Email').fill(email);
    await shopOwner.page.getByLabel(/^Owner:/).check();
    await shopOwner.page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(shopOwner.page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  });
  await shopOwner.context.close();

  const { context, page } = await resellerBrowser(browser);
  await test.step('the new owner joins from the mailed link', async () => {
    const mail = await mailTo(email, 'You are invited to run the Heritage Shea shop');
    const link = new URL(/https?:\/\/\S+\/invite\?token=[\w-]{43}/.exec(mail.text)![0]);
    await page.goto(link.pathname + link.search);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Password again').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  let secret = '';
  let recoveryCodes: string[] = [];
  await test.step('sets it up from the account page with the key shown', async () => {
    await page.goto('/account');
    await page.getByRole('link', { name: 'Set up two-step sign-in' }).click();
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await expectNoAxeViolations(page);
    // A borrowed session cannot start it: the password is asked first.
    await page.getByLabel('Your password').fill('not the password');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(page.getByText('That is not your password')).toBeVisible();
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page);

    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();

    await page.getByLabel('Code from the app').fill(appCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    recoveryCodes = await codes.allInnerTexts();
    await expect(page.getByRole('heading', { name: 'On', exact: true })).toBeVisible();
    await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();
  });

  await test.step('signing in now asks for the code after the password', async () => {
    await context.clearCookies({ name: 'shop_session' });
    await page.goto('/login');
    await signInAtLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/two-factor\?next=/);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Until the code is given, the console is shut.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/two-factor?next=/admin');

    await page.getByLabel('Code').fill('111111');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();
    await page.getByLabel('Code').fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  await test.step('without the phone, a recovery code signs in once, and the owner is told', async () => {
    await context.clearCookies({ name: 'shop_session' });
    await page.goto('/login');
    await signInAtLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/two-factor\?next=/);
    await page.getByLabel('Code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await mailTo(email, 'A recovery code was used for your Heritage Shea account');
  });

  await test.step('turning it off is mailed too', async () => {
    await page.goto('/account/two-factor');
    await expect(page.getByText('9 of 10 recovery codes left.')).toBeVisible();
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(
      page.getByText('Two-step sign-in is off. Your password alone now signs you in.'),
    ).toBeVisible();
    const mail = await mailTo(email, 'Two-step sign-in turned off for your Heritage Shea account');
    expect(mail.text).toContain('a password alone now signs it in');
  });
  await context.close();
});
