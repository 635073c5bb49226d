// The reseller portal end to end in Chromium: apply, wait, be approved, order at wholesale prices.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  applyAtLogin,
  decideReseller,
  resellerBrowser,
  RESELLER_PASSWORD,
  signInAtLogin,
  uniqueEmail,
  waitForHydration,
} from './reseller-util';

interface ApiVariant {
  id: number;
  label: string;
  price: string;
  inStock: boolean;
  wholesalePrice?: string;
}

interface ApiProduct {
  id: number;
  name: string;
  price: string;
  inStock: boolean;
  wholesalePrice?: string;
  variants: ApiVariant[];
}

/** A size the reseller can buy, named as the portal names it: "Whipped Shea Body Butter (100 ml)". */
function firstSizeInStock(product: ApiProduct) {
  const size = product.variants.find((variant) => variant.inStock)!;
  return {
    name: `${product.name} (${size.label})`,
    price: Number(size.price),
    wholesalePrice: Number(size.wholesalePrice),
  };
}

const ksh = (amount: number) =>
  `KSH ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function tile(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');
}

test('a reseller applies, waits, is approved and orders at wholesale prices', async ({ browser }) => {
  const email = uniqueEmail('journey');
  const { context, page } = await resellerBrowser(browser);

  await applyAtLogin(page, email);
  // Registration signs nobody in (the same answer for a taken email); signing in shows the status.
  await expect(page.locator('main form').getByLabel('Email')).toHaveValue(email);
  await signInAtLogin(page, email);
  await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
  await expect(page).toHaveURL(/\/reseller\/pending$/);
  await expectNoAxeViolations(page);
  // Nothing of the portal opens before approval.
  await page.goto('/reseller?tab=cart');
  await expect(page).toHaveURL(/\/reseller\/pending$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('summary[aria-label^="Account:"]')).toHaveCount(0);
  await page.goto('/reseller');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Freseller$/);

  await decideReseller(browser, email, 'approve');
  await signInAtLogin(page, email);
  await expect(page).toHaveURL(/\/reseller$/);
  await expect(page.getByRole('heading', { name: 'Reseller Dashboard' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // Wholesale prices: 70% of retail, for every product the shop sells.
  const products = (await (await context.request.get('/api/products')).json()) as ApiProduct[];
  // Each size is a row of its own, at its own prices.
  const inStock = products.filter((p) => p.inStock);
  const first = firstSizeInStock(inStock[0]!);
  const second = firstSizeInStock(inStock[1]!);
  for (const size of [first, second]) {
    expect(size.wholesalePrice).toBeCloseTo(size.price * 0.7, 2);
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('button', { name: `Add to Cart: ${size.name}`, exact: true }) });
    await expect(card).toContainText(`Retail ${ksh(size.price)}`);
    await expect(card).toContainText(`Wholesale ${ksh(size.price * 0.7)}`);
    await expect(card).toContainText('In Stock');
  }

  // Adding a product already in the cart raises its quantity.
  await page.getByLabel(`Quantity of ${first.name}`).fill('3');
  await page.getByRole('button', { name: `Add to Cart: ${first.name}` }).click();
  await expect(page.getByText('Added to cart!').first()).toBeVisible();
  await page.getByRole('button', { name: `Add to Cart: ${first.name}` }).click();
  await page.getByLabel(`Quantity of ${second.name}`).fill('2');
  await page.getByRole('button', { name: `Add to Cart: ${second.name}` }).click();
  await expect(tile(page, 'Cart Items')).toHaveText('6');

  // The cart survives a reload, and its tab is in the URL.
  await page.getByRole('link', { name: /Shopping Cart/ }).click();
  await expect(page).toHaveURL(/\?tab=cart$/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel(`Quantity of ${first.name}`)).toHaveValue('4');
  await expect(page.getByLabel(`Quantity of ${second.name}`)).toHaveValue('2');
  const total = 4 * first.wholesalePrice + 2 * second.wholesalePrice;
  await expect(tile(page, 'Cart Total')).toHaveText(ksh(total));
  await expectNoAxeViolations(page);

  // A quantity of 0 removes the line.
  await page.getByLabel(`Quantity of ${second.name}`).fill('0');
  await page.getByLabel(`Quantity of ${second.name}`).press('Enter');
  await expect(page.getByLabel(`Quantity of ${second.name}`)).toHaveCount(0);
  await expect(tile(page, 'Cart Items')).toHaveText('4');

  await page.getByLabel('Notes').fill('Deliver to the Westlands shop, mornings please.');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\?tab=orders$/);
  const order = page.locator('main article').first();
  await expect(order).toContainText(`4 x ${first.name}`);
  await expect(order).toContainText(`Total ${ksh(4 * first.wholesalePrice)}`);
  const badge = order.getByText('pending', { exact: true });
  await expect(badge).toBeVisible();
  // SPEC §4: pending is yellow.
  await expect(badge).toHaveClass(/bg-yellow-100/);
  await expect(tile(page, 'Total Orders')).toHaveText('1');
  await expect(tile(page, 'Pending Orders')).toHaveText('1');
  await expect(tile(page, 'Cart Items')).toHaveText('0');
  await expectNoAxeViolations(page);

  // An empty cart is refused before anything is sent.
  await page.getByRole('link', { name: /Shopping Cart/ }).click();
  await expect(page.getByText('Your wholesale cart is empty')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Cart is empty').first()).toBeVisible();
  await expect(tile(page, 'Total Orders')).toHaveText('1');
  await context.close();
});

test('the header shows who is signed in on every page, with Dashboard and Sign Out', async ({ browser }) => {
  const email = uniqueEmail('header');
  const { context, page } = await resellerBrowser(browser);
  await applyAtLogin(page, email, 'Nairobi Naturals');
  await decideReseller(browser, email, 'approve');
  await signInAtLogin(page, email);
  await expect(page).toHaveURL(/\/reseller$/);

  for (const path of ['/', '/products', '/contact']) {
    await page.goto(path);
    await waitForHydration(page);
    const menu = page.locator('summary[aria-label="Account: Nairobi Naturals"]');
    await menu.click();
    await expect(page.getByText('Signed in as')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/reseller$/);

  // A failed order says so (SPEC §8) and keeps the cart.
  await waitForHydration(page);
  await page.locator('button[aria-label^="Add to Cart: "]').first().click();
  await page.route('**/api/reseller/orders', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.getByRole('link', { name: /Shopping Cart/ }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Error placing order').first()).toBeVisible();
  await expect(
    page.getByText('There was an error processing your order. Please try again.').first(),
  ).toBeVisible();
  await expect(tile(page, 'Cart Items')).toHaveText('1');
  await page.unroute('**/api/reseller/orders');

  // Phones have no room for the menu in the header: the drawer holds Dashboard and Sign Out.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.locator('summary[aria-label^="Account:"]')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByText('Signed in as')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.locator('summary[aria-label="Account: Nairobi Naturals"]').click();
  await page.locator('header').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('summary[aria-label^="Account:"]')).toHaveCount(0);
  const me = await context.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
  await context.close();
});

test('signed out, /reseller goes to /login and comes back to the same tab after signing in', async ({
  browser,
}) => {
  const email = uniqueEmail('return');
  const { context, page } = await resellerBrowser(browser);
  await applyAtLogin(page, email);
  await decideReseller(browser, email, 'approve');

  // The register form with its errors passes axe too.
  await page.goto('/login?mode=register');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expectNoAxeViolations(page);

  // /login leads businesses not ready to apply to the coming-soon page.
  await page.getByRole('link', { name: 'See what is coming for resellers' }).click();
  await expect(page).toHaveURL(/\/resellers$/);
  await expect(page.locator('footer').getByRole('link', { name: 'Become a Reseller' })).toHaveAttribute(
    'href',
    '/resellers',
  );

  await page.goto('/reseller?tab=orders');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Freseller%3Ftab%3Dorders$/);
  await expectNoAxeViolations(page);
  // A wrong password is said plainly and nobody is signed in.
  await signInAtLogin(page, email, 'not the password at all');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signInAtLogin(page, email);
  await expect(page).toHaveURL(/\/reseller\?tab=orders$/);
  await expect(page.getByText('No orders yet')).toBeVisible();
  // Signed in, /login itself goes on to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/reseller$/);
  await context.close();
});

test('the forms answer without JavaScript: errors, registration and sign-in', async ({ browser }) => {
  const email = uniqueEmail('nojs');
  const { context, page } = await resellerBrowser(browser, { javaScriptEnabled: false });
  await page.goto('/login?mode=register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'First name must be at least 2 characters',
    'Business name must be at least 2 characters',
    'Invalid email address',
    'Password must be at least 10 characters',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await applyAtLogin(page, email);
  await signInAtLogin(page, email);
  await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).some((cookie) => cookie.name === 'shop_session')).toBe(false);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await context.close();
});

test('sign-in says so plainly when too many wrong passwords were tried', async ({ browser }) => {
  const { context, page } = await resellerBrowser(browser);
  const email = uniqueEmail('guessed');
  await page.goto('/login');
  await waitForHydration(page);
  // Five guesses per email and address in 15 minutes (README 'Admins and resellers').
  for (let guess = 1; guess <= 5; guess++) {
    await signInAtLogin(page, email, `wrong guess number ${guess}`);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  }
  await signInAtLogin(page, email, 'wrong guess number 6');
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
  );
  expect((await context.cookies()).some((cookie) => cookie.name === 'shop_session')).toBe(false);
  await context.close();
});

test('a refused application sees a clear message and can sign out', async ({ browser }) => {
  const email = uniqueEmail('refused');
  const { context, page } = await resellerBrowser(browser);
  await applyAtLogin(page, email);
  await decideReseller(browser, email, 'reject');
  await signInAtLogin(page, email, RESELLER_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Account Not Approved' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test('a guest never sees a wholesale price', async ({ page }) => {
  const products = (await (await page.request.get('/api/products')).json()) as ApiProduct[];
  expect(products.some((p) => 'wholesalePrice' in p)).toBe(false);
  expect(products.some((p) => p.variants.some((size) => 'wholesalePrice' in size))).toBe(false);
  for (const path of ['/', '/products', `/product/${products[0]!.id}`, '/login', '/reseller']) {
    await page.goto(path);
    await expect(page.locator('body')).not.toContainText(/wholesale KSH/i);
  }
  const orders = await page.request.get('/api/reseller/orders');
  expect(orders.status()).toBe(401);
});
