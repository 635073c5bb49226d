// Daraja's posts about reversals (results and timeouts, repeated or unknown), the simulator's
// answers to an initiator it does not know, the list of money owed back, and a shop without the
// initiator settings.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mpesaPayments, orderNotes, refunds, smsMessages } from '../../src/server/db/schema';
import { requestReversal } from '../../src/server/integrations/mpesa/reversal';
import { darajaFromConfig } from '../../src/server/services/mpesa';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { insertOrder, post } from './mpesa-helpers';
import { paidOrder, paybillPayment, refundOf, settled } from './refunds-helpers';

let app: TestApp;
let admin: Caller;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { MPESA_SIM_CALLBACK_DELAY_MS: '0' } });
  admin = (await personas(app)).admin;
});
afterAll(() => app.close());

const hook = (name: string) => `/api/daraja/${app.config.mpesa.callbackSecret}/reversal/${name}`;

/** A refund of the paid order's payment as the shop records it before asking Daraja: pending. */
async function pendingRefund(paid: Awaited<ReturnType<typeof paidOrder>>, amountCents: number) {
  const [refund] = await app.db
    .insert(refunds)
    .values({
      orderId: paid.order.id,
      mpesaPaymentId: paid.payment.id,
      transactionId: paid.receipt,
      amountCents,
      reason: 'x',
    })
    .returning();
  return refund!;
}

function resultBody(
  ids: { originatorConversationId: string | null; conversationId: string | null },
  code: number | string,
  desc: string,
) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: code,
      ResultDesc: desc,
      OriginatorConversationID: ids.originatorConversationId,
      ConversationID: ids.conversationId,
      TransactionID: 'SIM0000001',
    },
  };
}

describe('the result hook', () => {
  it('records a result posted twice once: no second log entry, note, mail or text', async () => {
    const { order, payment } = await paidOrder(app);
    const asked = await refundOf(admin, order.orderNumber, { paymentId: payment.id, amountKes: 1700 });
    const done = await settled(admin, order.orderNumber, asked.id);
    const [row] = await app.db.select().from(refunds).where(eq(refunds.id, asked.id));

    for (const body of [
      resultBody(row!, 0, 'The service request is processed successfully.'),
      resultBody(row!, 'R000001', 'The transaction has already been reversed.'),
    ]) {
      const response = await post(app, hook('result'), body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    const [after] = await app.db.select().from(refunds).where(eq(refunds.id, asked.id));
    expect(after).toMatchObject({ state: 'succeeded', reversalTransactionId: done.reversalReceipt });
    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'refund'), eq(auditEvents.entityId, String(asked.id))));
    expect(audit).toHaveLength(2);
    expect(await app.db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id))).toHaveLength(1);
    const texts = await app.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id));
    // Besides the text that confirmed the payment, one about the refund.
    expect(texts.filter((text) => text.key.startsWith('refund:'))).toHaveLength(1);
  });

  it('accepts and ignores a result that matches no refund', async () => {
    const response = await post(
      app,
      hook('result'),
      resultBody({ originatorConversationId: 'nobody', conversationId: 'AG_nobody' }, 0, 'ok'),
    );
    expect(response.status).toBe(200);
  });

  it('is a 400 for a body that is not a Daraja result, and a 404 without the secret', async () => {
    expect((await post(app, hook('result'), { hello: 'world' })).status).toBe(400);
    expect((await post(app, hook('timeout'), { hello: 'world' })).status).toBe(400);
    const wrong = await post(
      app,
      '/api/daraja/not-the-secret-at-all/reversal/result',
      resultBody({ originatorConversationId: 'a', conversationId: 'b' }, 0, 'ok'),
    );
    expect(wrong.status).toBe(404);
  });
});

describe('the timeout hook', () => {
  it('also matches a timeout that carries the original request, by receipt and amount', async () => {
    const paid = await paidOrder(app);
    const { receipt } = paid;
    const refund = await pendingRefund(paid, 50000);
    const response = await post(app, hook('timeout'), {
      Initiator: 'simulated-initiator',
      CommandID: 'TransactionReversal',
      TransactionID: receipt,
      Amount: 500,
      Remarks: 'x',
    });
    expect(response.status).toBe(200);
    const [after] = await app.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(after!.state).toBe('timed_out');
  });
});

