// One order, one charge: parallel prompts for one order, and payments that arrive for an order
// already paid or cancelled.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { c2bNotice, postConfirmation } from './c2b-helpers';
import {
  callbackPath,
  insertOrder,
  orderOf,
  paymentOf,
  paymentsOfOrder,
  PHONES,
  post,
  proofOf,
  queryStatus,
  stkPush,
  successCallback,
  waitForResult,
} from './mpesa-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { MPESA_SIM_CALLBACK_DELAY_MS: '50' } });
});
afterAll(() => app.close());

const pushBody = async (orderNumber: string, phoneNumber: string) => ({
  phoneNumber,
  orderReference: orderNumber,
  ...(await proofOf(app, orderNumber)),
});

describe('parallel prompts for one order', () => {
  it('sends one prompt and refuses the others, so the payer is charged once', async () => {
    const order = await insertOrder(app);
    const body = await pushBody(order.orderNumber, PHONES.pays);
    const responses = await Promise.all([1, 2, 3].map(() => post(app, '/api/mpesa/stk-push', body)));
    const answers = await Promise.all(
      responses.map(async (r) => ({ status: r.status, body: await r.json() })),
    );

    const sent = answers.filter((a) => a.status === 200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ success: true, checkoutRequestId: expect.any(String) });
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toContain('already on its way to a phone');
    }

    expect((await waitForResult(app, sent[0]!.body.checkoutRequestId)).ResultCode).toBe('0');
    const payments = await paymentsOfOrder(app, order.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: 'success',
      checkoutRequestId: sent[0]!.body.checkoutRequestId,
    });
    expect((await orderOf(app, order.orderNumber)).status).toBe('confirmed');
  });

  it('frees the order at once when Daraja refuses the prompt', async () => {
    const order = await insertOrder(app);
    const refused = await post(app, '/api/mpesa/stk-push', await pushBody(order.orderNumber, PHONES.refused));
    expect(await refused.json()).toMatchObject({ success: false });
    expect(await paymentsOfOrder(app, order.id)).toEqual([]);
    // No reservation is left behind to block the next try.
    await stkPush(app, order.orderNumber, PHONES.silent);
    expect(await paymentsOfOrder(app, order.id)).toHaveLength(1);
  });
});

describe('a payment for an order that cannot take it', () => {
  async function auditOf(checkoutRequestId: string) {
    return app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'mpesa_payment'), eq(auditEvents.entityId, checkoutRequestId)))
      .orderBy(asc(auditEvents.id));
  }

  it('records a second successful payment of a paid order as needing a refund, never as success', async () => {
    const order = await insertOrder(app);
    const first = await stkPush(app, order.orderNumber, PHONES.silent);
    // While the prompt waits for its answer, the order is paid by Paybill (Daraja did not ask first).
    await postConfirmation(
      app,
      c2bNotice(app, { billRef: order.orderNumber, amountKes: 1700, transId: 'PAYBILL002' }),
    );
    expect((await orderOf(app, order.orderNumber)).transactionId).toBe('PAYBILL002');

    // Then the prompt is paid too, late.
    const late = await post(app, callbackPath(app), successCallback(first, 1700, 'RCPT000001'));
    expect(late.status).toBe(200);
    expect(await paymentOf(app, first)).toMatchObject({
      status: 'needs_refund',
      receiptNumber: 'RCPT000001',
    });
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'confirmed',
      transactionId: 'PAYBILL002',
    });
    const answer = await queryStatus(app, first);
    expect(answer).toMatchObject({ ResultCode: 'needs_refund', MpesaReceiptNumber: 'RCPT000001' });
    expect(answer.ResultDesc).toContain('We will refund it to your M-Pesa number');
    expect(await auditOf(first)).toMatchObject([
      { action: 'mpesa_payment.requested', details: { orderId: order.id, amountCents: 170000 } },
      {
        action: 'mpesa_payment.needs_refund',
        details: { orderId: order.id, orderStatus: 'confirmed', amountCents: 170000 },
      },
    ]);

    // A repeat of the late callback changes nothing and audits nothing twice.
    await post(app, callbackPath(app), successCallback(first, 1700, 'RCPT000001'));
    expect(await auditOf(first)).toHaveLength(2);
  });

  it('records a payment that lands after the order was cancelled as needing a refund', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    await app.services.orders.cancelAbandoned({
      now: new Date(Date.now() + 25 * 3600_000),
      olderThanMs: 24 * 3600_000,
    });
    await post(app, callbackPath(app), successCallback(id, 1700, 'RCPT000003'));
    expect(await paymentOf(app, id)).toMatchObject({ status: 'needs_refund' });
    expect((await orderOf(app, order.orderNumber)).status).toBe('cancelled');
    expect((await queryStatus(app, id)).ResultCode).toBe('needs_refund');
    expect(await auditOf(id)).toMatchObject([
      { action: 'mpesa_payment.requested' },
      { action: 'mpesa_payment.needs_refund', details: { orderStatus: 'cancelled' } },
    ]);
  });

  it('still reads a repeated callback of the payment that confirmed the order as success', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    await post(app, callbackPath(app), successCallback(id, 1700, 'RCPT000004'));
    await post(app, callbackPath(app), successCallback(id, 1700, 'RCPT000004'));
    expect(await paymentOf(app, id)).toMatchObject({ status: 'success' });
    // Requested, then paid: the repeat adds nothing to the activity log.
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      'mpesa_payment.requested',
      'mpesa_payment.success',
    ]);
  });
});
