import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, orderEvents, orders, productVariants } from '../../src/server/db/schema';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: Record<Persona, Caller>;

beforeAll(async () => {
  app = await startTestApp();
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
});
afterAll(() => app.close());

/** Units of every size of the product. */
async function stockOf(id: number) {
  const rows = await app.db.select().from(productVariants).where(eq(productVariants.productId, id));
  return rows.reduce((sum, row) => sum + row.stockQuantity, 0);
}

async function placeOrder(productId: number, quantity: number) {
  const response = await as.approved.post('/api/reseller/orders', { items: [{ id: productId, quantity }] });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

const move = (orderNumber: string, status: string, who: Persona = 'admin') =>
  as[who].post(`/api/admin/wholesale-orders/${orderNumber}/status`, { status });

describe('admin wholesale orders', () => {
  it('lists every reseller’s orders with the reseller, newest first, filtered by status', async () => {
    const first = await placeOrder(1, 1);
    const second = await placeOrder(2, 1);
    const response = await as.admin.get('/api/admin/wholesale-orders');
    expect(response.status).toBe(200);
    const list = (await response.json()) as { orderNumber: string; reseller: { businessName: string } }[];
    expect(list.map((o) => o.orderNumber).slice(0, 2)).toEqual([second, first]);
    expect(list[0]!.reseller.businessName).toBe('Approved Duka');
    expect(JSON.stringify(list)).not.toMatch(/password|scrypt/i);
    const pending = (await (
      await as.admin.get('/api/admin/wholesale-orders?status=pending')
    ).json()) as unknown[];
    expect(pending.length).toBe(list.length);
    expect((await as.admin.get('/api/admin/wholesale-orders?status=lost')).status).toBe(400);
  });

  it('moves an order along the allowed steps and audits each move', async () => {
    const orderNumber = await placeOrder(3, 1);
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
      const response = await move(orderNumber, status);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ orderNumber, status });
    }
    const audit = await app.db.select().from(auditEvents).where(eq(auditEvents.entityId, orderNumber));
    expect(audit.map((a) => [a.action, (a.details as { after: { status: string } }).after.status])).toEqual([
      ['order.status_changed', 'confirmed'],
      ['order.status_changed', 'processing'],
      ['order.status_changed', 'shipped'],
      ['order.status_changed', 'delivered'],
    ]);
    // The same moves are the order's status history, as for a retail order.
    const [order] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const history = await app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order!.id))
      .orderBy(asc(orderEvents.id));
    expect(history.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 'pending', 'reseller'],
      ['pending', 'confirmed', 'admin'],
      ['confirmed', 'processing', 'admin'],
      ['processing', 'shipped', 'admin'],
      ['shipped', 'delivered', 'admin'],
    ]);
  });

  it('refuses a move the rules do not allow, changing nothing', async () => {
    const orderNumber = await placeOrder(4, 1);
    const response = await move(orderNumber, 'shipped');
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('A pending order cannot become shipped');
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row!.status).toBe('pending');
    expect((await move(orderNumber, 'pending')).status).toBe(400);
    expect((await move('HM-NOTFOUND', 'confirmed')).status).toBe(404);
  });

  it('cancelling puts the stock back', async () => {
    await app.db.update(productVariants).set({ stockQuantity: 10 }).where(eq(productVariants.productId, 5));
    const before = await stockOf(5);
    const orderNumber = await placeOrder(5, 2);
    expect(await stockOf(5)).toBe(before - 2);
    expect((await move(orderNumber, 'cancelled')).status).toBe(200);
    expect(await stockOf(5)).toBe(before);
    // A second cancel is refused, so stock is never released twice.
    expect((await move(orderNumber, 'cancelled')).status).toBe(409);
    expect(await stockOf(5)).toBe(before);
  });

  it('is for admins only', async () => {
    const orderNumber = await placeOrder(6, 1);
    expect((await as.anonymous.get('/api/admin/wholesale-orders')).status).toBe(401);
    expect((await as.unapproved.get('/api/admin/wholesale-orders')).status).toBe(403);
    expect((await as.approved.get('/api/admin/wholesale-orders')).status).toBe(403);
    expect((await move(orderNumber, 'confirmed', 'anonymous')).status).toBe(401);
    expect((await move(orderNumber, 'confirmed', 'unapproved')).status).toBe(403);
    expect((await move(orderNumber, 'confirmed', 'approved')).status).toBe(403);
  });
});