describe('the simulator', () => {
  it("answers an initiator it does not know with Daraja's 2001 result", async () => {
    const paid = await paidOrder(app);
    const { order, receipt } = paid;
    const { mpesa } = app.config;
    const stranger = darajaFromConfig(
      { ...app.config, mpesa: { ...mpesa, initiatorName: 'someone-else', securityCredential: 'a-guess' } },
      () => app.url,
    );
    // The refund is recorded first, as the shop does, so the result has a row to land on.
    const refund = await pendingRefund(paid, 10000);
    // The simulator answers at once, maybe before the ids are stored. The shop's own requests are
    // waited for by its result hook; this one is not, so the table stays locked (even to reads)
    // until the ids are in, and the hook reads the refund after them.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE refunds IN ACCESS EXCLUSIVE MODE`);
      const accepted = await requestReversal(stranger, {
        transactionId: receipt,
        amountKes: 100,
        receiverParty: mpesa.shortcode,
        remarks: 'Test',
        occasion: '',
      });
      await tx
        .update(refunds)
        .set({
          originatorConversationId: accepted.originatorConversationId,
          conversationId: accepted.conversationId,
        })
        .where(eq(refunds.id, refund.id));
    });
    const done = await settled(admin, order.orderNumber, refund.id);
    expect(done).toMatchObject({ state: 'failed', resultDesc: 'The initiator information is invalid.' });
  });

  it('refuses a caller without a token with 404.001.03', async () => {
    const response = await post(app, '/__sim/mpesa/mpesa/reversal/v1/request', {});
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      errorCode: '404.001.03',
      errorMessage: 'Invalid Access Token',
    });
  });
});

describe('money owed back', () => {
  it('lists prompt payments needing a refund and Paybill excess, less what was refunded', async () => {
    const { order, payment } = await paidOrder(app);
    await app.db
      .update(mpesaPayments)
      .set({ status: 'needs_refund' })
      .where(eq(mpesaPayments.id, payment.id));
    const paybill = await paybillPayment(app, order.id, { amountKes: 2000, excessKes: 300 });
    const part = await refundOf(admin, order.orderNumber, { paymentId: payment.id, amountKes: 200 });
    expect((await settled(admin, order.orderNumber, part.id)).state).toBe('succeeded');

    const response = await admin.get('/api/admin/refunds/needed');
    expect(response.status).toBe(200);
    const { payments } = (await response.json()) as { payments: Record<string, unknown>[] };
    const ours = payments.filter((p) => p.orderNumber === order.orderNumber);
    expect(ours).toEqual([
      expect.objectContaining({
        paymentKind: 'stk',
        paymentId: payment.id,
        why: 'needs_refund',
        owed: '1500.00',
      }),
      expect.objectContaining({ paymentKind: 'c2b', paymentId: paybill.id, why: 'excess', owed: '300.00' }),
    ]);
  });
});

describe('a shop without the initiator settings', () => {
  let sandbox: TestApp;
  beforeAll(async () => {
    sandbox = await startTestApp({
      seed: false,
      env: {
        MPESA_MODE: 'sandbox',
        MPESA_CONSUMER_KEY: 'key',
        MPESA_CONSUMER_SECRET: 'secret',
        MPESA_PASSKEY: 'passkey',
        MPESA_CALLBACK_SECRET: 'a-long-callback-secret',
        PUBLIC_URL: 'https://shop.example',
      },
    });
  });
  afterAll(() => sandbox.close());

  it('refuses refunds with a message naming the settings, and stores nothing', async () => {
    const { admin: owner } = await personas(sandbox);
    const order = await insertOrder(sandbox, { status: 'confirmed' });
    const [payment] = await sandbox.db
      .insert(mpesaPayments)
      .values({
        checkoutRequestId: 'ws_CO_1',
        orderId: order.id,
        phone: '0708374149',
        amountCents: 170000,
        status: 'success',
        receiptNumber: 'SBX1234567',
      })
      .returning();
    const response = await owner.post(`/api/admin/orders/${order.orderNumber}/refunds`, {
      paymentKind: 'stk',
      paymentId: payment!.id,
      amountKes: 100,
      reason: 'Damaged',
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toContain(
      'MPESA_INITIATOR_NAME and MPESA_SECURITY_CREDENTIAL',
    );
    expect(await sandbox.db.select().from(refunds)).toEqual([]);
  });
});
