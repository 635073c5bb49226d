// When no callback arrives, query-status asks Daraja's STK query itself and records the answer.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  callbackPath,
  insertOrder,
  orderOf,
  paymentOf,
  PHONES,
  post,
  queryStatus,
  stkPush,
  successCallback,
} from './mpesa-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    seed: false,
    // Nothing listens there: every callback of the simulator is lost.
    env: { MPESA_SIM_CALLBACK_DELAY_MS: '50', MPESA_CALLBACK_URL: 'http://127.0.0.1:9/lost-callbacks' },
  });
});
afterAll(() => app.close());

it('records the STK query’s answer when the callback never comes', async () => {
  const paid = await insertOrder(app);
  const cancelled = await insertOrder(app);
  const paidId = await stkPush(app, paid.orderNumber, PHONES.pays);
  const cancelledId = await stkPush(app, cancelled.orderNumber, PHONES.cancels);

  // Within the first seconds the server waits for the callback rather than asking Daraja.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await queryStatus(app, paidId)).toMatchObject({ ResultCode: '' });

  await new Promise((resolve) => setTimeout(resolve, 5_000));
  // Someone holding only the request id reads what is stored: only the payer's checks ask Daraja.
  const stranger = await post(app, '/api/mpesa/query-status', { checkoutRequestId: paidId });
  expect(await stranger.json()).toMatchObject({ ResultCode: '', status: 'pending' });
  expect(await queryStatus(app, paidId)).toMatchObject({ ResultCode: '0', status: 'success' });
  // The query reports no receipt: the order carries the request id as its transactionId (SPEC §4).
  expect(await orderOf(app, paid.orderNumber)).toMatchObject({ status: 'confirmed', transactionId: paidId });

  // Safaricom's callback arriving after all adds the receipt to the payment, and changes nothing else.
  await post(app, callbackPath(app), successCallback(paidId, 1700, 'LATE000001'));
  expect(await paymentOf(app, paidId)).toMatchObject({ status: 'success', receiptNumber: 'LATE000001' });
  expect(await queryStatus(app, paidId)).toMatchObject({ MpesaReceiptNumber: 'LATE000001' });
  expect(await orderOf(app, paid.orderNumber)).toMatchObject({ status: 'confirmed', transactionId: paidId });

  expect(await queryStatus(app, cancelledId)).toMatchObject({
    ResultCode: '1032',
    ResultDesc: 'Request cancelled by user',
  });
  expect(await paymentOf(app, cancelledId)).toMatchObject({ status: 'failed', resultCode: 1032 });
  expect((await orderOf(app, cancelled.orderNumber)).status).toBe('awaiting_payment');
});
