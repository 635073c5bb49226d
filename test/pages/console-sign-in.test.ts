// The console sends a signed-out member to /login to come back to it: that page is then the
// console's sign-in, not the reseller portal's, and signing in there opens the console.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
const EMAIL = 'owner@shop.example';
const PASSWORD = 'a long console password';

beforeAll(async () => {
  app = await startTestApp({ seed: false, pages: 'production' });
  await app.services.accounts.createOrPromoteAdmin({ email: EMAIL, password: PASSWORD });
});
afterAll(() => app?.close());

const get = (path: string) => fetch(`${app.url}${path}`, { redirect: 'manual' });
const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
const title = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];

describe('signing in to the console', () => {
  it('is where the console sends a signed-out member, headed for the console', async () => {
    const consolePage = await get('/admin/products');
    expect(consolePage.status).toBe(302);
    const signIn = consolePage.headers.get('location')!;
    expect(signIn).toBe('/login?redirectTo=%2Fadmin%2Fproducts');

    const html = await (await get(signIn)).text();
    expect(heading(html)).toBe('Sign in to the console');
    expect(title(html)).toMatch(/^Console sign-in \| /);
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toMatch(/<input[^>]*name="redirectTo"[^>]*value="\/admin\/products"/);
    // Nothing of the reseller portal: no application, no wholesale promises.
    expect(html).not.toContain('Apply for a reseller account');
    expect(html).not.toContain('What approved resellers get');
    // No part of the storefront's navigation is marked as where the member is.
    expect(html).not.toContain('aria-current="page"');
  });

  it('opens the console once signed in', async () => {
    const response = await fetch(`${app.url}/login?redirectTo=%2Fadmin%2Fproducts`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: app.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        intent: 'sign-in',
        email: EMAIL,
        password: PASSWORD,
        redirectTo: '/admin/products',
      }).toString(),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/products');
  });

  it('says a wrong password on the console sign-in, still headed for the console', async () => {
    const response = await fetch(`${app.url}/login?redirectTo=%2Fadmin`, {
      method: 'POST',
      headers: { origin: app.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        intent: 'sign-in',
        email: EMAIL,
        password: 'wrong',
        redirectTo: '/admin',
      }).toString(),
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(heading(html)).toBe('Sign in to the console');
    expect(html).toContain(`value="${EMAIL}"`);
  });

  it('keeps the reseller portal on /login itself and for every other way back', async () => {
    for (const path of ['/login', '/login?redirectTo=%2Freseller', '/login?redirectTo=%2Fadministration']) {
      const html = await (await get(path)).text();
      expect(heading(html), path).toBe('Reseller Portal');
      expect(html, path).toContain('What approved resellers get');
      expect(html, path).toMatch(/<a[^>]*aria-current="page"[^>]*>Reseller Portal<\/a>/);
    }
  });
});
