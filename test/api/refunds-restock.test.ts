// Refunds that put units back in stock: only the units the owner says came back, each unit at most
// once over the order's life (refunds, their racing results and the cancellation together), and an
// order whose units are all back has nothing left to process or ship.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTHING_TO_SEND } from '../../src/core/order-status';
import { orderNotes, refunds, riders, stockReturns } from '../../src/server/db/schema';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { post } from './mpesa-helpers';
import { customer, postOrder, productWithStock, stockOf } from './orders-helpers';
import { askRefund, orderRefunds, payByPrompt, refundOf, refundRows, settled } from './refunds-helpers';

let app: TestApp;
let admin: Caller;

beforeAll(async () => {
  app = await startTestApp({ env: { MPESA_SIM_CALLBACK_DELAY_MS: '0' } });
  admin = (await personas(app)).admin;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

/** An order of `quantity` units of a product holding `stock`, placed at the checkout and paid. */
async function paidOrderOf(stock: number, quantity: number) {
  const product = await productWithStock(app, stock);
  const placed = await postOrder(app, {
    ...customer,
    items: [{ id: product.id, quantity }],
    paymentMethod: 'mpesa',
  });
  expect(placed.status).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };
  const payment = await payByPrompt(app, orderNumber);
  return { product, orderNumber, payment };
}

const move = (orderNumber: string, status: string) =>
  admin.post(`/api/admin/orders/${orderNumber}/status`, { status });

async function refunded(orderNumber: string, body: Parameters<typeof askRefund>[2]) {
  const asked = await refundOf(admin, orderNumber, body);
  const done = await settled(admin, orderNumber, asked.id);
  expect(done.state).toBe('succeeded');
  return done;
}

describe('a partial refund, then the cancellation (105 -> 100 -> 101 -> 105)', () => {
  it('puts back the one unit the owner said came back, and the cancellation only the other four', async () => {
    const { product, orderNumber, payment } = await paidOrderOf(105, 5);
    expect(await stockOf(app, product.id)).toBe(100);

    const first = await refunded(orderNumber, {
      paymentId: payment.id,
      amountKes: 10,
      restockItems: [{ productId: product.id, quantity: 1 }],
    });
    expect(first).toMatchObject({
      restock: true,
      restockItems: [{ productId: product.id, quantity: 1 }],
      restocked: [{ productId: product.id, variantId: product.variantId, quantity: 1 }],
    });
    expect(await stockOf(app, product.id)).toBe(101);
    expect((await orderRefunds(admin, orderNumber)).units).toEqual([
      {
        productId: product.id,
        variantId: product.variantId,
        name: product.name,
        size: expect.any(String),
        ordered: 5,
        back: 1,
        away: 0,
        restockable: 4,
      },
    ]);

    const cancelled = await move(orderNumber, 'cancelled');
    expect(cancelled.status).toBe(200);
    expect(await stockOf(app, product.id)).toBe(105);

    // Nothing is left out: a later refund asking for everything puts nothing back.
    const late = await refunded(orderNumber, { paymentId: payment.id, amountKes: 10, restock: true });
    expect(late).toMatchObject({ restock: false, restockItems: [], restocked: [] });
    expect(await stockOf(app, product.id)).toBe(105);
    const returns = await app.db.select().from(stockReturns).where(eq(stockReturns.productId, product.id));
    expect(returns.map((r) => [r.refundId, r.quantity])).toEqual([
      [first.id, 1],
      [null, 4],
    ]);
  });

  it('leaves stock alone on a refund that names no units, and notes what went back on the order', async () => {
    const { product, orderNumber, payment } = await paidOrderOf(50, 3);
    const plain = await refunded(orderNumber, { paymentId: payment.id, amountKes: 10 });
    expect(plain).toMatchObject({ restock: false, restockItems: [], restocked: [] });
    const zero = await refunded(orderNumber, {
      paymentId: payment.id,
      amountKes: 10,
      restockItems: [{ productId: product.id, quantity: 0 }],
    });
    expect(zero.restockItems).toEqual([]);
    expect(await stockOf(app, product.id)).toBe(47);

    await refunded(orderNumber, {
      paymentId: payment.id,
      amountKes: 10,
      restockItems: [{ productId: product.id, quantity: 2 }],
    });
    expect(await stockOf(app, product.id)).toBe(49);
    const notes = await app.db
      .select({ body: orderNotes.body })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, payment.orderId));
    expect(notes.map((n) => n.body)).toContainEqual(
      expect.stringContaining(`Back in stock: 2 × ${product.name} (${product.size}).`),
    );
  });

  it('takes `restock: true` from API callers as every unit still out, whatever the amount', async () => {
    const { product, orderNumber, payment } = await paidOrderOf(105, 5);
    await refunded(orderNumber, {
      paymentId: payment.id,
      amountKes: 10,
      restockItems: [{ productId: product.id, quantity: 2 }],
    });
    const rest = await refunded(orderNumber, { paymentId: payment.id, amountKes: 10, restock: true });
    expect(rest.restocked).toEqual([{ productId: product.id, variantId: product.variantId, quantity: 3 }]);
    expect(await stockOf(app, product.id)).toBe(105);
  });
});

