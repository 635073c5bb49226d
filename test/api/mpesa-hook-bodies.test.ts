// What Daraja's hooks do with bodies no real payment brings, or brings with one character the
// database cannot store: a Paybill notice for more than M-Pesa carries or for another business
// number is refused as the validation refuses it; a prompt's callback or a reversal's result with
// half a UTF-16 pair settles its payment with U+FFFD in that place; a body nested past any vendor's
// is a 400. Never a 5xx, and nothing half-written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  c2bNotice,
  c2bPayment,
  c2bPaymentsFor,
  hookPath,
  postConfirmation,
  postValidation,
} from './c2b-helpers';
import {
  callbackPath,
  insertOrder,
  orderOf,
  paymentOf,
  PHONES,
  post,
  stkPush,
  successCallback,
} from './mpesa-helpers';
import { paidOrder } from './refunds-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { MPESA_SIM_CALLBACK_DELAY_MS: '0' } });
});
afterAll(() => app.close());

const secretPath = (hook: string) => `/api/daraja/${app.config.mpesa.callbackSecret}/${hook}`;

describe('a Paybill notice no payment to this shop could bring', () => {
  it.each(['999999999.99', '250000.01'])(
    'for KSH %s (more than M-Pesa carries) is refused by the validation and the confirmation, storing nothing',
    async (amount) => {
      const order = await insertOrder(app);
      const notice = { ...c2bNotice(app, { billRef: order.orderNumber, amountKes: 1 }), TransAmount: amount };
      const validation = await postValidation(app, notice);
      expect(validation.status).toBe(200);
      expect(await validation.json()).toEqual({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' });
      const confirmation = await postConfirmation(app, notice);
      expect(confirmation.status).toBe(400);
      expect(await confirmation.json()).toMatchObject({ message: 'Not an M-Pesa C2B confirmation' });
      expect(await c2bPayment(app, notice.TransID)).toBeUndefined();
      expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
    },
  );

  it('for another business number is refused by the confirmation as by the validation: the order stays unpaid', async () => {
    const order = await insertOrder(app);
    const notice = {
      ...c2bNotice(app, { billRef: order.orderNumber, amountKes: 1700 }),
      BusinessShortCode: app.config.mpesa.paybillShortcode === '600999' ? '600998' : '600999',
    };
    const validation = await postValidation(app, notice);
    expect(await validation.json()).toEqual({ ResultCode: 'C2B00015', ResultDesc: 'Rejected' });
    const confirmation = await postConfirmation(app, notice);
    expect(confirmation.status).toBe(400);
    expect(await confirmation.json()).toMatchObject({
      message: 'Not a payment to the shop’s Paybill number',
    });
    expect(await c2bPaymentsFor(app, order.orderNumber)).toEqual([]);
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
    expect((await app.services.mpesa.paybill.unmatched()).map((p) => p.transId)).not.toContain(
      notice.TransID,
    );

    // The same payment to the shop's own number is taken.
    const own = c2bNotice(app, { billRef: order.orderNumber, amountKes: 1700 });
    expect((await postConfirmation(app, own)).status).toBe(200);
    expect((await orderOf(app, order.orderNumber)).status).toBe('confirmed');
  });

  it('with half a UTF-16 pair is still refused at the validation, before any money moves', async () => {
    const order = await insertOrder(app);
    const notice = {
      ...c2bNotice(app, { billRef: order.orderNumber, amountKes: 1700 }),
      FirstName: 'Jo\ud800hn',
    };
    expect(await (await postValidation(app, notice)).json()).toEqual({
      ResultCode: 'C2B00016',
      ResultDesc: 'Rejected',
    });
    expect((await postConfirmation(app, notice)).status).toBe(400);
    expect(await c2bPayment(app, notice.TransID)).toBeUndefined();
  });
});

describe('a character the database cannot store', () => {
  it('in a paid prompt’s callback: the payment settles with its receipt, U+FFFD in that place', async () => {
    const order = await insertOrder(app);
    // No callback of the simulator's own comes for this number.
    const checkoutRequestId = await stkPush(app, order.orderNumber, PHONES.silent);
    const callback = successCallback(checkoutRequestId, 1700, 'SLS2X7QK4M');
    callback.Body.stkCallback.ResultDesc = 'The service request is processed \ud800successfully.';
    const response = await post(app, callbackPath(app), callback);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const payment = await paymentOf(app, checkoutRequestId);
    expect(payment).toMatchObject({
      status: 'success',
      receiptNumber: 'SLS2X7QK4M',
      resultDesc: 'The service request is processed \ufffdsuccessfully.',
    });
    expect(JSON.stringify(payment!.rawCallback)).toContain('processed \ufffdsuccessfully');
    expect((await orderOf(app, order.orderNumber)).status).toBe('confirmed');
  });

  it('in a failed prompt’s callback, a NUL and a lone low half: the payment fails as reported', async () => {
    const order = await insertOrder(app);
    const checkoutRequestId = await stkPush(app, order.orderNumber, PHONES.silent);
    const response = await post(app, callbackPath(app), {
      Body: {
        stkCallback: {
          MerchantRequestID: 'm-1\u0000',
          CheckoutRequestID: checkoutRequestId,
          ResultCode: 1032,
          ResultDesc: 'Request \udc00cancelled by user\u0000',
        },
      },
    });
    expect(response.status).toBe(200);
    expect(await paymentOf(app, checkoutRequestId)).toMatchObject({
      status: 'failed',
      resultDesc: 'Request \ufffdcancelled by user\ufffd',
    });
  });

  it('in a reversal’s result: the refund settles, U+FFFD in that place', async () => {
    const paid = await paidOrder(app);
    const [refund] = await app.db
      .insert(refunds)
      .values({
        orderId: paid.order.id,
        mpesaPaymentId: paid.payment.id,
        transactionId: paid.receipt,
        amountCents: 50000,
        reason: 'Damaged jar',
        originatorConversationId: 'f1e2-4b95-a71d-b30d3cdbb7a7942864',
        conversationId: 'AG_20231114_2010325b025970fbc403',
      })
      .returning();
    const response = await post(app, secretPath('reversal/result'), {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed \udfffsuccessfully.',
        OriginatorConversationID: refund!.originatorConversationId,
        ConversationID: refund!.conversationId,
        TransactionID: 'SIMREV0001',
      },
    });
    expect(response.status).toBe(200);
    const [after] = await app.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(after).toMatchObject({
      state: 'succeeded',
      resultDesc: 'The service request is processed \ufffdsuccessfully.',
    });
  });
});

describe('a body nested past anything a vendor sends', () => {
  const deep = `{"Body":${'['.repeat(45_000)}1${']'.repeat(45_000)}}`;
  const postText = (path: string) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });

  it.each([
    'mpesa/callback',
    'c2b/confirmation',
    'reversal/result',
    'reversal/timeout',
    'status/result',
    'status/timeout',
  ])('is a 400 on the %s hook', async (hook) => {
    const path = hook === 'mpesa/callback' ? callbackPath(app) : secretPath(hook);
    const response = await postText(path);
    expect(response.status).toBe(400);
  });

  it('is refused in Daraja’s terms by the validation', async () => {
    const response = await postText(hookPath(app, 'c2b/validation'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' });
  });
});
