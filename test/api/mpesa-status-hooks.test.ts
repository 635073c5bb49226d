// Daraja's Transaction Status answers at the shop's hooks: a payment confirmed twice (callback and
// status result, or two results) is recorded once with one mail; failures and queue timeouts
// settle nothing; and the simulator checks the query as Daraja does.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mpesaPayments } from '../../src/server/db/schema';
import { RESULT_ACCEPTED } from '../../src/server/integrations/mpesa/result-body';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  callbackPath,
  eventsOf,
  insertOrder,
  orderOf,
  paymentOf,
  PHONES,
  post,
  stkPush,
  successCallback,
} from './mpesa-helpers';
import { ageOf, LOST, outboxTo, retire, waitForPayment } from './mpesa-reconcile-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    seed: false,
    env: { MPESA_SIM_CALLBACK_DELAY_MS: '50', MPESA_STATUS_QUERY_AFTER_MS: '10000' },
  });
});
afterAll(() => app.close());

const hook = (name: string, secret = app.config.mpesa.callbackSecret) =>
  `/api/daraja/${secret}/status/${name}`;

function completed(originatorConversationId: string, receipt: string, amount: string) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: originatorConversationId,
      ConversationID: 'AG_20261124_0000493344ae97d86f75',
      TransactionID: receipt,
      ResultParameters: {
        ResultParameter: [
          { Key: 'ReceiptNo', Value: receipt },
          { Key: 'TransactionStatus', Value: 'Completed' },
          { Key: 'Amount', Value: amount },
          { Key: 'DebitPartyName', Value: '254708374149 - John Doe' },
        ],
      },
    },
  };
}

function failed(originatorConversationId: string, code: string | number, desc: string) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: code,
      ResultDesc: desc,
      OriginatorConversationID: originatorConversationId,
      ConversationID: 'AG_20261124_010010281a6ti4fj86cj',
      TransactionID: 'TK61000000',
    },
  };
}

/** A prompt nobody answers, as if the reconciliation had sent a status query named `queryId`. */
async function queriedPayment(queryId: string) {
  const order = await insertOrder(app);
  const checkoutRequestId = await stkPush(app, order.orderNumber, PHONES.silent);
  await app.db
    .update(mpesaPayments)
    .set({ statusQueryId: queryId, statusQueriedAt: sql`now()` })
    .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
  return { order, checkoutRequestId };
}

async function postOk(path: string, body: unknown) {
  const response = await post(app, path, body);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(RESULT_ACCEPTED);
}

const confirmations = async (orderId: number) =>
  (await eventsOf(app, orderId)).filter((event) => event.toStatus === 'confirmed');

describe('a payment confirmed twice', () => {
  it('by its callback, then a status result, is recorded once with one mail', async () => {
    const order = await insertOrder(app);
    const checkoutRequestId = await stkPush(app, order.orderNumber, PHONES.pays);
    const { receiptNumber } = await waitForPayment(app, checkoutRequestId, 'success');
    await app.db
      .update(mpesaPayments)
      .set({ statusQueryId: 'after-callback-1' })
      .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
    await postOk(hook('result'), completed('after-callback-1', receiptNumber!, '1700'));
    expect(await paymentOf(app, checkoutRequestId)).toMatchObject({ status: 'success', receiptNumber });
    expect(await confirmations(order.id)).toHaveLength(1);
    expect(await outboxTo(app, order.orderNumber)).toHaveLength(1);
  });

  it('by a status result, then the late callback, is recorded once with one mail', async () => {
    const order = await insertOrder(app);
    const checkoutRequestId = await stkPush(app, order.orderNumber, LOST.queryStuck);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await ageOf(app, checkoutRequestId, 5 * 60_000);
    await app.services.mpesa.payments.reconcile();
    const { receiptNumber } = await waitForPayment(app, checkoutRequestId, 'success');
    const late = await post(app, callbackPath(app), successCallback(checkoutRequestId, 1700, receiptNumber!));
    expect(late.status).toBe(200);
    expect(await paymentOf(app, checkoutRequestId)).toMatchObject({ status: 'success', receiptNumber });
    expect(await orderOf(app, order.orderNumber)).toMatchObject({ transactionId: receiptNumber });
    expect(await confirmations(order.id)).toHaveLength(1);
    expect(await outboxTo(app, order.orderNumber)).toHaveLength(1);
  });

  it('by two status results at once, is recorded once with one mail', async () => {
    const { order, checkoutRequestId } = await queriedPayment('twice-1');
    const result = completed('twice-1', 'TWICE00001', '1700');
    await Promise.all([postOk(hook('result'), result), postOk(hook('result'), result)]);
    expect(await paymentOf(app, checkoutRequestId)).toMatchObject({
      status: 'success',
      receiptNumber: 'TWICE00001',
    });
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'confirmed',
      transactionId: 'TWICE00001',
    });
    expect(await confirmations(order.id)).toHaveLength(1);
    expect(await outboxTo(app, order.orderNumber)).toHaveLength(1);
  });
});

