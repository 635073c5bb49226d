import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/core/order-status';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  callbackPath,
  eventsOf,
  failureCallback,
  insertOrder,
  orderOf,
  paymentOf,
  paymentsOfOrder,
  PHONES,
  post,
  queryStatus,
  stkPush,
  successCallback,
  waitForResult,
} from './mpesa-helpers';

let app: TestApp;

beforeAll(async () => {
  // No delay: the simulator's callback races the recording of the push, as it must be able to.
  app = await startTestApp({ seed: false, env: { MPESA_SIM_CALLBACK_DELAY_MS: '0' } });
});
afterAll(() => app.close());

describe('POST /api/mpesa/stk-push', () => {
  it("charges the order's own total, whatever amount is sent, and confirms it on success", async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.pays, 1);

    const payment = await paymentOf(app, id);
    expect(payment).toMatchObject({ orderId: order.id, amountCents: 170000, phone: '0708374149' });

    const answer = await waitForResult(app, id);
    expect(answer.ResultCode).toBe('0');
    expect(answer.MpesaReceiptNumber).toMatch(/^[A-Z0-9]{10}$/);

    const confirmed = await orderOf(app, order.orderNumber);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.transactionId).toBe(answer.MpesaReceiptNumber);
    expect(await eventsOf(app, order.id)).toEqual([
      expect.objectContaining({ fromStatus: 'awaiting_payment', toStatus: 'confirmed', actor: 'mpesa' }),
    ]);
  });

  it('rounds a total with cents up to whole shillings', async () => {
    const order = await insertOrder(app, { subtotalCents: 150050 });
    const id = await stkPush(app, order.orderNumber, '254 712 345 678', 999);
    expect((await paymentOf(app, id))?.amountCents).toBe(170100);
    expect((await waitForResult(app, id)).ResultCode).toBe('0');
    expect((await orderOf(app, order.orderNumber)).status).toBe('confirmed');
  });

  it.each([
    ['cancelled by the payer', PHONES.cancels, '1032', 'Request cancelled by user'],
    ['insufficient balance', PHONES.poor, '1', 'The balance is insufficient for the transaction.'],
    ['wrong PIN', PHONES.wrongPin, '2001', 'The initiator information is invalid.'],
    ['phone unreachable', PHONES.unreachable, '1037', 'DS timeout user cannot be reached'],
  ])('%s: records the result and leaves the order open', async (_name, phone, code, desc) => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, phone);
    const answer = await waitForResult(app, id);
    expect(answer).toMatchObject({ ResultCode: code, ResultDesc: desc, MpesaReceiptNumber: '' });
    expect(await paymentOf(app, id)).toMatchObject({
      status: 'failed',
      resultCode: Number(code),
      receiptNumber: null,
    });
    const after = await orderOf(app, order.orderNumber);
    expect(after.status).toBe('awaiting_payment');
    expect(after.transactionId).toBeNull();
  });

  it('lets the shopper retry after a failed payment, and then pay', async () => {
    const order = await insertOrder(app);
    const first = await stkPush(app, order.orderNumber, PHONES.cancels);
    expect((await waitForResult(app, first)).ResultCode).toBe('1032');
    const second = await stkPush(app, order.orderNumber, PHONES.pays);
    expect((await waitForResult(app, second)).ResultCode).toBe('0');
    expect((await orderOf(app, order.orderNumber)).status).toBe('confirmed');

    // The console's order page lists both prompts, newest first, with Daraja's answers.
    const view = await app.services.console.orderView(order.orderNumber);
    expect(view?.payments).toMatchObject([
      { checkoutRequestId: second, status: 'success', resultCode: 0, receiptNumber: expect.any(String) },
      { checkoutRequestId: first, phone: '0700001032', status: 'failed', resultCode: 1032, receiptNumber: null },
    ]);
  });

  it("answers Daraja's refusal with success false and its message, storing nothing", async () => {
    const order = await insertOrder(app, { status: 'pending_payment' });
    const response = await post(app, '/api/mpesa/stk-push', {
      phoneNumber: PHONES.refused,
      amount: 1700,
      orderReference: order.orderNumber,
      paymentToken: order.paymentToken,
      description: 'Order',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    });
    expect(await paymentsOfOrder(app, order.id)).toEqual([]);
    expect((await orderOf(app, order.orderNumber)).status).toBe('pending_payment');
  });

  it('moves a Pay Later order to awaiting M-Pesa payment when the shopper switches', async () => {
    const order = await insertOrder(app, { status: 'pending_payment' });
    await stkPush(app, order.orderNumber, PHONES.silent);
    const after = await orderOf(app, order.orderNumber);
    expect(after).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'mpesa' });
  });

  it('refuses a second push while the first prompt is still open', async () => {
    const order = await insertOrder(app);
    await stkPush(app, order.orderNumber, PHONES.silent);
    const again = await post(app, '/api/mpesa/stk-push', {
      phoneNumber: PHONES.pays,
      orderReference: order.orderNumber,
      paymentToken: order.paymentToken,
    });
    expect(again.status).toBe(409);
    expect(await paymentsOfOrder(app, order.id)).toHaveLength(1);
  });

  it.each([['12345'], ['0812345678'], ['not a phone']])(
    'rejects the phone number %j with 400, storing nothing',
    async (phoneNumber) => {
      const order = await insertOrder(app);
      const response = await post(app, '/api/mpesa/stk-push', {
        phoneNumber,
        amount: 1700,
        orderReference: order.orderNumber,
        paymentToken: order.paymentToken,
        description: 'Order',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Invalid Phone Number',
        errors: { phoneNumber: 'Please enter a valid M-Pesa phone number' },
      });
      expect(await paymentsOfOrder(app, order.id)).toEqual([]);
    },
  );

  it.each([
    [{ phoneNumber: PHONES.pays }, 'orderReference'],
    [{ phoneNumber: PHONES.pays, orderReference: 'HM-1', extra: 1 }, 'extra'],
    [{ phoneNumber: PHONES.pays, orderReference: 'HM-1', amount: 'lots' }, 'amount'],
  ])('rejects %j with 400 naming %s', async (body, field) => {
    const response = await post(app, '/api/mpesa/stk-push', body);
    expect(response.status).toBe(400);
    expect((await response.json()) as { errors: Record<string, string> }).toMatchObject({
      errors: { [field]: expect.any(String) },
    });
  });

  it('answers 404 for an unknown order', async () => {
    const response = await post(app, '/api/mpesa/stk-push', {
      phoneNumber: PHONES.pays,
      amount: 1,
      orderReference: 'HM-UNKNOWN1',
      description: 'Order',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Order not found' });
  });

  it.each<[OrderStatus, string]>([
    ['confirmed', 'This order is already paid'],
    ['shipped', 'This order is already paid'],
    ['cancelled', 'This order was cancelled. Please place a new order.'],
  ])('answers 409 for an order that is %s, storing nothing', async (status, message) => {
    const order = await insertOrder(app, { status });
    const response = await post(app, '/api/mpesa/stk-push', {
      phoneNumber: PHONES.pays,
      orderReference: order.orderNumber,
      paymentToken: order.paymentToken,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message });
    expect(await paymentsOfOrder(app, order.id)).toEqual([]);
    expect((await orderOf(app, order.orderNumber)).status).toBe(status);
  });
});

