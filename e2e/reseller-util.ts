import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { SHOP_ADMIN } from './shop-admin';

export const RESELLER_PASSWORD = 'shea butter wholesale';

let addresses = 0;

/**
 * Each test's browser comes from its own address (the shop trusts the loopback proxy's
 * X-Forwarded-For), so the per-address registration and sign-in limits never join tests up.
 */
export async function resellerBrowser(browser: Browser, options: BrowserContextOptions = {}) {
  addresses += 1;
  const address = `198.51.100.${(process.pid % 50) + addresses}`;
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { 'x-forwarded-for': address } });
  return { context, page: await context.newPage() };
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function waitForHydration(page: Page) {
  await page.locator('[data-hydrated]').waitFor({ state: 'attached' });
}

/** Fills and sends the Create Account form at /login?mode=register. */
export async function applyAtLogin(page: Page, email: string, businessName = 'Glow Duka') {
  await page.goto('/login?mode=register');
  const form = page.locator('main form');
  await form.getByLabel('First name').fill('Achieng');
  await form.getByLabel('Last name').fill('Mwangi');
  await form.getByLabel('Business name').fill(businessName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('0712345678');
  await form.getByLabel('Password').fill(RESELLER_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Application received')).toBeVisible();
}

/** Signs in through the /login form; the page then goes wherever the shop sends it. */
export async function signInAtLogin(page: Page, email: string, password = RESELLER_PASSWORD) {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The owner approves (or refuses) a reseller through the admin API, as the console will. */
export async function decideReseller(browser: Browser, email: string, decision: 'approve' | 'reject') {
  const context = await browser.newContext();
  const signedIn = await context.request.post('/api/auth/login', { data: SHOP_ADMIN });
  expect(signedIn.status()).toBe(200);
  const pending = (await (await context.request.get('/api/admin/resellers?status=all')).json()) as {
    id: number;
    email: string;
  }[];
  const reseller = pending.find((r) => r.email === email);
  if (!reseller) throw new Error('no such reseller');
  // The shop's own pages send Sec-Fetch-Site; a script must say where it comes from (CSRF check).
  const decided = await context.request.post(`/api/admin/resellers/${reseller.id}/${decision}`, {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(decided.status()).toBe(200);
  await context.close();
}
