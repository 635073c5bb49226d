// The Insight page's funnel as shoppers feed it: product pages a browser was sent (not a crawler's,
// not a missing product's), carts and checkouts the browser reports with POST /api/funnel/{step}
// (rate-limited per address), all stored as daily totals and read back by GET /api/admin/insights.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelCounts } from '../../src/server/db/schema';
import { insertProduct } from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { FUNNEL_STEPS_PER_HOUR } from '../../src/server/api/funnel';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'WhatsApp/2.23.20.0 A',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uitext.php)',
];

let app: TestApp;
let owner: Caller;
let productId: number;

beforeAll(async () => {
  app = await startTestApp({ seed: false, pages: 'development' });
  owner = (await personas(app)).admin;
  const product = await insertProduct(app.db, {
    slug: 'funnel-butter',
    name: 'Funnel Butter',
    category: 'moisturizers',
    variants: [{ label: '200 ml', sku: 'FUNNEL-1', priceCents: 90_000, stockQuantity: 10 }],
  });
  catalogueChanged();
  productId = product.id;
}, 60_000);
afterAll(() => app.close());

async function funnel(): Promise<Record<string, number>> {
  const response = await owner.get('/api/admin/insights?days=7');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { funnel: { step: string; count: number }[] };
  return Object.fromEntries(body.funnel.map((row) => [row.step, row.count]));
}

/** A page read to its end, as a browser does: a view counts once its answer is complete. */
async function view(path: string, userAgent: string): Promise<number> {
  const response = await fetch(`${app.url}${path}`, { headers: { 'user-agent': userAgent } });
  await response.text();
  return response.status;
}

describe('product page views', () => {
  it('counts a browser’s page and its navigation data, never a crawler’s or a missing product', async () => {
    const before = (await funnel()).product_view ?? 0;
    expect(await view(`/product/${productId}`, BROWSER)).toBe(200);
    expect(await view(`/product/${productId}.data`, BROWSER)).toBe(200);
    for (const crawler of CRAWLERS) expect(await view(`/product/${productId}`, crawler)).toBe(200);
    expect(await view('/product/999999', BROWSER)).toBe(404);
    expect(await view('/products', BROWSER)).toBe(200);
    expect((await funnel()).product_view).toBe(before + 2);
    // The first render compiles the page through Vite.
  }, 180_000);
});

describe('POST /api/funnel/{step}', () => {
  it('counts carts and checkouts started, as daily totals with nothing of the shopper', async () => {
    const before = await funnel();
    const post = (step: string) => fetch(`${app.url}/api/funnel/${step}`, { method: 'POST' });
    expect((await post('cart')).status).toBe(204);
    expect((await post('cart')).status).toBe(204);
    expect((await post('checkout')).status).toBe(204);
    const after = await funnel();
    expect(after.cart).toBe((before.cart ?? 0) + 2);
    expect(after.checkout).toBe((before.checkout ?? 0) + 1);
    const rows = await app.db.select().from(funnelCounts);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['count', 'day', 'step']);
  });

  it('refuses a step the browser does not report', async () => {
    for (const step of ['product_view', 'order', 'payment', 'nonsense']) {
      const response = await fetch(`${app.url}/api/funnel/${step}`, { method: 'POST' });
      expect(response.status, step).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'step must be cart or checkout' });
    }
  });

  it('counts at most its limit from one address in an hour', async () => {
    const before = (await funnel()).cart ?? 0;
    const statuses: number[] = [];
    // This file's earlier calls came from the same address.
    for (let i = 0; i < FUNNEL_STEPS_PER_HOUR; i += 1) {
      statuses.push((await fetch(`${app.url}/api/funnel/cart`, { method: 'POST' })).status);
    }
    expect(statuses).toContain(429);
    const counted = statuses.filter((status) => status === 204).length;
    expect((await funnel()).cart).toBe(before + counted);
    expect(counted).toBeLessThan(FUNNEL_STEPS_PER_HOUR);
  });
});