describe('an order whose units are all back', () => {
  it('cannot move to processing (409 saying why) and offers only cancelling; cancelling puts nothing back', async () => {
    const { product, orderNumber, payment } = await paidOrderOf(20, 5);
    await refunded(orderNumber, {
      paymentId: payment.id,
      amountKes: payment.amountCents / 100,
      restockItems: [{ productId: product.id, quantity: 5 }],
    });
    expect(await stockOf(app, product.id)).toBe(20);

    const refused = await move(orderNumber, 'processing');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: NOTHING_TO_SEND });
    const detail = (await (await admin.get(`/api/admin/orders/${orderNumber}`)).json()) as {
      status: string;
      nextStatuses: string[];
    };
    expect(detail).toMatchObject({ status: 'confirmed', nextStatuses: ['cancelled'] });

    expect((await move(orderNumber, 'cancelled')).status).toBe(200);
    expect(await stockOf(app, product.id)).toBe(20);
  });

  it('cannot be shipped once in processing, while an order with one unit still out can', async () => {
    const { product, orderNumber, payment } = await paidOrderOf(20, 5);
    expect((await move(orderNumber, 'processing')).status).toBe(200);
    await refunded(orderNumber, { paymentId: payment.id, amountKes: 100, restock: true });
    const refused = await move(orderNumber, 'shipped');
    expect(refused.status).toBe(409);
    expect((await refused.json()) as { message: string }).toMatchObject({ message: NOTHING_TO_SEND });
    expect(await stockOf(app, product.id)).toBe(20);

    const partly = await paidOrderOf(20, 5);
    await refunded(partly.orderNumber, {
      paymentId: partly.payment.id,
      amountKes: 100,
      restockItems: [{ productId: partly.product.id, quantity: 4 }],
    });
    expect((await move(partly.orderNumber, 'processing')).status).toBe(200);
    expect((await move(partly.orderNumber, 'shipped')).status).toBe(200);
  });
});

describe('two refunds racing', () => {
  const hook = () => `/api/daraja/${app.config.mpesa.callbackSecret}/reversal/result`;

  /** A refund as the shop stores it once M-Pesa took the request: pending, with Daraja's ids. */
  async function pendingRefund(
    orderId: number,
    paymentId: number,
    receipt: string,
    restock: number,
    product: { id: number; variantId: number },
  ) {
    const id = `race-${orderId}-${Math.random().toString(36).slice(2)}`;
    const [row] = await app.db
      .insert(refunds)
      .values({
        orderId,
        mpesaPaymentId: paymentId,
        transactionId: receipt,
        amountCents: 1000,
        reason: 'Two jars back',
        restock: true,
        restockItems: [{ productId: product.id, variantId: product.variantId, quantity: restock }],
        originatorConversationId: `${id}-o`,
        conversationId: `${id}-c`,
      })
      .returning();
    return row!;
  }

  const success = (refund: typeof refunds.$inferSelect) => ({
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: refund.originatorConversationId,
      ConversationID: refund.conversationId,
      TransactionID: `R${refund.id}`.padEnd(10, 'X'),
    },
  });

  it('cannot put back more than the line holds, whichever result lands first', async () => {
    for (let round = 0; round < 3; round++) {
      const { product, orderNumber, payment } = await paidOrderOf(30, 5);
      const orderId = payment.orderId;
      const both = [
        await pendingRefund(orderId, payment.id, payment.receiptNumber!, 3, product),
        await pendingRefund(orderId, payment.id, payment.receiptNumber!, 3, product),
      ];
      const answers = await Promise.all(both.map((refund) => post(app, hook(), success(refund))));
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      await Promise.all(answers.map((a) => a.arrayBuffer()));

      expect(await stockOf(app, product.id)).toBe(30);
      const [back] = await app.db
        .select({ units: sql<number>`sum(${stockReturns.quantity})::int` })
        .from(stockReturns)
        .where(eq(stockReturns.orderId, orderId));
      expect(Number(back!.units)).toBe(5);
      const views = (await orderRefunds(admin, orderNumber)).refunds;
      expect(views.map((v) => v.restocked[0]?.quantity ?? 0).sort()).toEqual([2, 3]);
    }
  });
});

