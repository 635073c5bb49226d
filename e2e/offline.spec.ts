import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-util';
import { addFirstProductToCart, fillDetails, SHOPPER } from './checkout-util';
import { expectNoSidewaysScroll } from './layout-util';
import { applyAtLogin, resellerBrowser, signInAtLogin, uniqueEmail, waitForHydration } from './reseller-util';
import { SHOP_ADMIN } from './shop-admin';

// A shopper on a phone whose connection drops keeps browsing what she has seen, and her cart.
// These tests let the shop's service worker run (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface ListedProduct {
  id: number;
  name: string;
  inStock: boolean;
}

async function twoProducts(page: Page): Promise<[ListedProduct, ListedProduct]> {
  const products = (await (await page.request.get('/api/products')).json()) as ListedProduct[];
  const inStock = products.filter((product) => product.inStock);
  return [inStock[0]!, inStock[1]!];
}

/** Opens the home page and waits until the service worker controls it, its shell kept. */
async function installServiceWorker(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.evaluate(() => navigator.serviceWorker.ready);
}

test('a product seen before opens offline; one not seen shows the offline page with the kept ones', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const [seen, unseen] = await twoProducts(page);
  await installServiceWorker(page);
  await page.goto(`/product/${seen.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seen.name })).toBeVisible();
  await waitForHydration(page);

  await context.setOffline(true);
  await expect(page.getByText('You are offline. Pages you have seen still open')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: seen.name })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-product-360.png') });

  await page.goto(`/product/${unseen.id}`);
  await expect(page).toHaveURL(new RegExp(`/offline\\?from=%2Fproduct%2F${unseen.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const kept = page.getByRole('region', { name: 'Products you can still see' });
  await expect(kept.getByRole('link', { name: seen.name })).toHaveAttribute('href', `/product/${seen.id}`);
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    `/product/${unseen.id}`,
  );
  await expectNoSidewaysScroll(page, 'offline page at 360 px');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('offline-page-360.png'), fullPage: true });

  await kept.getByRole('link', { name: seen.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: seen.name })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: seen.name }).first()).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('You are offline. Pages you have seen still open')).toBeHidden();
});

/** The owner signed in to the console's API: how many rows of a list match. */
async function ownerApi(browser: Browser) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const owner = await browser.newContext({ extraHTTPHeaders: { origin } });
  await owner.request.post('/api/auth/login', { data: SHOP_ADMIN });
  return {
    async rows<Row>(path: string, match: (row: Row) => boolean): Promise<number> {
      const list = (await (await owner.request.get(path)).json()) as { rows: Row[] };
      return list.rows.filter(match).length;
    },
    close: () => owner.close(),
  };
}

/** The paths of the pages (not the shell) the worker has kept. */
async function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('pages-')) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('the wishlist still shows what was saved, offline', async ({ page, context }) => {
  const [saved] = await twoProducts(page);
  await installServiceWorker(page);
  await page.goto(`/product/${saved.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Add ${saved.name} to wishlist` }).click();
  await expect(page.getByRole('button', { name: `Remove ${saved.name} from wishlist` })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/wishlist');
  // The page the phone kept, not the offline page listing what it has.
  await expect(page).toHaveURL(/\/wishlist$/);
  await waitForHydration(page);
  await expect(page.getByRole('main').getByText(saved.name).first()).toBeVisible();
  // A product page seen before shows it saved; changing the list waits for the connection.
  await page.goto(`/product/${saved.id}`);
  await waitForHydration(page);
  const heart = page.getByRole('button', { name: `Remove ${saved.name} from wishlist` });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(page.getByText('Your wishlist changes once you are back online.').first()).toBeVisible();
  await context.setOffline(false);
});

test('a newsletter sign-up made offline is sent once the connection is back', async ({
  page,
  context,
  browser,
}) => {
  await installServiceWorker(page);
  const email = uniqueEmail('offline-reader');
  await context.setOffline(true);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('You will be signed up').first()).toBeVisible();

  await context.setOffline(false);
  const owner = await ownerApi(browser);
  const signedUp = () =>
    owner.rows<{ email: string }>('/api/admin/subscribers', (row) => row.email === email);
  await expect.poll(signedUp, { timeout: 20_000 }).toBe(1);
  await owner.close();
});

