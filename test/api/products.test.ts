import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../src/server/db/seed/products';
import { startTestApp, type TestApp } from '../support/test-app';

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
}

describe('GET /api/products', () => {
  it('lists the whole seeded catalogue with prices as decimal strings', async () => {
    const response = await fetch(`${app.url}/api/products`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as ProductJson[];
    expect(list).toHaveLength(SEED_PRODUCTS.length);
    const first = SEED_PRODUCTS[0]!;
    const found = list.find((p) => p.name === first.name)!;
    expect(found.price).toBe(`${first.priceKes}.00`);
    expect(found.category).toBe(first.category);
    expect(found.skinType).toEqual(first.skinTypes);
    expect(found.image).toMatch(/^\/generated\/products\/.+\.webp$/);
    expect(found).not.toHaveProperty('wholesalePrice');
  });

  it('reports products without stock as not in stock', async () => {
    const list = (await (await fetch(`${app.url}/api/products`)).json()) as ProductJson[];
    const soldOut = SEED_PRODUCTS.filter((p) => p.stockQuantity === 0).map((p) => p.name);
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
