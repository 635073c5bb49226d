import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions, users } from '../../src/server/db/schema';
import { personas, registerReseller as register, type Caller, type Persona } from '../support/accounts';
import { outbox } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: Record<Persona, Caller>;
let ids: Record<Exclude<Persona, 'anonymous'>, number>;

let productId: number;

beforeAll(async () => {
  // The seed catalogue: the approved reseller places orders.
  app = await startTestApp();
  ({ ids, ...as } = await personas(app));
  productId = (await app.services.catalogue.listProducts()).find((p) => p.inStock)!.id;
});
afterAll(() => app.close());

async function registerReseller() {
  const { user, caller } = await register(app);
  return { ...user, caller };
}

const list = async (status: string) =>
  (await (await as.admin.get(`/api/admin/resellers?status=${status}`)).json()) as {
    id: number;
    status: string;
  }[];

describe('admin reseller approval', () => {
  it('lists resellers by status, without credentials', async () => {
    const response = await as.admin.get('/api/admin/resellers');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/password|token|scrypt/i);
    const pending = JSON.parse(text) as { id: number; status: string }[];
    expect(pending.map((r) => r.id)).toContain(ids.unapproved);
    expect(pending.map((r) => r.id)).not.toContain(ids.approved);
    expect((await list('approved')).map((r) => r.id)).toEqual([ids.approved]);
    const all = await list('all');
    expect(all.map((r) => r.id).sort()).toEqual([ids.unapproved, ids.approved].sort());
    expect(all.map((r) => r.id)).not.toContain(ids.admin);
  });

  it('rejects an unknown status with a 400', async () => {
    const response = await as.admin.get('/api/admin/resellers?status=everyone');
    expect(response.status).toBe(400);
    expect((await response.json()).errors.status).toBe('Status must be pending, approved, rejected or all');
  });

  it('approves a reseller: wholesale opens, an audit row and a mail are written', async () => {
    const reseller = await registerReseller();
    expect((await reseller.caller.get('/api/reseller/orders')).status).toBe(403);
    const response = await as.admin.post(`/api/admin/resellers/${reseller.id}/approve`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: reseller.id, isApproved: true, status: 'approved' });
    expect((await reseller.caller.get('/api/reseller/orders')).status).toBe(200);
    expect(await (await reseller.caller.get('/api/auth/user')).json()).toMatchObject({ isApproved: true });
    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, String(reseller.id))));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'reseller.approved',
        actorUserId: ids.admin,
        details: {
          email: reseller.email,
          before: { role: 'reseller', isApproved: false },
          after: { role: 'reseller', isApproved: true },
        },
      }),
    ]);
    const mails = await outbox(app);
    expect(mails.some((mail) => mail.to === reseller.email && mail.subject.includes('approved'))).toBe(true);
  });

  it("tells the approved reseller the owner's wholesale discount as it stands", async () => {
    const setDiscount = (discountPercent: number) =>
      as.admin.send('PATCH', '/api/admin/settings', { wholesale: { discountPercent } });
    expect((await setDiscount(25)).status).toBe(200);
    try {
      const reseller = await registerReseller();
      expect((await as.admin.post(`/api/admin/resellers/${reseller.id}/approve`)).status).toBe(200);
      const mail = (await outbox(app)).find(
        (m) => m.to === reseller.email && m.subject === 'Your reseller account is approved',
      );
      expect(mail?.text).toContain('Sign in to see wholesale prices (25% off retail) and place bulk orders.');
      expect(mail?.html).toContain('25% off retail');
    } finally {
      expect((await setDiscount(30)).status).toBe(200);
    }
  });

  it('rejects a reseller: signed out at once, listed as rejected, audited', async () => {
    const reseller = await registerReseller();
    const response = await as.admin.post(`/api/admin/resellers/${reseller.id}/reject`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: reseller.id, isApproved: false, status: 'rejected' });
    expect((await reseller.caller.get('/api/auth/user')).status).toBe(401);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, reseller.id))).toEqual([]);
    expect((await list('rejected')).map((r) => r.id)).toContain(reseller.id);
    expect((await list('pending')).map((r) => r.id)).not.toContain(reseller.id);
    const [audit] = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(reseller.id)));
    expect(audit).toMatchObject({ action: 'reseller.rejected', actorUserId: ids.admin });
  });

  it('answers 404 for an unknown reseller or an admin, and 400 for a bad id', async () => {
    expect((await as.admin.post('/api/admin/resellers/999999/approve')).status).toBe(404);
    expect((await as.admin.post(`/api/admin/resellers/${ids.admin}/reject`)).status).toBe(404);
    const [admin] = await app.db.select().from(users).where(eq(users.id, ids.admin));
    expect(admin!.role).toBe('admin');
    expect((await as.admin.post('/api/admin/resellers/abc/approve')).status).toBe(400);
  });

  it('lists one reseller with their orders, newest first, for the admin only', async () => {
    const first = await as.approved.post('/api/reseller/orders', { items: [{ id: productId, quantity: 2 }] });
    const second = await as.approved.post('/api/reseller/orders', {
      items: [{ id: productId, quantity: 1 }],
    });
    const numbers = [
      ((await second.json()) as { orderNumber: string }).orderNumber,
      ((await first.json()) as { orderNumber: string }).orderNumber,
    ];
    const path = `/api/admin/resellers/${ids.approved}/orders`;
    const response = await as.admin.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      reseller: { id: number; status: string };
      orders: { orderNumber: string; items: { quantity: number }[] }[];
    };
    expect(body.reseller).toMatchObject({ id: ids.approved, status: 'approved' });
    expect(body.orders.map((o) => o.orderNumber)).toEqual(numbers);
    expect(JSON.stringify(body)).not.toMatch(/password|token|scrypt/i);
    expect({
      anonymous: (await as.anonymous.get(path)).status,
      unapproved: (await as.unapproved.get(path)).status,
      approved: (await as.approved.get(path)).status,
    }).toEqual({ anonymous: 401, unapproved: 403, approved: 403 });
    expect((await as.admin.get(`/api/admin/resellers/${ids.admin}/orders`)).status).toBe(404);
    expect((await as.admin.get('/api/admin/resellers/999999/orders')).status).toBe(404);
    expect((await as.admin.get('/api/admin/resellers/abc/orders')).status).toBe(400);
  });

  it("sums each reseller's orders in one grouped read, leaving cancelled orders out", async () => {
    const placed = await as.approved.post('/api/reseller/orders', {
      items: [{ id: productId, quantity: 1 }],
    });
    const cancelled = (await placed.json()) as { orderNumber: string };
    const before = await app.services.resellers.ordersAdmin.totalsFor([ids.approved, ids.unapproved]);
    await app.services.resellers.wholesaleAdmin.moveOrder(ids.admin, cancelled.orderNumber, 'cancelled');
    const after = await app.services.resellers.ordersAdmin.totalsFor([ids.approved, ids.unapproved]);
    const orders = await app.services.resellers.wholesale.listOrders(ids.approved);
    const live = orders.filter((o) => o.status !== 'cancelled');
    expect(after.get(ids.approved)).toEqual({
      orderCount: live.length,
      totalCents: live.reduce((sum, o) => sum + o.totalCents, 0),
    });
    expect(before.get(ids.approved)!.orderCount).toBe(live.length + 1);
    expect(after.get(ids.unapproved)).toEqual({ orderCount: 0, totalCents: 0 });
    expect(await app.services.resellers.ordersAdmin.totalsFor([])).toEqual(new Map());
  });

  it('pages resellers by status and counts pending applications', async () => {
    const pending = await app.services.accounts.listResellersPage('pending', 1);
    expect(pending.total).toBe(await app.services.accounts.countPendingResellers());
    expect(pending.rows.map((r) => r.id)).toContain(ids.unapproved);
    // The queue runs in the order they applied.
    expect(pending.rows.map((r) => r.id)).toEqual([...pending.rows.map((r) => r.id)].sort((a, b) => a - b));
    const approved = await app.services.accounts.listResellersPage('approved', 1);
    expect(approved.rows.map((r) => r.id)).toContain(ids.approved);
    expect(approved.rows.every((r) => r.isApproved && r.role === 'reseller')).toBe(true);
    expect(approved.total).toBe(approved.rows.length);
    expect((await app.services.accounts.listResellersPage('approved', 2)).rows).toEqual([]);
  });
});
