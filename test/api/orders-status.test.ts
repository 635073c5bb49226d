import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder, productWithStock, stockOf } from './orders-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { MAIL_RETRY_DELAY_MS: '10' } });
});
afterAll(async () => {
  await app.services.mailer.idle();
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
      expect((await app.services.orders.moveStatus(order.id, to, { actor: 'admin:1' })).status).toBe(to);
    }
    const tracked = await app.services.orders.track(order.orderNumber, customer.customerEmail);
    expect(tracked!.history.map((h) => h.label)).toEqual([
      'Processing',
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
    await app.services.orders.moveStatus(order.id, 'cancelled', { actor: 'admin:1', note: 'customer asked' });
    expect(await stockOf(app, product.id)).toBe(10);
    await expect(
      app.services.orders.moveStatus(order.id, 'cancelled', { actor: 'admin:1' }),
    ).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect(await stockOf(app, product.id)).toBe(10);
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)).toMatchObject({ toStatus: 'cancelled', actor: 'admin:1', note: 'customer asked' });
  });

  it('refuses moves the transition table forbids, and confirming without a payment', async () => {
    const product = await productWithStock(app, 10, 2);
    const order = await paidOrder(product.id, 1);
    await app.services.orders.moveStatus(order.id, 'processing', { actor: 'admin:1' });
    await app.services.orders.moveStatus(order.id, 'shipped', { actor: 'admin:1' });
    await expect(
      app.services.orders.moveStatus(order.id, 'cancelled', { actor: 'admin:1' }),
    ).rejects.toMatchObject({
      kind: 'conflict',
    });
    await expect(
      app.services.orders.moveStatus(order.id, 'confirmed', { actor: 'admin:1' }),
    ).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect((await app.services.orders.findByNumber(order.orderNumber))!.status).toBe('shipped');
  });

  it('lists orders newest first, by status', async () => {
    const shipped = await app.services.orders.list({ status: 'shipped' });
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped.every((o) => o.status === 'shipped')).toBe(true);
    const all = await app.services.orders.list({ limit: 2 });
    expect(all).toHaveLength(2);
    expect(all[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(all[1]!.createdAt.getTime());
  });
});
