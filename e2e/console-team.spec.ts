import { expect, test } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { mpesaPaidOrder } from './checkout-util';
import { mailTo } from './outbox-util';
import { resellerBrowser, uniqueEmail } from './reseller-util';

// The owner hands the console to a packer: invited as staff, they work on a paid order without a
// way to refund it, and the owner can take the console back from the Admins page.

const STAFF_PASSWORD = 'packing shea all day';

test('a staff member works on orders without refunds, until the owner disables the account', async ({
  browser,
}) => {
  const orderNumber = await mpesaPaidOrder(browser);

  const owner = await adminBrowser(browser);
  const email = uniqueEmail('packer');
  await test.step('the owner invites a packer as staff', async () => {
    await owner.page.goto('/admin/team');
    await owner.page.getByLabel('First name').fill('Baraka');
    await owner.page.getByLabel('Last name').fill('Mutua');
    await owner.page.locator('main').getByLabel('Email').fill(email);
    await owner.page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  });

  const staff = await resellerBrowser(browser);
  await test.step('the packer joins from the mailed link', async () => {
    const mail = await mailTo(email, 'You are invited to run the Heritage Shea shop');
    const link = new URL(/https?:\/\/\S+\/invite\?token=[\w-]{43}/.exec(mail.text)![0]);
    await staff.page.goto(link.pathname + link.search);
    await staff.page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
    await staff.page.getByLabel('Password again').fill(STAFF_PASSWORD);
    await staff.page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(staff.page).toHaveURL(/\/admin$/);
  });

  await test.step('the order page has no refunds for staff, and has them for the owner', async () => {
    await staff.page.goto(`/admin/orders/${orderNumber}`);
    await expect(staff.page.getByRole('heading', { name: orderNumber })).toBeVisible();
    await expect(staff.page.getByRole('button', { name: 'Refund to M-Pesa' })).toHaveCount(0);
    await expect(staff.page.getByRole('heading', { name: 'Refunds to M-Pesa' })).toHaveCount(0);
    await expect(staff.page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await owner.page.goto(`/admin/orders/${orderNumber}`);
    await expect(owner.page.getByRole('button', { name: 'Refund to M-Pesa' })).toBeVisible();
  });

  await test.step('the owner disables the packer, who is signed out at once', async () => {
    await owner.page.goto('/admin/team');
    await expectNoAxeViolations(owner.page);
    await owner.page.getByRole('button', { name: 'Disable: Baraka Mutua' }).click();
    await expect(owner.page.getByText('Account disabled: signed out')).toBeVisible();
    await expect(owner.page.getByText('Staff, disabled')).toBeVisible();
    await staff.page.reload();
    await expect(staff.page).toHaveURL(/\/login\?redirectTo=/);
  });
  await Promise.all([owner.context.close(), staff.context.close()]);
});
