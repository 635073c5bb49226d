import { expect, test, type Page } from '@playwright/test';
import { applyAtLogin, decideReseller, resellerBrowser, signInAtLogin, uniqueEmail } from './reseller-util';
import { SITE_ROUTES } from './site-routes';

/** The script-src of a page's Content-Security-Policy and the nonce it allows. */
function scriptPolicy(header: string | undefined) {
  const scriptSrc = (header ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  return { scriptSrc: scriptSrc ?? '', nonce: /'nonce-([^']+)'/.exec(scriptSrc ?? '')?.[1] };
}

/** The attributes of every script element the browser would run (JSON-LD is data, not run). */
function runnableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
}

test('pages allow only their own scripts, each carrying a fresh nonce', async ({ request }) => {
  const nonces = new Set<string>();
  // The product page streams its reviews and carries JSON-LD; the tracking page renders plain.
  for (const path of ['/product/1', '/product/1', '/track-order', '/']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const { scriptSrc, nonce } = scriptPolicy(response.headers()['content-security-policy']);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
    const scripts = runnableScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(4);
});

/** Collects the page's Content-Security-Policy violations as they happen. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation on ${location.pathname}: ${event.violatedDirective} ${event.blockedURI} from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

test('every page hydrates under the policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const { path } of SITE_ROUTES) {
    await page.goto(path);
    await expect(page.locator('[data-hydrated]'), path).toHaveCount(1);
  }
  expect(violations).toEqual([]);
});

test('the signed-in portal pages hydrate under the policy without a violation', async ({ browser }) => {
  const email = uniqueEmail('csp');
  const { context, page } = await resellerBrowser(browser);
  const violations = await watchViolations(page);
  await applyAtLogin(page, email);
  await signInAtLogin(page, email);
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
  await decideReseller(browser, email, 'approve');
  for (const path of ['/reseller', '/reseller?tab=cart', '/reseller?tab=orders']) {
    await page.goto(path);
    await expect(page.locator('[data-hydrated]'), path).toHaveCount(1);
  }
  expect(violations).toEqual([]);
  await context.close();
});
