// A shopper with no unpaid order holding a product may buy up to ORDER_LINE_MAX_QUANTITY of it by
// M-Pesa; the units beyond UNPAID_UNITS_PER_PRODUCT are held only for the owner's short hold (15
// minutes by default) unless paid, then go back on sale, and are taken again when the order is
// paid or prompted again. Pay Later keeps the limit. Each refusal says its own reason.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mpesaPayments, orderEvents, orders, stockReturns } from '../../src/server/db/schema';
import { runSurplusHolds } from '../../src/server/jobs/surplus-holds';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { PHONES, post, proofOf, stkPush, waitForResult } from './mpesa-helpers';
import { customer, productWithStock, setSizeStock, stockOf } from './orders-helpers';
import { orderRefunds, refundPath, settled } from './refunds-helpers';

const LIMIT = 10;
const MINUTE = 60_000;
const silent = { info: () => {} };
let app: TestApp;
let admin: Caller;
let nextShopper = 0;

beforeAll(async () => {
  app = await startTestApp({
    env: {
      UNPAID_UNITS_PER_PRODUCT: String(LIMIT),
      ORDER_LINE_MAX_QUANTITY: '20',
      MPESA_SIM_CALLBACK_DELAY_MS: '0',
      // The test runs the release itself, with its own clock.
      SURPLUS_HOLD_CHECK_MINUTES: '0',
    },
  });
  admin = (await personas(app)).admin;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

function shopper() {
  const n = ++nextShopper;
  return {
    ...customer,
    customerEmail: `bulk${n}@example.com`,
    customerPhone: `0744${String(n).padStart(6, '0')}`,
  };
}

async function order(productId: number, quantity: number, paymentMethod: string, details = shopper()) {
  const response = await post(app, '/api/orders', {
    ...details,
    items: [{ id: productId, quantity }],
    paymentMethod,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function orderRow(orderNumber: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

async function heldBack(orderId: number) {
  return app.db
    .select({ quantity: stockReturns.quantity })
    .from(stockReturns)
    .where(and(eq(stockReturns.orderId, orderId), eq(stockReturns.heldBack, true)));
}

/** The release as the periodic job runs it, `minutes` from now. */
const releaseAfter = (minutes: number) =>
  runSurplusHolds({ orders: app.services.orders, log: silent }, new Date(Date.now() + minutes * MINUTE));

const payLaterRefusal = (name: string) =>
  `Pay Later orders may hold at most ${LIMIT} of ${name}. To buy more, please pay by M-Pesa, or call or WhatsApp us on +254 700 123 456 and we will help you order more.`;

describe('an M-Pesa order past the unpaid limit', () => {
  it('is accepted up to the line cap for a shopper holding none unpaid, its units beyond held for 15 minutes', async () => {
    const product = await productWithStock(app, 40, 0);
    const placed = await order(product.id, 12, 'mpesa');
    expect(placed.status).toBe(201);
    const row = await orderRow(placed.body.orderNumber as string);
    expect(row.status).toBe('awaiting_payment');
    const holdMinutes = (row.surplusHeldUntil!.getTime() - row.createdAt.getTime()) / MINUTE;
    expect(holdMinutes).toBeGreaterThan(14.9);
    expect(holdMinutes).toBeLessThan(15.1);
    expect(await stockOf(app, product.id)).toBe(28);
    // Past the line cap stays refused, with the cap's own words.
    const tooMany = await order(product.id, 21, 'mpesa');
    expect(tooMany.status).toBe(400);
    expect(await stockOf(app, product.id)).toBe(28);
  });

  it('gives the units beyond the limit back after the hold, once, however many runs race', async () => {
    const product = await productWithStock(app, 40, 1);
    const placed = await order(product.id, 12, 'mpesa');
    const row = await orderRow(placed.body.orderNumber as string);
    expect(await releaseAfter(14)).toEqual([]);
    expect(await stockOf(app, product.id)).toBe(28);
    // Two runs at once, as two app processes would run them: SKIP LOCKED gives the order to one.
    const runs = await Promise.all([releaseAfter(16), releaseAfter(16)]);
    const released = runs.flat();
    expect(released.filter((n) => n === row.orderNumber)).toHaveLength(1);
    expect(new Set(released).size).toBe(released.length);
    expect(await stockOf(app, product.id)).toBe(30);
    expect(await heldBack(row.id)).toEqual([{ quantity: 2 }]);
    const after = await orderRow(row.orderNumber);
    expect(after).toMatchObject({ status: 'awaiting_payment', surplusHeldUntil: null });
    expect(await releaseAfter(60)).toEqual([]);
    expect(await stockOf(app, product.id)).toBe(30);
  });

  it('keeps the units beyond the limit while a prompt waits for the payer, and gives them back once it is answered', async () => {
    const product = await productWithStock(app, 40, 11);
    const placed = await order(product.id, 12, 'mpesa');
    const row = await orderRow(placed.body.orderNumber as string);
    const prompt = await stkPush(app, row.orderNumber, PHONES.silent);
    expect(await releaseAfter(16)).toEqual([]);
    expect(await stockOf(app, product.id)).toBe(28);
    // Daraja's answer arrives: the payer cancelled.
    await app.db
      .update(mpesaPayments)
      .set({ status: 'failed', resultCode: 1032 })
      .where(eq(mpesaPayments.checkoutRequestId, prompt));
    expect(await releaseAfter(16)).toEqual([row.orderNumber]);
    expect(await stockOf(app, product.id)).toBe(30);
  });

  it('is paid in full by a new prompt after the hold: the units are taken again first', async () => {
    const product = await productWithStock(app, 40, 2);
    const placed = await order(product.id, 12, 'mpesa');
    const orderNumber = placed.body.orderNumber as string;
    await releaseAfter(16);
    expect(await stockOf(app, product.id)).toBe(30);
    const paid = await stkPush(app, orderNumber, PHONES.pays);
    expect((await waitForResult(app, paid)).ResultCode).toBe('0');
    const row = await orderRow(orderNumber);
    expect(row.status).toBe('confirmed');
    expect(await stockOf(app, product.id)).toBe(28);
    expect(await heldBack(row.id)).toEqual([]);
  });

  it('cannot be prompted again when the units sold meanwhile: a 409 says so and nothing moves', async () => {
    const product = await productWithStock(app, 40, 3);
    const placed = await order(product.id, 12, 'mpesa');
    const orderNumber = placed.body.orderNumber as string;
    await releaseAfter(16);
    await setSizeStock(app, product.variantId, 1);
    const response = await post(app, '/api/mpesa/stk-push', {
      phoneNumber: PHONES.pays,
      amount: 1,
      orderReference: orderNumber,
      description: 'Heritage Shea order',
      ...(await proofOf(app, orderNumber)),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message:
        'Some of this order was put back on sale when it stayed unpaid, and has sold since. Please place a new order.',
    });
    const row = await orderRow(orderNumber);
    expect(await heldBack(row.id)).toEqual([{ quantity: 2 }]);
    expect(await stockOf(app, product.id)).toBe(1);
  });

  it('confirmed by a payment that comes anyway keeps what stock allows, and its history says what sold', async () => {
    const product = await productWithStock(app, 40, 4);
    const placed = await order(product.id, 12, 'mpesa');
    const orderNumber = placed.body.orderNumber as string;
    await releaseAfter(16);
    await setSizeStock(app, product.variantId, 1);
    const moved = await admin.post(`/api/admin/orders/${orderNumber}/status`, { status: 'confirmed' });
    expect(moved.status).toBe(200);
    const row = await orderRow(orderNumber);
    expect(row.status).toBe('confirmed');
    expect(await stockOf(app, product.id)).toBe(1);
    const [event] = await app.db
      .select({ note: orderEvents.note })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.toStatus, 'confirmed')));
    expect(event!.note).toContain(`2 × ${product.name}`);
    expect(event!.note).toContain('sold meanwhile');
  });

  it('cancelled after the hold puts back only what it still held', async () => {
    const product = await productWithStock(app, 40, 5);
    const placed = await order(product.id, 12, 'mpesa');
    const orderNumber = placed.body.orderNumber as string;
    await releaseAfter(16);
    expect(await stockOf(app, product.id)).toBe(30);
    const moved = await admin.post(`/api/admin/orders/${orderNumber}/status`, { status: 'cancelled' });
    expect(moved.status).toBe(200);
    expect(await stockOf(app, product.id)).toBe(40);
  });

  it('paid after the hold, refunded with every unit back, leaves the stock where it began', async () => {
    const product = await productWithStock(app, 40, 6);
    const placed = await order(product.id, 12, 'mpesa');
    const orderNumber = placed.body.orderNumber as string;
    await releaseAfter(16);
    const paid = await stkPush(app, orderNumber, PHONES.pays);
    expect((await waitForResult(app, paid)).ResultCode).toBe('0');
    expect(await stockOf(app, product.id)).toBe(28);
    let view = await orderRefunds(admin, orderNumber);
    for (let tries = 0; !view.payments[0]?.refundable && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      view = await orderRefunds(admin, orderNumber);
    }
    const payment = view.payments[0]!;
    const asked = await admin.post(refundPath(orderNumber), {
      paymentKind: payment.paymentKind,
      paymentId: payment.paymentId,
      amountKes: Number(payment.refundable),
      reason: 'Returned unopened',
      restockItems: [{ productId: product.id, quantity: 12 }],
    });
    expect(asked.status).toBe(201);
    const done = await settled(admin, orderNumber, ((await asked.json()) as { id: number }).id);
    expect(done.state).toBe('succeeded');
    expect(await stockOf(app, product.id)).toBe(40);
  });

  it('is refused while the shopper holds the product in an open order, naming that reason', async () => {
    const product = await productWithStock(app, 40, 7);
    const details = shopper();
    expect((await order(product.id, 3, 'pay_later', details)).status).toBe(201);
    const refused = await order(product.id, 12, 'mpesa', details);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Orders not yet paid may hold at most ${LIMIT} of ${product.name} for one customer. Please pay for your open order first, or call or WhatsApp us on +254 700 123 456 and we will help you order more.`,
    );
    expect(await stockOf(app, product.id)).toBe(37);
  });
});

describe('Pay Later', () => {
  it('keeps the limit: 12 is refused with its own reason, though the shopper has no open order', async () => {
    const product = await productWithStock(app, 40, 8);
    const refused = await order(product.id, 12, 'pay_later');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: payLaterRefusal(product.name),
      errors: { 'items.0': payLaterRefusal(product.name) },
    });
    expect(await stockOf(app, product.id)).toBe(40);
  });

  it('is refused to an M-Pesa order past the limit switching to it', async () => {
    const product = await productWithStock(app, 40, 9);
    const placed = await order(product.id, 12, 'mpesa');
    const orderNumber = placed.body.orderNumber as string;
    const response = await post(app, `/api/orders/${orderNumber}/payment-method`, {
      paymentMethod: 'pay_later',
      ...(await proofOf(app, orderNumber)),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: payLaterRefusal(product.name) });
    expect((await orderRow(orderNumber)).status).toBe('awaiting_payment');
  });
});

describe('the hold setting', () => {
  it('is the owner’s: a new order is held as long as settings.orders.surplusHoldMinutes says', async () => {
    expect(
      (await admin.send('PATCH', '/api/admin/settings', { orders: { surplusHoldMinutes: 5 } })).status,
    ).toBe(200);
    const refused = await admin.send('PATCH', '/api/admin/settings', { orders: { surplusHoldMinutes: 0 } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: { 'orders.surplusHoldMinutes': 'Surplus hold minutes must be at least 1' },
    });
    const product = await productWithStock(app, 40, 10);
    const placed = await order(product.id, 11, 'mpesa');
    const row = await orderRow(placed.body.orderNumber as string);
    const holdMinutes = (row.surplusHeldUntil!.getTime() - row.createdAt.getTime()) / MINUTE;
    expect(Math.round(holdMinutes)).toBe(5);
    expect(await releaseAfter(6)).toEqual([row.orderNumber]);
    expect(await stockOf(app, product.id)).toBe(30);
    await admin.send('PATCH', '/api/admin/settings', { orders: { surplusHoldMinutes: 15 } });
  });
});
