// The owner's moderation work in Chromium: approving a reseller who then orders, approving a
// shopper's review that then shows on its product, handling a contact message (with and without
// JavaScript), and the sign-up lists with their CSV downloads. Axe runs on every console page.
import { expect, test } from '@playwright/test';
import { adminBrowser, consoleCard, expectNoAxeViolations } from './admin-util';
import { mailTo } from './outbox-util';
import { applyAtLogin, resellerBrowser, signInAtLogin, uniqueEmail, waitForHydration } from './reseller-util';

test('the owner approves a pending reseller, who can then place a wholesale order', async ({ browser }) => {
  const email = uniqueEmail('moderated');
  const business = `Moderated Duka ${Date.now()}`;
  const shopper = await resellerBrowser(browser);
  await applyAtLogin(shopper.page, email, business);

  const { context, page } = await adminBrowser(browser);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Resellers' })
    .click();
  await expect(page).toHaveURL(/\/admin\/resellers$/);
  await expect(page.locator('a[aria-current="page"]', { hasText: 'Pending' })).toBeVisible();
  const card = consoleCard(page, business);
  await expect(card).toContainText(email);
  await expect(card.getByRole('link', { name: '0712345678' })).toHaveAttribute('href', 'tel:0712345678');
  await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: `Approve ${business}` }).click();
  await expect(page.getByRole('status')).toContainText(`Approved ${business}`);
  await expect(consoleCard(page, business)).toHaveCount(0);

  await page.getByRole('link', { name: 'Approved' }).click();
  const approved = consoleCard(page, business);
  await expect(approved).toContainText('0 orders');
  await expectNoAxeViolations(page);

  // The reseller signs in and orders at wholesale prices.
  await signInAtLogin(shopper.page, email);
  await expect(shopper.page).toHaveURL(/\/reseller$/);
  await waitForHydration(shopper.page);
  const product = shopper.page
    .locator('main article')
    .filter({ has: shopper.page.getByRole('button', { name: /^Add to Cart: / }) })
    .first();
  const productName = (await product.getByRole('heading').innerText()).trim();
  await product.getByRole('button', { name: /^Add to Cart: / }).click();
  await shopper.page.getByRole('link', { name: /Shopping Cart/ }).click();
  await shopper.page.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper.page.getByText('Order placed successfully!').first()).toBeVisible();

  // The owner sees the order against the reseller, and on the reseller's own page.
  await page.reload();
  await expect(consoleCard(page, business)).toContainText('1 order');
  await consoleCard(page, business)
    .getByRole('link', { name: /1 order/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible();
  await expectNoAxeViolations(page);
  // Each order opens on the console's order page, with what was bought.
  await page.locator('main ul a[href^="/admin/orders/HM-"]').first().click();
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(page.locator('main')).toContainText(productName);
  await context.close();
  await shopper.context.close();
});

test('a shopper’s review approved in the console then shows on the product page', async ({ browser }) => {
  const title = `Glowing skin ${Date.now()}`;
  const shopper = await resellerBrowser(browser);
  await shopper.page.goto('/product/2');
  await waitForHydration(shopper.page);
  const productName = (await shopper.page.getByRole('heading', { level: 1 }).innerText()).trim();
  await shopper.page.getByRole('tab', { name: /Reviews/ }).click();
  await shopper.page.locator('label').filter({ hasText: '5 stars' }).click();
  await shopper.page.getByLabel('Your name').fill('Nyambura');
  await shopper.page.getByLabel('Review title').fill(title);
  await shopper.page.getByLabel('Your review').fill('Two weeks in and my skin has never looked better.');
  await shopper.page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(shopper.page.getByText('Your review will appear once it has been approved.')).toBeVisible();

  const { context, page } = await adminBrowser(browser);
  await page.goto('/admin/reviews');
  const card = consoleCard(page, title);
  await expect(card).toContainText('Nyambura');
  await expect(card.getByRole('link', { name: productName })).toHaveAttribute('href', '/product/2');
  await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: `Approve the review “${title}”` }).click();
  await expect(page.getByRole('status')).toContainText(`Approved “${title}”`);
  await page.getByRole('link', { name: 'Approved' }).click();
  await expect(consoleCard(page, title)).toBeVisible();
  await expectNoAxeViolations(page);

  await shopper.page.reload();
  await shopper.page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(shopper.page.getByText(title)).toBeVisible();
  await context.close();
  await shopper.context.close();
});