describe('a payment the STK query confirmed', () => {
  it('learns its receipt from a later status result for the amount charged, and nothing else changes', async () => {
    const order = await insertOrder(app);
    const checkoutRequestId = await stkPush(app, order.orderNumber, LOST.queryPaid);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await ageOf(app, checkoutRequestId, 2 * 60_000);
    expect(await app.services.mpesa.payments.reconcile()).toMatchObject({ settled: 1 });
    await app.db
      .update(mpesaPayments)
      .set({ statusQueryId: 'late-receipt-1' })
      .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
    // A result for another amount names no receipt of this payment.
    await postOk(hook('result'), completed('late-receipt-1', 'OTHER00001', '1'));
    expect(await paymentOf(app, checkoutRequestId)).toMatchObject({ status: 'success', receiptNumber: null });
    await postOk(hook('result'), completed('late-receipt-1', 'LATE000002', '1700'));
    expect(await paymentOf(app, checkoutRequestId)).toMatchObject({
      status: 'success',
      receiptNumber: 'LATE000002',
    });
    expect(await orderOf(app, order.orderNumber)).toMatchObject({ transactionId: checkoutRequestId });
    expect(await confirmations(order.id)).toHaveLength(1);
    expect(await outboxTo(app, order.orderNumber)).toHaveLength(1);
  });
});

describe('status results that confirm nothing', () => {
  it('records a completed transaction for another amount as a mismatch, not a payment', async () => {
    const { order, checkoutRequestId } = await queriedPayment('short-1');
    await postOk(hook('result'), completed('short-1', 'SHORT00001', '1'));
    expect(await paymentOf(app, checkoutRequestId)).toMatchObject({ status: 'amount_mismatch' });
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
    await retire(app, checkoutRequestId);
  });

  it('leaves the payment pending after a failed query, and asks again only after the back-off', async () => {
    const { checkoutRequestId } = await queriedPayment('failed-1');
    await postOk(hook('result'), failed('failed-1', 'SFC_IC0003', 'The operator does not exist.'));
    const payment = await paymentOf(app, checkoutRequestId);
    expect(payment).toMatchObject({ status: 'pending', statusQueryId: null });
    expect(payment!.statusQueriedAt).not.toBeNull();
    await retire(app, checkoutRequestId);
  });

  it('forgets a query that timed out in the queue, so the next run asks again', async () => {
    const { checkoutRequestId } = await queriedPayment('timeout-1');
    await postOk(hook('timeout'), failed('timeout-1', 1, 'The request timed out in the queue.'));
    expect(await paymentOf(app, checkoutRequestId)).toMatchObject({
      status: 'pending',
      statusQueryId: null,
      statusQueriedAt: null,
    });
    await ageOf(app, checkoutRequestId, 20_000);
    expect(await app.services.mpesa.payments.reconcile()).toMatchObject({ statusQueries: 1 });
    expect((await paymentOf(app, checkoutRequestId))!.statusQueryId).not.toBeNull();
    await retire(app, checkoutRequestId);
  });

  it('ignores results for unknown queries, refuses bodies that are not results, and hides without the secret', async () => {
    const { checkoutRequestId } = await queriedPayment('known-1');
    const before = await paymentOf(app, checkoutRequestId);
    await postOk(hook('timeout'), failed('nobody-1', 1, 'Timed out'));
    expect((await post(app, hook('result'), { Body: { stkCallback: {} } })).status).toBe(400);
    expect((await post(app, hook('timeout'), 'Result')).status).toBe(400);
    const stranger = await post(
      app,
      hook('result', 'x'.repeat(32)),
      completed('known-1', 'STRANGE001', '1700'),
    );
    expect(stranger.status).toBe(404);
    expect(await paymentOf(app, checkoutRequestId)).toEqual(before);
    await retire(app, checkoutRequestId);
  });
});