test('signing in makes the worker forget the pages it kept, and a signed-in page is never kept', async ({
  browser,
}) => {
  const email = uniqueEmail('offline-signin');
  const { context, page } = await resellerBrowser(browser, { serviceWorkers: 'allow' });
  await applyAtLogin(page, email);
  await installServiceWorker(page);
  await page.goto('/product/1');
  await waitForHydration(page);
  await expect.poll(() => keptPages(page)).toContain('/product/1');

  await signInAtLogin(page, email);
  await expect(page).toHaveURL(/\/reseller\/pending$/);
  await expect.poll(() => keptPages(page)).not.toContain('/product/1');
  await page.goto('/product/1');
  await waitForHydration(page);
  await page.goto('/products');
  await waitForHydration(page);
  expect(await keptPages(page)).not.toContain('/product/1');
  expect(await keptPages(page)).not.toContain('/products');

  await page.goto('/reseller/pending');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await keptPages(page)).not.toContain('/reseller/pending');
  await context.close();
});

test('tracking, the console, the portal and the API are never answered from the cache', async ({
  page,
  context,
}) => {
  await installServiceWorker(page);
  for (const path of ['/track-order', '/checkout', '/login', '/admin', '/reseller', '/account']) {
    await page.goto(path);
  }
  expect((await page.request.get('/api/products')).status()).toBe(200);
  const keptPaths = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
  expect(
    keptPaths
      .filter((path) => !path.startsWith('/assets/') && !/^\/(generated|brand|flags)\//.test(path))
      .sort(),
  ).toEqual(['/cart', '/offline', '/wishlist']);

  await context.setOffline(true);
  await page.goto('/track-order');
  await expect(page).toHaveURL(/\/offline\?from=%2Ftrack-order$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/offline\?from=%2Fadmin$/);
  await context.setOffline(false);
});

test('checkout keeps what was typed through a lost connection, and says payment must wait for it', async ({
  page,
  context,
}) => {
  await installServiceWorker(page);
  await addFirstProductToCart(page);
  await fillDetails(page);

  await context.setOffline(true);
  await expect(
    page.getByText('Payment needs a connection. Your details are kept: pay as soon as you are back online.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /with M-Pesa$/ })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  await context.setOffline(false);
  await page.goto('/checkout');
  await waitForHydration(page);
  const form = page.locator('main');
  await expect(form.getByLabel('Full name')).toHaveValue(SHOPPER.name);
  await expect(form.getByLabel('Phone number')).toHaveValue(SHOPPER.phone);
  await expect(form.getByLabel('Email')).toHaveValue(SHOPPER.email);
  await expect(form.getByLabel('Delivery area')).toHaveValue(SHOPPER.area);
  await expect(form.getByLabel('Delivery address')).toHaveValue(SHOPPER.address);
});

test('a new build’s service worker shows ‘A new version is ready’, and Reload takes it', async ({ page }) => {
  await installServiceWorker(page);
  // A rebuild, as a deployment serves it: the worker's script changes (its compressed copies go
  // with the old one), the rest stays.
  const worker = path.join('build', 'client', 'sw.js');
  const original = await readFile(worker);
  const copies = ['.br', '.gz'].map((ending) => `${worker}${ending}`);
  const kept = await Promise.all(copies.map((copy) => readFile(copy)));
  try {
    await writeFile(worker, Buffer.concat([original, Buffer.from('\n// rebuilt\n')]));
    await Promise.all(copies.map((copy) => rm(copy)));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const prompt = page.getByText('A new version is ready');
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    // Listening before the press: a quick reload can finish before the click's promise settles.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await waitForHydration(page);
    await expect(prompt).toBeHidden();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting),
    ).toBeNull();
  } finally {
    await writeFile(worker, original);
    await Promise.all(copies.map((copy, i) => writeFile(copy, kept[i]!)));
  }
});

test('a contact message sent offline is kept, then stored once when the connection is back', async ({
  page,
  context,
  browser,
}) => {
  await installServiceWorker(page);
  await page.goto('/contact');
  await waitForHydration(page);
  const text = `Sent from a matatu with no signal, ${Date.now()}: is the balm safe for babies?`;

  await context.setOffline(true);
  const form = page.locator('main');
  await form.getByLabel('First name').fill('Wanjiku');
  await form.getByLabel('Last name').fill('Kamau');
  await form.getByLabel('Email').fill('wanjiku@example.com');
  await form.getByLabel('Subject').selectOption('product-inquiry');
  await form.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your message will be sent').first()).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('');

  await context.setOffline(false);
  // The owner's console, through its API, sees the message once.
  const owner = await ownerApi(browser);
  const copies = () => owner.rows<{ message: string }>('/api/admin/messages', (row) => row.message === text);
  await expect.poll(copies, { timeout: 20_000 }).toBe(1);
  // Another visit asks the worker to send what it kept: nothing is left, nothing is stored twice.
  await page.reload();
  await waitForHydration(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(await copies()).toBe(1);
  await owner.close();
});
