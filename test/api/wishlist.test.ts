import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let productIds: number[];

beforeAll(async () => {
  app = await startTestApp();
  const list = (await (await fetch(`${app.url}/api/products`)).json()) as { id: number }[];
  productIds = list.map((p) => p.id);
});
afterAll(() => app.close());

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

interface Entry {
  id: number;
  productId: number;
  createdAt: string;
  product: {
    name: string;
    description: string;
    price: string;
    image: string;
    category: string;
    inStock: boolean;
  };
}

async function wishlistOf(sessionId: string): Promise<Entry[]> {
  const response = await fetch(`${app.url}/api/wishlist?sessionId=${sessionId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Entry[];
}

describe('wishlist by sessionId', () => {
  const sessionId = 'session-aaaa-1111';

  it('starts empty', async () => {
    expect(await wishlistOf(sessionId)).toEqual([]);
  });

  it('adds a product once, however often it is added, embedding the product', async () => {
    const first = await fetch(`${app.url}/api/wishlist`, json({ sessionId, productId: productIds[0] }));
    expect(first.status).toBe(201);
    const again = await fetch(`${app.url}/api/wishlist`, json({ sessionId, productId: productIds[0] }));
    expect(again.status).toBe(200);

    const entries = await wishlistOf(sessionId);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry!.productId).toBe(productIds[0]);
    expect(entry!.product.price).toMatch(/^\d+\.\d{2}$/);
    expect(typeof entry!.product.name).toBe('string');
    expect(typeof entry!.product.inStock).toBe('boolean');
    expect(Date.parse(entry!.createdAt)).not.toBeNaN();
  });

  it('keeps each session to its own list', async () => {
    expect(await wishlistOf('session-bbbb-2222')).toEqual([]);
  });

  it('removes an entry', async () => {
    const response = await fetch(`${app.url}/api/wishlist/${productIds[0]}?sessionId=${sessionId}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(200);
    expect(await wishlistOf(sessionId)).toEqual([]);
  });

  it('answers 404 for an unknown product and stores nothing', async () => {
    const response = await fetch(`${app.url}/api/wishlist`, json({ sessionId, productId: 987654 }));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Product not found' });
    expect(await wishlistOf(sessionId)).toEqual([]);
  });

  it.each([
    [{ sessionId }, 'productId'],
    [{ sessionId, productId: 'abc' }, 'productId'],
    [{ sessionId: 'x', productId: 1 }, 'sessionId'],
  ])('rejects %j with a message about %s', async (body, field) => {
    const response = await fetch(`${app.url}/api/wishlist`, json(body));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(answer.errors[field]).toBeTruthy();
  });
});

describe('wishlist by the anonymous cookie', () => {
  it('sets a shopper cookie and uses it when no sessionId is sent', async () => {
    const added = await fetch(`${app.url}/api/wishlist`, json({ productId: productIds[1] }));
    expect(added.status).toBe(201);
    const cookie = added.headers.get('set-cookie')!;
    expect(cookie).toMatch(/shopper_id=[^;]+;.*HttpOnly/i);
    const pair = cookie.split(';')[0]!;

    const list = (await (
      await fetch(`${app.url}/api/wishlist`, { headers: { cookie: pair } })
    ).json()) as Entry[];
    expect(list.map((e) => e.productId)).toEqual([productIds[1]]);

    const removed = await fetch(`${app.url}/api/wishlist/${productIds[1]}`, {
      method: 'DELETE',
      headers: { cookie: pair },
    });
    expect(removed.status).toBe(200);
    expect(await (await fetch(`${app.url}/api/wishlist`, { headers: { cookie: pair } })).json()).toEqual([]);
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with a 400', async () => {
    const response = await fetch(`${app.url}/api/wishlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"productId": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'The request body is not valid JSON' });
  });

  it('answers a non-numeric product id in the path with a 400', async () => {
    const response = await fetch(`${app.url}/api/wishlist/abc?sessionId=session-aaaa-1111`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(400);
  });
});
