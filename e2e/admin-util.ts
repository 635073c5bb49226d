import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { resellerBrowser, signInAtLogin } from './reseller-util';
import { SHOP_ADMIN } from './shop-admin';

/** A browser signed in as the shop's owner, from its own address (see resellerBrowser). */
export async function adminBrowser(browser: Browser, options: BrowserContextOptions = {}) {
  const { context, page } = await resellerBrowser(browser, options);
  await signInAtLogin(page, SHOP_ADMIN.email, SHOP_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  return { context, page };
}

export { expectNoAxeViolations } from './axe-util';

/** The console card (an article) whose heading names `name`. */
export function consoleCard(page: Page, name: string | RegExp) {
  return page.locator('main article').filter({ has: page.getByRole('heading', { name }) });
}
