// Refunds to M-Pesa from the console: Daraja Transaction Reversal through the simulator, its
// result and timeout hooks, amounts that may not exceed what is left, races, restock and messages.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, orderNotes, refunds, smsMessages } from '../../src/server/db/schema';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { outbox, productWithStock, stockOf } from './orders-helpers';
import {
  askRefund,
  orderRefunds,
  paidOrder,
  paybillPayment,
  refundOf,
  refundRows,
  settled,
} from './refunds-helpers';

let app: TestApp;
let as: Record<Persona, Caller>;

beforeAll(async () => {
  app = await startTestApp({ env: { MPESA_SIM_CALLBACK_DELAY_MS: '0', MAIL_RETRY_DELAY_MS: '10' } });
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

const auditOf = (refundId: number) =>
  app.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'refund'), eq(auditEvents.entityId, String(refundId))));

describe('a full refund', () => {
  it('goes back to M-Pesa, shows as succeeded, tells the customer and writes the log', async () => {
    const { order, payment, receipt } = await paidOrder(app);
    const asked = await refundOf(as.admin, order.orderNumber, { paymentId: payment.id, amountKes: 1700 });
    expect(asked).toMatchObject({ state: 'pending', amount: '1700.00', receipt, paymentKind: 'stk' });

    const done = await settled(as.admin, order.orderNumber, asked.id);
    expect(done).toMatchObject({
      state: 'succeeded',
      resultDesc: 'The service request is processed successfully.',
    });
    expect(done.reversalReceipt).toMatch(/^[A-Z0-9]{10}$/);
    expect((await orderRefunds(as.admin, order.orderNumber)).payments).toEqual([
      expect.objectContaining({ paymentId: payment.id, paid: '1700.00', refundable: '0.00' }),
    ]);

    const mails = (await outbox(app)).filter((m) => m.subject.includes(`order ${order.orderNumber}`));
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'wanjiku@example.com',
        subject: `Refund of KSH 1,700.00 for order ${order.orderNumber}`,
      }),
    ]);
    expect(mails[0]!.text).toContain(done.reversalReceipt);
    const sms = await app.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.key, `refund:${asked.id}:customer`));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.message).toBe(
      `Heritage Shea: KSH 1,700 refunded to your M-Pesa for order ${order.orderNumber}. Ref ${done.reversalReceipt}`,
    );
    expect(sms[0]!.message.length).toBeLessThanOrEqual(160);
    const notes = await app.db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id));
    expect(notes.map((n) => n.body)).toEqual([expect.stringContaining('Refunded KSH 1,700.00 to M-Pesa')]);
    expect((await auditOf(asked.id)).map((a) => a.action).sort()).toEqual([
      'refund.requested',
      'refund.succeeded',
    ]);
  });
});

describe('a partial refund', () => {
  it('leaves the rest refundable, and a second refund may take exactly the rest', async () => {
    const { order, payment } = await paidOrder(app);
    const first = await refundOf(as.admin, order.orderNumber, { paymentId: payment.id, amountKes: 500 });
    expect((await settled(as.admin, order.orderNumber, first.id)).state).toBe('succeeded');
    expect((await orderRefunds(as.admin, order.orderNumber)).payments[0]!.refundable).toBe('1200.00');

    const rest = await refundOf(as.admin, order.orderNumber, { paymentId: payment.id, amountKes: 1200 });
    expect((await settled(as.admin, order.orderNumber, rest.id)).state).toBe('succeeded');
    expect((await orderRefunds(as.admin, order.orderNumber)).payments[0]!.refundable).toBe('0.00');
  });
});

