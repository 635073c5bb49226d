import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../src/server/db/seed/products';
import { startTestApp, type TestApp } from '../support/test-app';
import { stockOf } from './orders-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface ProductJson {
  id: number;
  name: string;
  price: string;
  image: string;
  category: string;
  skinType: string[];
  ingredients: string[];
  featured: boolean;
  inStock: boolean;
  wholesalePrice?: string;
  variants: { id: number; label: string; sku: string; price: string; inStock: boolean }[];
}

describe('GET /api/products', () => {
  it('lists the whole seeded catalogue with prices as decimal strings', async () => {
    const response = await fetch(`${app.url}/api/products`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as ProductJson[];
    expect(list).toHaveLength(SEED_PRODUCTS.length);
    const first = SEED_PRODUCTS[0]!;
    const found = list.find((p) => p.name === first.name)!;
    // A product in several sizes is priced at its lowest size in stock; each size has its own.
    const inStock = first.sizes.filter((size) => size.stock > 0);
    expect(found.price).toBe(`${Math.min(...inStock.map((size) => size.priceKes))}.00`);
    expect(found.variants.map((v) => [v.label, v.price, v.inStock])).toEqual(
      first.sizes.map((size) => [size.label, `${size.priceKes}.00`, size.stock > 0]),
    );
    expect(found.category).toBe(first.category);
    expect(found.skinType).toEqual(first.skinTypes);
    expect(found.image).toMatch(/^\/generated\/products\/.+\.webp$/);
    expect(found).not.toHaveProperty('wholesalePrice');
  });

  it('reports products without stock as not in stock', async () => {
    const list = (await (await fetch(`${app.url}/api/products`)).json()) as ProductJson[];
    const soldOut = SEED_PRODUCTS.filter((p) => p.sizes.every((size) => size.stock === 0)).map((p) => p.name);
    expect(soldOut.length).toBeGreaterThan(0);
    for (const product of list) {
      expect(product.inStock).toBe(!soldOut.includes(product.name));
    }
  });

  it('applies catalogue filters given in the query', async () => {
    const response = await fetch(`${app.url}/api/products?category=raw&sort=price-low`);
    const list = (await response.json()) as ProductJson[];
    expect(list.length).toBe(SEED_PRODUCTS.filter((p) => p.category === 'raw').length);
    expect(list.every((p) => p.category === 'raw')).toBe(true);
    const prices = list.map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe('the product list as stored bytes', () => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers });

  it('sends the same list in every encoding a browser accepts, with a validator', async () => {
    const plain = await get('/api/products');
    const text = await plain.text();
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    const br = await get('/api/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    // fetch decodes what the content-encoding names, so the text proves the bytes.
    expect(await br.text()).toBe(text);
    const gzip = await get('/api/products', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(text);
    expect(br.headers.get('etag')).toBe(etag);
  });

  it('answers 304 without a body when the browser already holds the list', async () => {
    const first = await get('/api/products');
    await first.arrayBuffer();
    const again = await get('/api/products', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const product = await get('/api/products/1');
    await product.arrayBuffer();
    const productAgain = await get('/api/products/1', { 'if-none-match': product.headers.get('etag')! });
    expect(productAgain.status).toBe(304);
  });

  it('sends new bytes under a new validator once stock moves', async () => {
    const before = await get('/api/products');
    const etag = before.headers.get('etag')!;
    const list = (await before.json()) as ProductJson[];
    const product = list.find((p) => p.inStock && p.variants.length === 1)!;
    await app.services.catalogue.admin.update(await adminId(), product.id, {
      stockQuantity: 0,
      stockLoaded: await stockOf(app, product.id),
    });
    const after = await get('/api/products', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const changed = ((await after.json()) as ProductJson[]).find((p) => p.id === product.id)!;
    expect(changed.inStock).toBe(false);
  });
});

async function adminId(): Promise<number> {
  const { user } = await app.services.accounts.createOrPromoteAdmin({
    email: `stock-admin-${Date.now()}@example.com`,
    password: 'admin password long',
  });
  return user.id;
}

describe('GET /api/products/:id', () => {
  it('answers one product', async () => {
    const [first] = (await (await fetch(`${app.url}/api/products`)).json()) as ProductJson[];
    const response = await fetch(`${app.url}/api/products/${first!.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: first!.id, name: first!.name, price: first!.price });
  });

  it('answers 404 with a message for an unknown id', async () => {
    const response = await fetch(`${app.url}/api/products/99999`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Product not found' });
  });

  it.each(['abc', '1.5', '-3', '0', '1e3'])('answers 400 for the id %s', async (id) => {
    const response = await fetch(`${app.url}/api/products/${id}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/whole number/);
  });
});

describe('the API around the catalogue', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await fetch(`${app.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await response.json()) as { message: string }).message).toContain('/api/nope');
  });

  it('reports health and readiness', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('sends a request id and security headers', async () => {
    const response = await fetch(`${app.url}/api/products`, { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    await response.arrayBuffer();
  });

  it('compresses large answers', async () => {
    const response = await fetch(`${app.url}/api/products`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    await response.arrayBuffer();
  });
});
