import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, reviews } from '../../src/server/db/schema';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: Record<Persona, Caller>;
let adminId: number;
let productId: number;

beforeAll(async () => {
  app = await startTestApp();
  const { ids, ...callers } = await personas(app);
  as = callers;
  adminId = ids.admin!;
  productId = (await app.services.catalogue.listProducts())[0]!.id;
});
afterAll(() => app.close());

const review = {
  name: 'Nyambura',
  rating: 4,
  title: 'Lovely on my hair',
  body: 'Soft curls and no flakes all week.',
};

async function submitted() {
  return app.services.reviews.submit(productId, review);
}

interface AdminReviewJson {
  id: number;
  productName: string;
  status: string;
  moderatedAt: string | null;
}

describe('admin review moderation', () => {
  it('lists pending reviews with their product for the admin', async () => {
    const pending = await submitted();
    const response = await as.admin.get('/api/admin/reviews?status=pending');
    expect(response.status).toBe(200);
    const list = (await response.json()) as AdminReviewJson[];
    const found = list.find((r) => r.id === pending.id);
    expect(found).toMatchObject({ status: 'pending', moderatedAt: null });
    expect(found?.productName).toBeTruthy();
    expect((await as.admin.get('/api/admin/reviews')).status).toBe(200);
  });

  it('approves a review: shown on the product, audited', async () => {
    const pending = await submitted();
    const response = await as.admin.post(`/api/admin/reviews/${pending.id}/approve`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: pending.id, status: 'approved' });
    const listed = (await (await fetch(`${app.url}/api/products/${productId}/reviews`)).json()) as {
      reviews: { id: number }[];
    };
    expect(listed.reviews.map((r) => r.id)).toContain(pending.id);
    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'review'), eq(auditEvents.entityId, String(pending.id))));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'review.approved',
        actorUserId: adminId,
        details: { before: { status: 'pending' }, after: { status: 'approved' } },
      }),
    ]);
  });

  it('rejects a review: never shown', async () => {
    const pending = await submitted();
    const response = await as.admin.post(`/api/admin/reviews/${pending.id}/reject`);
    expect(response.status).toBe(200);
    const [row] = await app.db.select().from(reviews).where(eq(reviews.id, pending.id));
    expect(row).toMatchObject({ status: 'rejected' });
    expect(row!.moderatedAt).not.toBeNull();
    const rejected = (await (
      await as.admin.get('/api/admin/reviews?status=rejected')
    ).json()) as AdminReviewJson[];
    expect(rejected.map((r) => r.id)).toContain(pending.id);
  });

  it.each(['anonymous', 'unapproved', 'approved'] as const)(
    'refuses a %s caller and changes nothing',
    async (who) => {
      const pending = await submitted();
      const approve = await as[who].post(`/api/admin/reviews/${pending.id}/approve`);
      expect(approve.status).toBe(who === 'anonymous' ? 401 : 403);
      expect((await as[who].get('/api/admin/reviews')).status).toBe(who === 'anonymous' ? 401 : 403);
      const [row] = await app.db.select().from(reviews).where(eq(reviews.id, pending.id));
      expect(row!.status).toBe('pending');
    },
  );

  it('answers 404 for an unknown review and 400 for a malformed id or status', async () => {
    const missing = await as.admin.post('/api/admin/reviews/999999/approve');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Review not found' });
    expect((await as.admin.post('/api/admin/reviews/abc/reject')).status).toBe(400);
    const badStatus = await as.admin.get('/api/admin/reviews?status=deleted');
    expect(badStatus.status).toBe(400);
    expect(await badStatus.json()).toMatchObject({
      errors: { status: 'Status must be pending, approved or rejected' },
    });
  });

  it('counts pending reviews and pages each status, the pending queue oldest first', async () => {
    const before = await app.services.reviews.countPending();
    const [older, newer] = [await submitted(), await submitted()];
    expect(await app.services.reviews.countPending()).toBe(before + 2);
    const pending = await app.services.reviews.listPage('pending', 1);
    expect(pending.total).toBe(before + 2);
    const ids = pending.rows.map((r) => r.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(pending.rows[0]!.productName).toBeTruthy();
    await app.services.reviews.setStatus(older.id, 'approved', adminId);
    await app.services.reviews.setStatus(newer.id, 'approved', adminId);
    const approved = await app.services.reviews.listPage('approved', 1);
    expect(approved.rows.slice(0, 2).map((r) => r.id)).toEqual([newer.id, older.id]);
    expect((await app.services.reviews.listPage('approved', 2)).rows).toEqual([]);
  });
});