test('a contact message is answered by mail and marked handled, also without JavaScript', async ({
  browser,
}) => {
  const stamp = Date.now();
  const first = await browser.newContext();
  for (const name of [`Wanjiku${stamp}`, `Otieno${stamp}`]) {
    const sent = await first.request.post('/api/contact', {
      data: {
        firstName: name,
        lastName: 'Kamau',
        email: `${name.toLowerCase()}@example.com`,
        phone: '0712345678',
        subject: 'order-support',
        message: 'Where is my order of whipped shea butter?',
      },
    });
    expect(sent.status()).toBe(201);
  }
  await first.close();

  const { context, page } = await adminBrowser(browser);
  await page.goto('/admin/messages');
  const card = consoleCard(page, new RegExp(`from Wanjiku${stamp} Kamau`));
  await expect(card).toContainText('Order Support');
  await expect(card.getByRole('link', { name: /Reply by email/ })).toHaveAttribute(
    'href',
    `mailto:wanjiku${stamp}@example.com?subject=Re%3A%20Order%20Support&body=Hello%20Wanjiku${stamp}%2C%0A%0A`,
  );
  await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254712345678\?/,
  );
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: /^Mark handled/ }).click();
  await expect(page.getByRole('status')).toContainText(
    `Marked the message from Wanjiku${stamp} Kamau as handled.`,
  );
  await expect(card).toHaveCount(0);
  await page.getByRole('link', { name: 'Handled' }).click();
  await expect(consoleCard(page, new RegExp(`from Wanjiku${stamp} Kamau`))).toContainText('Handled');
  await expectNoAxeViolations(page);
  const cookies = await context.cookies();
  await context.close();

  // The same form works as a plain HTML post.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await plain.addCookies(cookies);
  const noScript = await plain.newPage();
  await noScript.goto('/admin/messages');
  const other = consoleCard(noScript, new RegExp(`from Otieno${stamp} Kamau`));
  await other.getByRole('button', { name: /^Mark handled/ }).click();
  await expect(noScript.getByRole('status')).toContainText(
    `Marked the message from Otieno${stamp} Kamau as handled.`,
  );
  await expect(consoleCard(noScript, new RegExp(`from Otieno${stamp} Kamau`))).toHaveCount(0);
  await plain.close();
});

test('the sign-up lists show their addresses and download as CSV', async ({ browser }) => {
  const reader = uniqueEmail('reader');
  const salon = uniqueEmail('salon');
  const visitor = await browser.newContext();
  expect((await visitor.request.post('/api/newsletter', { data: { email: reader } })).status()).toBe(201);
  expect((await visitor.request.post('/api/reseller/waitlist', { data: { email: salon } })).status()).toBe(
    201,
  );
  await visitor.close();

  const { context, page } = await adminBrowser(browser);
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('table')).toContainText(reader);
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole('link', { name: /Reseller waitlist/ }).click();
  await expect(page).toHaveURL(/\?list=waitlist$/);
  await expect(page.getByRole('table')).toContainText(salon);
  await expect(page.getByRole('table')).not.toContainText(reader);
  await expectNoAxeViolations(page);
  const csv = await context.request.get('/api/admin/reseller-waitlist.csv');
  expect(await csv.text()).toContain(`${salon},`);
  await context.close();
});

test('the console pages are for the owner only', async ({ browser }) => {
  const email = uniqueEmail('nosy');
  const { context, page } = await resellerBrowser(browser);
  for (const path of ['/admin/resellers', '/admin/reviews', '/admin/messages', '/admin/subscribers']) {
    await page.goto(path);
    await expect(page).toHaveURL(
      new RegExp(`/login\\?redirectTo=${encodeURIComponent(path).replace(/\//g, '%2F')}$`),
    );
  }
  await applyAtLogin(page, email);
  await signInAtLogin(page, email);
  await expect(page).toHaveURL(/\/reseller\/pending$/);
  const response = await page.goto('/admin/messages');
  expect(response?.status()).toBe(403);
  await context.close();
});

test('applying again with a registered address says the same, and mails that address instead', async ({
  browser,
}) => {
  const email = uniqueEmail('again');
  const { context, page } = await resellerBrowser(browser);
  await applyAtLogin(page, email);
  await mailTo(email, 'Your reseller application is waiting for approval');
  // Whoever applies cannot tell from the page that the address has an account.
  await applyAtLogin(page, email, 'Another Duka');
  const mail = await mailTo(email, 'Someone tried to register with your email address');
  expect(mail.text).not.toContain('Another Duka');
  await context.close();
});