describe('refunding more than is left', () => {
  it('is refused with a 409 naming what is left, and nothing is stored', async () => {
    const { order, payment } = await paidOrder(app);
    await settled(
      as.admin,
      order.orderNumber,
      (await refundOf(as.admin, order.orderNumber, { paymentId: payment.id, amountKes: 1000 })).id,
    );
    const response = await askRefund(as.admin, order.orderNumber, { paymentId: payment.id, amountKes: 701 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'At most KSH 700.00 of this payment is left to refund',
      errors: { amountKes: 'At most KSH 700.00 of this payment is left to refund' },
    });
    expect(await refundRows(app, order.id)).toHaveLength(1);
  });

  it('lets one of several refunds racing for the last shillings win', async () => {
    const { order, payment } = await paidOrder(app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        askRefund(as.admin, order.orderNumber, { paymentId: payment.id, amountKes: 1000 }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await refundRows(app, order.id);
    expect(rows.map((r) => r.amountCents)).toEqual([100000]);
    expect((await settled(as.admin, order.orderNumber, rows[0]!.id)).state).toBe('succeeded');
  });

  it('refuses a refund of a payment of another order, or of one that brought no money', async () => {
    const { payment } = await paidOrder(app);
    const { order: other } = await paidOrder(app);
    const response = await askRefund(as.admin, other.orderNumber, { paymentId: payment.id, amountKes: 1 });
    expect(response.status).toBe(404);
    expect(await refundRows(app, other.id)).toHaveLength(0);
  });
});

describe('what the console may send', () => {
  it.each([
    ['no reason', { reason: '   ' }, 'reason'],
    ['cents', { amountKes: 10.5 }, 'amountKes'],
    ['nothing', { amountKes: 0 }, 'amountKes'],
    ['an unknown kind', { paymentKind: 'card' }, 'paymentKind'],
  ])('answers 400 for %s and stores nothing', async (_name, change, field) => {
    const { order, payment } = await paidOrder(app);
    const response = await as.admin.post(`/api/admin/orders/${order.orderNumber}/refunds`, {
      paymentKind: 'stk',
      paymentId: payment.id,
      amountKes: 100,
      reason: 'Damaged jar',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(field);
    expect(await refundRows(app, order.id)).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const { order, payment } = await paidOrder(app);
    for (const who of ['anonymous', 'unapproved', 'approved'] as const) {
      const asked = await askRefund(as[who], order.orderNumber, { paymentId: payment.id, amountKes: 100 });
      expect(asked.status).toBe(who === 'anonymous' ? 401 : 403);
      expect((await as[who].get(`/api/admin/orders/${order.orderNumber}/refunds`)).status).toBe(
        who === 'anonymous' ? 401 : 403,
      );
      expect((await as[who].get('/api/admin/refunds/needed')).status).toBe(who === 'anonymous' ? 401 : 403);
    }
    expect(await refundRows(app, order.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await askRefund(as.admin, 'HM-NOSUCH01', { paymentId: 1, amountKes: 100 });
    expect(response.status).toBe(404);
    expect((await as.admin.get('/api/admin/orders/HM-NOSUCH01/refunds')).status).toBe(404);
  });
});

describe('M-Pesa refusing a reversal', () => {
  it("marks it failed with M-Pesa's words when the receipt is not M-Pesa's (R000002), freeing the amount", async () => {
    const { order } = await paidOrder(app);
    const paybill = await paybillPayment(app, order.id, { amountKes: 300, excessKes: 300 });
    const asked = await refundOf(as.admin, order.orderNumber, {
      paymentKind: 'c2b',
      paymentId: paybill.id,
      amountKes: 300,
    });
    const done = await settled(as.admin, order.orderNumber, asked.id);
    expect(done).toMatchObject({ state: 'failed', resultDesc: 'The OriginalTransID is invalid.' });
    const [row] = await app.db.select().from(refunds).where(eq(refunds.id, asked.id));
    expect(row).toMatchObject({ resultCode: 'R000002', reversalTransactionId: null });
    expect((await orderRefunds(as.admin, order.orderNumber)).payments).toContainEqual(
      expect.objectContaining({ paymentKind: 'c2b', refundable: '300.00' }),
    );
    expect((await auditOf(asked.id)).map((a) => a.action).sort()).toEqual([
      'refund.failed',
      'refund.requested',
    ]);
    expect(
      await app.db
        .select()
        .from(smsMessages)
        .where(like(smsMessages.key, `refund:${asked.id}:%`)),
    ).toEqual([]);
  });

  it("marks it failed at once when Daraja refuses the request (400.002.02), with Daraja's message", async () => {
    const { order } = await paidOrder(app);
    const paybill = await paybillPayment(app, order.id, { shortcode: '999999' });
    const asked = await refundOf(as.admin, order.orderNumber, {
      paymentKind: 'c2b',
      paymentId: paybill.id,
      amountKes: 100,
    });
    expect(asked).toMatchObject({ state: 'failed', resultDesc: 'Bad Request - Invalid ReceiverParty' });
  });
});

describe("a reversal that times out in M-Pesa's queue", () => {
  it('shows as timed out, is logged, and may be tried again', async () => {
    const { order, payment } = await paidOrder(app);
    const asked = await refundOf(as.admin, order.orderNumber, {
      paymentId: payment.id,
      amountKes: 1700,
      reason: 'Simulate timeout please',
    });
    expect((await settled(as.admin, order.orderNumber, asked.id)).state).toBe('timed_out');
    expect((await auditOf(asked.id)).map((a) => a.action).sort()).toEqual([
      'refund.requested',
      'refund.timed_out',
    ]);
    const again = await refundOf(as.admin, order.orderNumber, { paymentId: payment.id, amountKes: 1700 });
    expect((await settled(as.admin, order.orderNumber, again.id)).state).toBe('succeeded');
  });
});

describe('restock', () => {
  it("puts the order's items back once, however many refunds ask for it", async () => {
    const product = await productWithStock(app, 10);
    const { order, payment } = await paidOrder(app, { productId: product.id, quantity: 3 });
    const first = await refundOf(as.admin, order.orderNumber, {
      paymentId: payment.id,
      amountKes: 700,
      restock: true,
    });
    expect((await settled(as.admin, order.orderNumber, first.id)).state).toBe('succeeded');
    expect(await stockOf(app, product.id)).toBe(13);
    const second = await refundOf(as.admin, order.orderNumber, {
      paymentId: payment.id,
      amountKes: 1000,
      restock: true,
    });
    expect((await settled(as.admin, order.orderNumber, second.id)).state).toBe('succeeded');
    expect(await stockOf(app, product.id)).toBe(13);
  });

  it('leaves stock alone when not asked', async () => {
    const product = await productWithStock(app, 10);
    const { order, payment } = await paidOrder(app, { productId: product.id, quantity: 2 });
    const asked = await refundOf(as.admin, order.orderNumber, { paymentId: payment.id, amountKes: 1700 });
    expect((await settled(as.admin, order.orderNumber, asked.id)).state).toBe('succeeded');
    expect(await stockOf(app, product.id)).toBe(10);
  });
});
