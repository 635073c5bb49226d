// SHOPIFY_MODE=off: a shop without a global Shopify store shows no Buy Now on any product page, and
// its storefront config says there is none; SPEC's button stays the default.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';

let standard: TestApp;
let off: TestApp;

beforeAll(async () => {
  [standard, off] = await Promise.all([
    startTestApp({ pages: 'production' }),
    startTestApp({ pages: 'production', env: { SHOPIFY_MODE: 'off' } }),
  ]);
});
afterAll(() => Promise.all([standard?.close(), off?.close()]));

/** The product page of a seed product that is on the global store. */
async function storeProductPage(app: TestApp) {
  const [row] = await app.db
    .select({ id: products.id, shopifyProductId: products.shopifyProductId })
    .from(products)
    .where(eq(products.slug, 'whipped-shea-body-butter'));
  expect(row?.shopifyProductId).toBeTruthy();
  const response = await fetch(`${app.url}/product/${row!.id}`);
  expect(response.status).toBe(200);
  return response.text();
}

// Until the store answers, Buy Now is a busy button saying so; the page's data names the store.
const BUY_NOW_WAITING = /<button[^>]*aria-busy="true"[^>]*>Loading\.\.\.<\/button>/;
const STOREFRONT_ENDPOINT = '/__sim/shopify/api/';

describe('Buy Now', () => {
  it('is on a product page of the global store by default', async () => {
    const html = await storeProductPage(standard);
    expect(html).toMatch(BUY_NOW_WAITING);
    expect(html).toContain(STOREFRONT_ENDPOINT);
    expect((await fetch(`${standard.url}/api/storefront-config`)).status).toBe(200);
  });

  it('is on no product page with SHOPIFY_MODE=off, which still sells through the cart', async () => {
    const html = await storeProductPage(off);
    expect(html).not.toMatch(BUY_NOW_WAITING);
    expect(html).not.toContain(STOREFRONT_ENDPOINT);
    expect(html).toMatch(/<button[^>]*>(?:(?!<\/button>).)*Add to Cart<\/button>/s);
  });

  it('has no storefront config with SHOPIFY_MODE=off', async () => {
    const response = await fetch(`${off.url}/api/storefront-config`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'This shop has no global store: Buy Now is off' });
  });
});