describe('POST /api/mpesa/callback/:secret', () => {
  it('never confirms a payment of less than the total, and records the mismatch', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    const response = await post(app, callbackPath(app), successCallback(id, 1699, 'QWE1234567'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });

    // Its receipt is kept: the money arrived and must be refundable (test/api/refunds.test.ts).
    expect(await paymentOf(app, id)).toMatchObject({
      status: 'amount_mismatch',
      receiptNumber: 'QWE1234567',
    });
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'awaiting_payment',
      transactionId: null,
    });
    expect(await queryStatus(app, id)).toMatchObject({
      ResultCode: 'amount_mismatch',
      MpesaReceiptNumber: '',
    });

    // A later callback with the right amount does not undo the decision.
    await post(app, callbackPath(app), successCallback(id, 1700, 'QWE1234568'));
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');

    // The Today page lists it for the owner, named by its order.
    expect((await app.services.console.today()).paymentsNeedingAttention).toContainEqual({
      checkoutRequestId: id,
      orderNumber: order.orderNumber,
      status: 'amount_mismatch',
      amountCents: 170000,
      receiptNumber: 'QWE1234567',
      at: expect.any(Date),
    });
  });

  it('never confirms a success callback that reports no amount', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    const callback = successCallback(id, 1700, 'NOAMOUNT01');
    callback.Body.stkCallback.CallbackMetadata.Item = callback.Body.stkCallback.CallbackMetadata.Item.filter(
      (item) => item.Name !== 'Amount',
    );
    expect((await post(app, callbackPath(app), callback)).status).toBe(200);
    expect((await paymentOf(app, id))?.status).toBe('amount_mismatch');
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
  });

  it('confirms with the receipt as transactionId, once, however often the callback comes', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    const first = await post(app, callbackPath(app), successCallback(id, 1700, 'NLJ7RT61SV'));
    expect(await first.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const paid = await orderOf(app, order.orderNumber);
    expect(paid).toMatchObject({ status: 'confirmed', transactionId: 'NLJ7RT61SV' });

    for (const repeat of [
      successCallback(id, 1700, 'NLJ7RT61SV'),
      successCallback(id, 1700, 'OTHER00001'),
      failureCallback(id, 1032, 'Request cancelled by user'),
    ]) {
      const response = await post(app, callbackPath(app), repeat);
      expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'confirmed',
      transactionId: 'NLJ7RT61SV',
      updatedAt: paid.updatedAt,
    });
    expect(await paymentOf(app, id)).toMatchObject({
      status: 'success',
      receiptNumber: 'NLJ7RT61SV',
      resultCode: 0,
    });
    expect(await eventsOf(app, order.id)).toHaveLength(1);
  });

  it('refuses a receipt already used by another payment', async () => {
    const first = await insertOrder(app);
    const second = await insertOrder(app);
    const a = await stkPush(app, first.orderNumber, PHONES.silent);
    const b = await stkPush(app, second.orderNumber, PHONES.silent);
    await post(app, callbackPath(app), successCallback(a, 1700, 'SAMERCPT01'));
    const replay = await post(app, callbackPath(app), successCallback(b, 1700, 'SAMERCPT01'));
    expect(replay.status).toBe(200);
    expect((await paymentOf(app, b))?.status).toBe('rejected');
    expect((await orderOf(app, second.orderNumber)).status).toBe('awaiting_payment');
    expect((await orderOf(app, first.orderNumber)).status).toBe('confirmed');
  });

  it('changes nothing for an unknown CheckoutRequestID', async () => {
    const order = await insertOrder(app);
    const response = await post(app, callbackPath(app), successCallback('ws_CO_unknown', 1700, 'UNKNOWN001'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await paymentOf(app, 'ws_CO_unknown')).toBeUndefined();
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
  });

  it('answers 404 on a wrong secret and changes nothing', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    const response = await post(
      app,
      '/api/mpesa/callback/not-the-secret',
      successCallback(id, 1700, 'WRONGSEC01'),
    );
    expect(response.status).toBe(404);
    const bare = await post(app, '/api/mpesa/callback', successCallback(id, 1700, 'WRONGSEC01'));
    expect(bare.status).toBe(404);
    expect((await paymentOf(app, id))?.status).toBe('pending');
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
  });

  it.each([[{}], [{ Body: { stkCallback: { ResultCode: 0 } } }], [[1, 2]]])(
    'answers 400 for a body that is no callback: %j',
    async (body) => {
      const response = await post(app, callbackPath(app), body);
      expect(response.status).toBe(400);
    },
  );
});

describe('POST /api/mpesa/query-status', () => {
  it('answers an empty ResultCode while the payer has not answered', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    expect(await queryStatus(app, id)).toMatchObject({
      ResultCode: '',
      MpesaReceiptNumber: '',
      status: 'pending',
    });
  });

  it('answers 404 for an unknown request and 400 for a malformed one', async () => {
    const unknown = await post(app, '/api/mpesa/query-status', { checkoutRequestId: 'ws_CO_nothing' });
    expect(unknown.status).toBe(404);
    const malformed = await post(app, '/api/mpesa/query-status', { checkoutRequestId: '../../etc' });
    expect(malformed.status).toBe(400);
    const missing = await post(app, '/api/mpesa/query-status', {});
    expect(missing.status).toBe(400);
  });

  it('keeps a silent payer pending after asking Daraja, never failed', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    await new Promise((resolve) => setTimeout(resolve, 5_200));
    expect(await queryStatus(app, id)).toMatchObject({ ResultCode: '', status: 'pending' });
    expect((await paymentOf(app, id))?.status).toBe('pending');
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
  });
});