describe('what a refund may put back', () => {
  it.each([
    [
      'a product of another order',
      (productId: number) => [{ productId: productId + 1000, quantity: 1 }],
      400,
    ],
    ['more units than the line holds', (productId: number) => [{ productId, quantity: 6 }], 409],
    ['a count that is not a whole number', (productId: number) => [{ productId, quantity: 1.5 }], 400],
    ['a count given as text', (productId: number) => [{ productId, quantity: '1' }], 400],
    ['a negative count', (productId: number) => [{ productId, quantity: -1 }], 400],
    [
      'a product named twice',
      (productId: number) => [
        { productId, quantity: 1 },
        { productId, quantity: 1 },
      ],
      400,
    ],
  ])('refuses %s and stores nothing', async (_name, items, status) => {
    const { product, orderNumber, payment } = await paidOrderOf(40, 5);
    const response = await admin.post(`/api/admin/orders/${orderNumber}/refunds`, {
      paymentKind: 'stk',
      paymentId: payment.id,
      amountKes: 10,
      reason: 'Jar returned',
      restockItems: items(product.id),
    });
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(Object.keys(body.errors).some((key) => key.startsWith('restockItems'))).toBe(true);
    expect(await refundRows(app, payment.orderId)).toHaveLength(0);
    expect(await stockOf(app, product.id)).toBe(35);
  });

  it('refuses `restock` and `restockItems` together', async () => {
    const { product, orderNumber, payment } = await paidOrderOf(40, 5);
    const response = await askRefund(admin, orderNumber, {
      paymentId: payment.id,
      amountKes: 10,
      restock: true,
      restockItems: [{ productId: product.id, quantity: 1 }],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      'restockItems',
    );
    expect(await refundRows(app, payment.orderId)).toHaveLength(0);
  });

  it('counts the units a pending refund claims: a second refund cannot claim them too', async () => {
    const { product, orderNumber, payment } = await paidOrderOf(40, 5);
    // A reversal that times out stays pending until its timeout arrives, long enough to ask again.
    await app.db.insert(refunds).values({
      orderId: payment.orderId,
      mpesaPaymentId: payment.id,
      transactionId: payment.receiptNumber!,
      amountCents: 1000,
      reason: 'Waiting for M-Pesa',
      restock: true,
      restockItems: [{ productId: product.id, variantId: product.variantId, quantity: 3 }],
    });
    const response = await askRefund(admin, orderNumber, {
      paymentId: payment.id,
      amountKes: 10,
      restockItems: [{ productId: product.id, quantity: 3 }],
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      'restockItems.0.quantity': `At most 2 of ${product.name} (${product.size}) can go back in stock: the rest are back already or on a refund still pending`,
    });
    expect((await orderRefunds(admin, orderNumber)).units[0]).toMatchObject({ back: 0, restockable: 2 });
    expect(await refundRows(app, payment.orderId)).toHaveLength(1);
  });
});

describe('parcels away (ship 3 of 5, refund, parcel back, refund again)', () => {
  it('puts back only units on the shelf: none of a parcel away, those of one back at the shop', async () => {
    const { product, orderNumber, payment } = await paidOrderOf(105, 5);
    const [rider] = await app.db
      .insert(riders)
      .values({ name: 'Otieno Ouma', phone: '0722000111' })
      .returning();
    const shipped = await admin.post(`/api/admin/orders/${orderNumber}/shipments`, {
      items: [{ variantId: product.variantId, quantity: 3 }],
      method: 'rider',
      riderId: rider!.id,
    });
    expect(shipped.status).toBe(201);
    const parcel = (await shipped.json()) as { id: number };

    const tooMany = await askRefund(admin, orderNumber, {
      paymentId: payment.id,
      amountKes: 10,
      restockItems: [{ productId: product.id, quantity: 3 }],
    });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as { message: string }).message).toContain('At most 2 of');
    expect((await orderRefunds(admin, orderNumber)).refunds).toHaveLength(0);

    await refunded(orderNumber, {
      paymentId: payment.id,
      amountKes: 10,
      restockItems: [{ productId: product.id, quantity: 2 }],
    });
    expect(await stockOf(app, product.id)).toBe(102);
    // Every unit still owed is away: the order is shipped, and cannot be cancelled, nor a unit restocked.
    expect((await orderRefunds(admin, orderNumber)).units[0]).toMatchObject({
      back: 2,
      away: 3,
      restockable: 0,
    });
    expect((await move(orderNumber, 'cancelled')).status).toBe(409);
    const nothing = await askRefund(admin, orderNumber, {
      paymentId: payment.id,
      amountKes: 10,
      restockItems: [{ productId: product.id, quantity: 1 }],
    });
    expect(nothing.status).toBe(409);

    // The parcel comes back: its three units may go back in stock, once.
    expect((await admin.post(`/api/admin/shipments/${parcel.id}/returned`)).status).toBe(200);
    await refunded(orderNumber, {
      paymentId: payment.id,
      amountKes: 10,
      restockItems: [{ productId: product.id, quantity: 3 }],
    });
    expect(await stockOf(app, product.id)).toBe(105);
    expect((await orderRefunds(admin, orderNumber)).units[0]).toMatchObject({
      back: 5,
      away: 0,
      restockable: 0,
    });
  });
});
