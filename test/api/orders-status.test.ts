import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, orderEvents } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder, productWithStock, stockOf } from './orders-helpers';

let app: TestApp;
let adminId: number;

beforeAll(async () => {
  app = await startTestApp({ env: { MAIL_RETRY_DELAY_MS: '10' } });
  const { user } = await app.services.accounts.createOrPromoteAdmin({
    email: 'owner@example.com',
    password: 'admin password long',
  });
  adminId = user.id;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

async function paidOrder(productId: number, quantity: number) {
  const response = await postOrder(app, {
    ...customer,
    items: [{ id: productId, quantity }],
    paymentMethod: 'mpesa',
  });
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  const order = (await app.services.orders.findByNumber(orderNumber))!;
  await app.services.orders.markPaid(order.id, { transactionId: `QK${order.id}`, actor: 'mpesa' });
  return order;
}

describe('orders.moveStatus', () => {
  it('moves a paid order to delivered, one event per step, shown on tracking', async () => {
    const product = await productWithStock(app, 10);
    const order = await paidOrder(product.id, 1);
    for (const to of ['processing', 'shipped', 'delivered'] as const) {
      expect((await app.services.orders.moveStatus({ id: order.id }, to, { adminId })).status).toBe(to);
    }
    const tracked = await app.services.orders.track(order.orderNumber, customer.customerEmail);
    expect(tracked!.history.map((h) => h.label)).toEqual([
      'Awaiting Payment',
      'Order Confirmed',
      'Processing',
      'Out for Delivery',
      'Delivered',
    ]);
  });

  it('cancels before shipping and puts the stock back, once', async () => {
    const product = await productWithStock(app, 10, 1);
    const order = await paidOrder(product.id, 4);
    expect(await stockOf(app, product.id)).toBe(6);
    await app.services.orders.moveStatus({ id: order.id }, 'cancelled', { adminId, note: 'customer asked' });
    expect(await stockOf(app, product.id)).toBe(10);
    await expect(
      app.services.orders.moveStatus({ id: order.id }, 'cancelled', { adminId }),
    ).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect(await stockOf(app, product.id)).toBe(10);
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)).toMatchObject({ toStatus: 'cancelled', actor: 'admin', note: 'customer asked' });
    const [audit] = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, order.orderNumber), eq(auditEvents.action, 'order.status_changed')),
      );
    expect(audit).toMatchObject({
      actorUserId: adminId,
      entityType: 'order',
      details: {
        kind: 'retail',
        note: 'customer asked',
        before: { status: 'confirmed' },
        after: { status: 'cancelled' },
      },
    });
  });

  it('refuses moves the transition table forbids', async () => {
    const product = await productWithStock(app, 10, 2);
    const order = await paidOrder(product.id, 1);
    await app.services.orders.moveStatus({ id: order.id }, 'processing', { adminId });
    await app.services.orders.moveStatus({ id: order.id }, 'shipped', { adminId });
    await expect(
      app.services.orders.moveStatus({ id: order.id }, 'cancelled', { adminId }),
    ).rejects.toMatchObject({
      kind: 'conflict',
    });
    await expect(
      app.services.orders.moveStatus({ id: order.id }, 'confirmed', { adminId }),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: 'A shipped order cannot become confirmed',
    });
    expect((await app.services.orders.findByNumber(order.orderNumber))!.status).toBe('shipped');
  });

  it('lets the shop confirm a Pay Later order once payment is arranged', async () => {
    const product = await productWithStock(app, 10);
    const response = await postOrder(app, {
      ...customer,
      items: [{ id: product.id, quantity: 1 }],
      paymentMethod: 'pay_later',
    });
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    const confirmed = await app.services.orders.moveStatus({ orderNumber }, 'confirmed', {
      adminId,
      note: 'Paid by M-Pesa to the till',
    });
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentMethod: 'pay_later' });
    // A retail order is not moved by the wholesale console's calls.
    await expect(
      app.services.orders.moveStatus({ orderNumber, kind: 'wholesale' }, 'processing', { adminId }),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'Wholesale order not found' });
  });

  it('lists orders newest first, by status', async () => {
    const shipped = await app.services.orders.search({ status: 'shipped' });
    expect(shipped.total).toBeGreaterThan(0);
    expect(shipped.rows.every((o) => o.status === 'shipped')).toBe(true);
    const all = (await app.services.orders.search({})).rows;
    expect(all.length).toBeGreaterThan(2);
    expect(all[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(all[1]!.createdAt.getTime());
  });
});
