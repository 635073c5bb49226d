import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REVIEWS_PER_WINDOW } from '../../src/server/api/reviews';
import { reviews } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';

// Its own app, so the other review tests do not spend this address's allowance.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => app.close());

it('limits how many reviews one address may send', async () => {
  const [product] = await app.services.catalogue.listProducts();
  const post = (address = '203.0.113.7') =>
    fetch(`${app.url}/api/products/${product!.id}/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        name: 'Achieng',
        rating: 4,
        title: 'Lovely',
        body: 'Smells of real shea and lasts.',
      }),
    });
  for (let i = 0; i < REVIEWS_PER_WINDOW; i++) expect((await post()).status).toBe(201);
  const limited = await post();
  expect(limited.status).toBe(429);
  expect(await limited.json()).toEqual({
    message: 'Too many reviews from your address. Please try again later.',
  });
  const [row] = await app.db.select({ n: count() }).from(reviews);
  expect(row!.n).toBe(REVIEWS_PER_WINDOW);
  // Another address may still write, and reading is not limited.
  expect((await post('203.0.113.8')).status).toBe(201);
  expect((await fetch(`${app.url}/api/products/${product!.id}/reviews`)).status).toBe(200);
});
