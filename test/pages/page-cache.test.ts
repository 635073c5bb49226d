// The production page build behind the page cache: signed-out shoppers share rendered pages, each
// answer with its own CSP nonce, and every change to what they see (an edit, stock, a review)
// makes the next answer a fresh render.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, postOrder } from '../api/orders-helpers';
import { sendRaw } from '../fuzz/raw-http';
import { callerFor, personas, type Persona, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let people: Record<Persona, Caller> & { ids: Record<string, number> };

beforeAll(async () => {
  app = await startTestApp({ pages: 'production' });
  people = await personas(app);
});

afterAll(() => app?.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers });
  const html = await response.text();
  const csp = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  return { response, html, nonce, cache: response.headers.get('x-page-cache') };
}

/**
 * The page once the cache holds it. A write moves this process on at once and again when its
 * notice comes back after the commit (on PostgreSQL over another connection, a moment later), so
 * right after a write a page may be rendered twice before it is kept.
 */
async function kept(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await page(path, headers);
    if (answer.cache === 'hit') return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never answered from the cache`);
}

function scriptNonces(html: string): Set<string> {
  return new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]!));
}

describe('shared pages for signed-out shoppers', () => {
  it('renders a product page once and sends it again, each time with its own nonce', async () => {
    const first = await page('/product/2');
    const second = await page('/product/2');
    expect(first.response.status).toBe(200);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.nonce).not.toBe(first.nonce);
    // Every inline script carries the nonce its own answer's policy allows, and no other.
    expect(scriptNonces(first.html)).toEqual(new Set([first.nonce]));
    expect(scriptNonces(second.html)).toEqual(new Set([second.nonce]));
    expect(second.html.replaceAll(second.nonce, 'N')).toBe(first.html.replaceAll(first.nonce, 'N'));
  });

  it('never sends the route marker, and sets no cookie on a page view', async () => {
    for (const path of ['/', '/products', '/product/1', '/about']) {
      const { response } = await page(path);
      expect(response.headers.get('x-shared-page'), path).toBeNull();
      expect(response.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it('keeps a page per currency', async () => {
    const kes = await kept('/product/3');
    const usd = await page('/product/3', { cookie: 'currency=USD' });
    expect(usd.cache).toBe('miss');
    expect(kes.html).toContain('KSH');
    expect(usd.html).toContain('$');
  });

  it('keeps a light page for data saver, its scripts held back until a tap', async () => {
    const full = await kept('/product/7');
    const light = await page('/product/7', { 'save-data': 'on' });
    expect(light.cache).toBe('miss');
    expect(full.html).toContain('type="module"');
    expect(full.html).toContain('rel="modulepreload"');
    expect(light.html).not.toContain('type="module"');
    expect(light.html).not.toContain('rel="modulepreload"');
    expect(light.html).toContain('type="text/x-on-interaction"');
    expect(light.html).toContain('<html lang="en" data-saver="">');
    expect(scriptNonces(light.html)).toEqual(new Set([light.nonce]));
    const again = await kept('/product/7', { 'save-data': 'on' });
    expect(scriptNonces(again.html)).toEqual(new Set([again.nonce]));
    // The switch turned off wins over the browser's header: the full page, from the same entry.
    const switchedOff = await page('/product/7', { 'save-data': 'on', cookie: 'data_saver=off' });
    expect(switchedOff.cache).toBe('hit');
    expect(switchedOff.html).toContain('type="module"');
  });

  it('answers 304 to a browser that holds the page, without a policy that would replace its own', async () => {
    const first = await kept('/about');
    const etag = first.response.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.response.headers.get('cache-control')).toBe('no-cache');
    const unchanged = await page('/about', { 'if-none-match': etag! });
    expect(unchanged.response.status).toBe(304);
    expect(unchanged.html).toBe('');
    expect(unchanged.response.headers.get('etag')).toBe(etag);
    expect(unchanged.response.headers.get('content-security-policy')).toBeNull();
    // Another currency is another page: the browser's copy does not match it.
    const usd = await page('/about', { 'if-none-match': etag!, cookie: 'currency=USD' });
    expect(usd.response.status).toBe(200);
    expect(usd.response.headers.get('etag')).not.toBe(etag);
    expect(usd.response.headers.get('content-security-policy')).toContain(`'nonce-${usd.nonce}'`);
  });

  it('sends the page again, with a new ETag, once its content changed', async () => {
    const before = await kept('/product/8');
    const etag = before.response.headers.get('etag')!;
    await app.services.catalogue.admin.update(people.ids.admin!, 8, { name: 'Shea Night Balm' });
    const after = await page('/product/8', { 'if-none-match': etag });
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get('etag')).not.toBe(etag);
    expect(after.html).toContain('Shea Night Balm');
  });

  it('renders again after an admin edits the product', async () => {
    await kept('/product/4');
    await app.services.catalogue.admin.update(people.ids.admin!, 4, { name: 'Whipped Shea Cloud' });
    const after = await page('/product/4');
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('Whipped Shea Cloud');
  });

  it('renders again when an order takes the last of a product', async () => {
    const { stockQuantity } = (await app.services.catalogue.admin.get(5))!;
    await app.services.catalogue.admin.update(people.ids.admin!, 5, {
      stockQuantity: 1,
      stockLoaded: stockQuantity,
    });
    const before = await kept('/product/5');
    expect(before.html).not.toContain('Out of Stock');
    const order = await postOrder(app, {
      ...customer,
      items: [{ id: 5, quantity: 1 }],
      paymentMethod: 'pay_later',
    });
    expect(order.status).toBe(201);
    const after = await page('/product/5');
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('Out of Stock');
  });

  it('renders again when a review is approved', async () => {
    const submitted = await callerFor(app).post('/api/products/6/reviews', {
      name: 'Akinyi',
      rating: 5,
      title: 'Softest skin in years',
      body: 'Lovely on dry elbows.',
    });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: number };
    expect((await kept('/product/6')).html).not.toContain('Softest skin in years');
    await app.services.reviews.setStatus(id, 'approved', people.ids.admin);
    const after = await page('/product/6');
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('Softest skin in years');
  });

  it('renders every time for a signed-in person, and keeps their page out of shared caches', async () => {
    const response = await people.approved.get('/product/1');
    const html = await response.text();
    expect(response.headers.get('x-page-cache')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('Approved Duka');
  });

  it('renders pages about one shopper every time', async () => {
    for (const path of ['/wishlist', '/cart', '/checkout', '/track-order']) {
      const { response } = await page(path);
      expect(response.headers.get('x-page-cache'), path).toBeNull();
    }
  });

  it('keeps no other page under a path: a Host header with a path or query in it is refused', async () => {
    const host = new URL(app.url).host;
    for (const odd of [`${host}/about?`, `${host}?x=`, `${host}/about#`]) {
      const answer = await sendRaw(app.url, { method: 'GET', target: '/faq', headers: [['Host', odd]] });
      expect(answer.status, odd).toBe(400);
    }
    const faq = await page('/faq');
    expect(faq.response.status).toBe(200);
    expect(faq.html).toMatch(/<title>[^<]*(FAQ|Questions)[^<]*<\/title>/i);
    expect(faq.html).not.toContain('<title>About Us');
  });
});
