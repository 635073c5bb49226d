import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProductResponse, PRODUCT_BY_ID_QUERY, productGid } from '../../src/core/shopify-storefront';
import { SEED_PRODUCTS } from '../../src/server/db/seed/products';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const TOKEN = 'sim-storefront-token';
const mapped = SEED_PRODUCTS.filter((p) => p.shopifyProductId !== null);
const inStock = (p: (typeof SEED_PRODUCTS)[number]) => p.sizes.some((size) => size.stock > 0);
const available = mapped.find(inStock)!;
const unavailable = mapped.find((p) => !inStock(p))!;
/** The global store sells a product at the shop's price for it: its lowest size in stock. */
const availablePriceKes = Math.min(
  ...available.sizes.filter((size) => size.stock > 0).map((size) => size.priceKes),
);

function queryProduct(id: unknown, { token = TOKEN, version = '2025-07' } = {}) {
  return fetch(`${app.url}/__sim/shopify/api/${version}/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': token },
    body: JSON.stringify({ query: PRODUCT_BY_ID_QUERY, variables: { id } }),
  });
}

describe('GET /api/storefront-config', () => {
  it('points the browser at the simulator by default', async () => {
    const response = await fetch(`${app.url}/api/storefront-config`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      endpoint: '/__sim/shopify/api/2025-07/graphql.json',
      storeUrl: '/__sim/shopify',
      storefrontToken: TOKEN,
      simulated: true,
    });
  });
});

describe('Storefront simulator: product query', () => {
  it('answers a mapped product in Shopify shape', async () => {
    const response = await queryProduct(productGid(available.shopifyProductId!));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      data: {
        product: {
          id: productGid(available.shopifyProductId!),
          title: available.name,
          handle: available.slug,
          variants: {
            nodes: [
              {
                id: `gid://shopify/ProductVariant/${available.shopifyProductId}1`,
                availableForSale: true,
                price: { amount: `${availablePriceKes}.0`, currencyCode: 'KES' },
              },
            ],
          },
        },
      },
    });
    expect(parseProductResponse(200, body)).toMatchObject({ ok: true, product: { handle: available.slug } });
  });

  it('answers every one of the 13 mapped products', async () => {
    expect(mapped).toHaveLength(13);
    for (const product of mapped) {
      const body = (await (await queryProduct(productGid(product.shopifyProductId!))).json()) as {
        data: { product: { handle: string } | null };
      };
      expect(body.data.product?.handle).toBe(product.slug);
    }
  });

  it('marks the sold-out mapped product not available for sale', async () => {
    const body = await (await queryProduct(productGid(unavailable.shopifyProductId!))).json();
    const result = parseProductResponse(200, body);
    expect(result).toMatchObject({ ok: true, product: { variant: { availableForSale: false } } });
  });

  it('answers product null for an unknown id', async () => {
    const response = await queryProduct('gid://shopify/Product/1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { product: null } });
  });

  it.each(['abc', '7981234560011', 'gid://shopify/Variant/1', 42])(
    'answers errors for the malformed id %j',
    async (id) => {
      const response = await queryProduct(id);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { errors: { message: string }[]; data?: unknown };
      expect(body.errors[0]!.message).toContain('Invalid global id');
      expect(body.data).toBeUndefined();
    },
  );

  it('answers 401 UNAUTHORIZED for a wrong token', async () => {
    const response = await queryProduct(productGid(available.shopifyProductId!), { token: 'wrong' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }],
    });
  });

  it('answers 400 with an errors object when the query is missing', async () => {
    const response = await fetch(`${app.url}/__sim/shopify/api/2025-07/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
      body: JSON.stringify({ variables: {} }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { query: 'Required parameter missing or invalid' } });
  });

  it('answers any API version in the path', async () => {
    const response = await queryProduct(productGid(available.shopifyProductId!), { version: '2023-10' });
    expect(response.status).toBe(200);
  });
});

describe('Storefront simulator: product page', () => {
  it('serves the global store page for a mapped product', async () => {
    const response = await fetch(`${app.url}/__sim/shopify/products/${available.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`<h1>${available.name.replace('&', '&amp;')}</h1>`);
    expect(html).toContain(`KSH`);
    expect(html).toContain('Global store simulator');
  });

  it('answers 404 for a product the global store does not carry', async () => {
    const unmapped = SEED_PRODUCTS.find((p) => p.shopifyProductId === null)!;
    const response = await fetch(`${app.url}/__sim/shopify/products/${unmapped.slug}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Product not found');
  });
});

describe('with a real store configured', () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await startTestApp({
      seed: false,
      env: { SHOPIFY_STORE_DOMAIN: 'heritage-shea.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: 'public-token' },
    });
  });
  afterAll(() => real.close());

  it('does not mount the simulator and hands out the real endpoint', async () => {
    const config = await (await fetch(`${real.url}/api/storefront-config`)).json();
    expect(config).toEqual({
      endpoint: 'https://heritage-shea.myshopify.com/api/2025-07/graphql.json',
      storeUrl: 'https://heritage-shea.myshopify.com',
      storefrontToken: 'public-token',
      simulated: false,
    });
    const response = await fetch(`${real.url}/__sim/shopify/products/anything`);
    expect(response.status).toBe(404);
  });

  it('lets pages connect to the store (CSP connect-src)', async () => {
    const response = await fetch(`${real.url}/healthz`);
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://heritage-shea.myshopify.com",
    );
  });
});
