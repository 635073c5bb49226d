// A signed-in reseller's own pages keep working (the CSRF check lets same-origin posts through),
// while the same cookie sent from another site is refused.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/** Registers a reseller, which signs nobody in, then signs in as it. */
async function registerIn(context: BrowserContext, email: string) {
  const password = 'shea butter wholesale';
  const registered = await context.request.post('/api/auth/register', {
    data: {
      email,
      password,
      firstName: 'Achieng',
      lastName: 'Mwangi',
      businessName: 'Glow Duka',
      phone: '0712345678',
    },
  });
  expect(registered.status()).toBe(202);
  expect((await context.cookies()).some((c) => c.name === 'shop_session')).toBe(false);
  const signedIn = await context.request.post('/api/auth/login', { data: { email, password } });
  expect(signedIn.status()).toBe(200);
  expect((await context.cookies()).some((c) => c.name === 'shop_session' && c.httpOnly)).toBe(true);
}

async function fillContactForm(page: Page) {
  const main = page.locator('main');
  await main.getByLabel('First name').fill('Achieng');
  await main.getByLabel('Last name').fill('Mwangi');
  await main.getByLabel('Email').fill('achieng@example.com');
  await main.getByLabel('Subject').selectOption('wholesale');
  await main
    .getByLabel('Message', { exact: true })
    .fill('Please send the wholesale price list for our salon.');
}

test('a signed-in shopper still posts the shop’s own forms, with and without JavaScript', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    await registerIn(context, `forms-${javaScriptEnabled}-${Date.now()}@example.com`);
    const page = await context.newPage();
    await page.goto('/contact');
    if (javaScriptEnabled) await page.waitForLoadState('networkidle');
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully!').first()).toBeVisible();
    await context.close();
  }
});

test('the session cookie sent from another site cannot change anything', async ({ browser }) => {
  const context = await browser.newContext();
  await registerIn(context, `csrf-${Date.now()}@example.com`);
  const refused = await context.request.post('/api/auth/logout', {
    headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(refused.status()).toBe(403);
  const me = await context.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ role: 'reseller', isApproved: false });
  await context.close();
});
