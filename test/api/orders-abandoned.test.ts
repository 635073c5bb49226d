import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../src/server/db/schema';
import { runAbandonedOrders } from '../../src/server/jobs/abandoned-orders';
import { personas } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { c2bNotice, c2bPayment, newTransId, postConfirmation } from './c2b-helpers';
import { customer, postOrder, productWithStock, stockOf } from './orders-helpers';
import { neededRefunds } from './refunds-helpers';

let app: TestApp;
const HOUR = 3600_000;
const silent = { info: () => {}, error: () => {} };

beforeAll(async () => {
  app = await startTestApp({ env: { MAIL_RETRY_DELAY_MS: '10' } });
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

async function place(productId: number, quantity: number, paymentMethod: 'mpesa' | 'pay_later') {
  const response = await postOrder(app, { ...customer, items: [{ id: productId, quantity }], paymentMethod });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

const statusOf = async (orderNumber: string) => (await app.services.orders.findByNumber(orderNumber))!.status;

describe('abandoned-order job', () => {
  it('cancels M-Pesa orders unpaid for 24 hours and restocks them exactly once', async () => {
    const product = await productWithStock(app, 10);
    const abandoned = await place(product.id, 3, 'mpesa');
    const payLater = await place(product.id, 2, 'pay_later');
    const paid = await place(product.id, 1, 'mpesa');
    await app.services.orders.markPaid((await app.services.orders.findByNumber(paid))!.id, {
      transactionId: 'QK1',
      actor: 'mpesa',
    });
    expect(await stockOf(app, product.id)).toBe(4);
    const job = { orders: app.services.orders, abandonedAfterMs: 24 * HOUR, log: silent };

    expect(await runAbandonedOrders(job, new Date(Date.now() + 23 * HOUR))).toEqual([]);
    expect(await statusOf(abandoned)).toBe('awaiting_payment');

    const later = new Date(Date.now() + 25 * HOUR);
    expect(await runAbandonedOrders(job, later)).toEqual([abandoned]);
    expect(await runAbandonedOrders(job, later)).toEqual([]);

    expect(await stockOf(app, product.id)).toBe(7);
    expect(await statusOf(abandoned)).toBe('cancelled');
    expect(await statusOf(payLater)).toBe('pending_payment');
    expect(await statusOf(paid)).toBe('confirmed');
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, abandoned));
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, row!.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 'awaiting_payment', 'customer'],
      ['awaiting_payment', 'cancelled', 'system'],
    ]);
  });

  it('cancels each order once when two processes run at the same moment', async () => {
    const product = await productWithStock(app, 20, 1);
    const numbers = await Promise.all([1, 2, 3, 4].map(() => place(product.id, 2, 'mpesa')));
    expect(await stockOf(app, product.id)).toBe(12);
    const job = { orders: app.services.orders, abandonedAfterMs: 24 * HOUR, log: silent };
    const later = new Date(Date.now() + 25 * HOUR);
    const [a, b] = await Promise.all([runAbandonedOrders(job, later), runAbandonedOrders(job, later)]);
    expect([...a, ...b].sort()).toEqual([...numbers].sort());
    expect(await stockOf(app, product.id)).toBe(20);
  });

  it('lists what a part-paid order it cancels received by Paybill as owed back, on Today too', async () => {
    const { admin } = await personas(app);
    const product = await productWithStock(app, 10, 2);
    const orderNumber = await place(product.id, 1, 'mpesa');
    const order = (await app.services.orders.findByNumber(orderNumber))!;
    const partKes = Math.floor(order.totalCents / 200);
    const transId = newTransId();
    await postConfirmation(app, c2bNotice(app, { billRef: orderNumber, amountKes: partKes, transId }));
    const part = (await c2bPayment(app, transId))!;
    expect(part).toMatchObject({ status: 'matched', orderId: order.id, excessCents: 0 });
    const countBefore = (await app.services.console.today()).refundsOwed;

    const job = { orders: app.services.orders, abandonedAfterMs: 24 * HOUR, log: silent };
    expect(await runAbandonedOrders(job, new Date(Date.now() + 25 * HOUR))).toContain(orderNumber);
    expect(await statusOf(orderNumber)).toBe('cancelled');
    const owed = (await neededRefunds(admin)).filter((n) => n.orderNumber === orderNumber);
    expect(owed).toEqual([
      expect.objectContaining({
        paymentKind: 'c2b',
        paymentId: part.id,
        receipt: transId,
        why: 'cancelled',
        owed: `${partKes}.00`,
      }),
    ]);
    expect((await app.services.console.today()).refundsOwed).toBe(countBefore + 1);
  });
});
