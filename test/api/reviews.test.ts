import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let productId: number;
let otherProductId: number;

beforeAll(async () => {
  // Behind a trusted proxy each request below comes from its own address, so the per-address
  // limit (tested in reviews-rate-limit.test.ts) does not interfere.
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  const products = await app.services.catalogue.listProducts();
  productId = products[0]!.id;
  otherProductId = products[1]!.id;
});
afterAll(() => app.close());

const valid = {
  name: 'Wanjiru',
  rating: 5,
  title: 'Softest skin ever',
  body: 'My elbows have never been this soft.',
};

let nextAddress = 1;
const postReview = (id: number | string, body: unknown) =>
  fetch(`${app.url}/api/products/${id}/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${nextAddress++}` },
    body: JSON.stringify(body),
  });

interface ReviewsJson {
  average: number | null;
  count: number;
  reviews: { id: number; name: string; rating: number; title: string; body: string; createdAt: string }[];
}

const getReviews = async (id: number) =>
  (await (await fetch(`${app.url}/api/products/${id}/reviews`)).json()) as ReviewsJson;

async function storedCount() {
  const [row] = await app.db.select({ n: count() }).from(reviews);
  return row!.n;
}

describe('reviews', () => {
  it('answers an empty summary for a product without reviews', async () => {
    const response = await fetch(`${app.url}/api/products/${productId}/reviews`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ average: null, count: 0, reviews: [] });
  });

  it('stores a review pending approval and does not show it yet', async () => {
    const response = await postReview(productId, valid);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; status: string; message: string };
    expect(body).toMatchObject({
      status: 'pending',
      message: 'Thank you! Your review will appear once it has been approved.',
    });
    const [row] = await app.db.select().from(reviews).where(eq(reviews.id, body.id));
    expect(row).toMatchObject({
      productId,
      name: 'Wanjiru',
      rating: 5,
      status: 'pending',
      moderatedAt: null,
    });
    expect(await getReviews(productId)).toEqual({ average: null, count: 0, reviews: [] });
  });

  it('shows approved reviews only, newest first, with their average', async () => {
    const submit = async (rating: number, title: string) =>
      ((await (await postReview(otherProductId, { ...valid, rating, title })).json()) as { id: number }).id;
    const first = await submit(5, 'First and glowing');
    const second = await submit(4, 'Second, quite good');
    const rejected = await submit(1, 'Spam, to be rejected');
    await submit(2, 'Still pending review');
    await app.services.reviews.setStatus(first, 'approved');
    await app.services.reviews.setStatus(second, 'approved');
    await app.services.reviews.setStatus(rejected, 'rejected');

    const listed = await getReviews(otherProductId);
    expect(listed.count).toBe(2);
    expect(listed.average).toBe(4.5);
    expect(listed.reviews.map((r) => r.title)).toEqual(['Second, quite good', 'First and glowing']);
    expect(Object.keys(listed.reviews[0]!).sort()).toEqual([
      'body',
      'createdAt',
      'id',
      'name',
      'rating',
      'title',
    ]);
    expect(await app.services.reviews.summaryFor(otherProductId)).toEqual({ average: 4.5, count: 2 });
    expect((await app.services.reviews.listApproved(otherProductId)).map((r) => r.id)).toEqual([
      second,
      first,
    ]);
  });

  it('rounds the average to one decimal', async () => {
    const [product] = (await app.services.catalogue.listProducts()).slice(2, 3);
    for (const rating of [5, 4, 4]) {
      const review = await app.services.reviews.submit(product!.id, { ...valid, rating });
      await app.services.reviews.setStatus(review.id, 'approved');
    }
    expect(await app.services.reviews.summaryFor(product!.id)).toEqual({ average: 4.3, count: 3 });
  });

  it('lists pending reviews for moderation and says when a review is missing', async () => {
    const pending = await app.services.reviews.listByStatus('pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.status === 'pending')).toBe(true);
    await expect(app.services.reviews.setStatus(999_999, 'approved')).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it.each([
    ['name', 'W', 'Name must be at least 2 characters'],
    ['rating', 6, 'Please choose a rating from 1 to 5 stars'],
    ['rating', 0, 'Please choose a rating from 1 to 5 stars'],
    ['title', '', 'Title must be at least 3 characters'],
    ['body', 'Too short', 'Review must be at least 10 characters'],
  ])('rejects a bad %s (%j) with a clear message and stores nothing', async (field, value, message) => {
    const before = await storedCount();
    const response = await postReview(productId, { ...valid, [field]: value });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors[field]).toBe(message);
    expect(await storedCount()).toBe(before);
  });

  it('rejects a body that tries to approve itself', async () => {
    const before = await storedCount();
    const response = await postReview(productId, { ...valid, status: 'approved' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { status: 'Unknown field "status"' } });
    expect(await storedCount()).toBe(before);
  });

  it('rejects a body that is not JSON', async () => {
    const response = await fetch(`${app.url}/api/products/${productId}/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
  });

  it('answers 404 for an unknown product, both ways', async () => {
    const before = await storedCount();
    const posted = await postReview(99_999, valid);
    expect(posted.status).toBe(404);
    expect(await posted.json()).toEqual({ message: 'Product not found' });
    expect(await storedCount()).toBe(before);
    const listed = await fetch(`${app.url}/api/products/99999/reviews`);
    expect(listed.status).toBe(404);
  });

  it('answers 400 for a malformed product id', async () => {
    expect((await fetch(`${app.url}/api/products/abc/reviews`)).status).toBe(400);
    expect((await postReview('1.5', valid)).status).toBe(400);
  });
});
