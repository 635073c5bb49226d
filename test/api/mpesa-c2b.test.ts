// Paybill (Daraja C2B): payments made through the simulator reach the shop as Daraja's validation
// and confirmation, and are matched to the order their account number names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateC2b } from '../../src/server/integrations/mpesa/c2b';
import { personas } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { outbox } from '../support/outbox';
import {
  auditOf,
  c2bNotice,
  c2bPayment,
  c2bPaymentsFor,
  darajaOf,
  newTransId,
  postConfirmation,
  postValidation,
  waitForC2bPayments,
} from './c2b-helpers';
import {
  callbackPath,
  eventsOf,
  insertOrder,
  orderOf,
  paymentsOfOrder,
  PHONES,
  post,
  stkPush,
  successCallback,
} from './mpesa-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { MPESA_SIM_CALLBACK_DELAY_MS: '0' } });
  // The app registers at start in the background; once more here, so no test races it.
  expect(await app.services.mpesa.paybill.registerUrls()).toBe(true);
});
afterAll(() => app.close());

/** Pays `amountKes` to the shop's Paybill with `billRef` as account number, as a payer would. */
async function payByPaybill(billRef: string, amountKes: number) {
  const accepted = await simulateC2b(darajaOf(app), {
    amountKes,
    msisdn: '254708374149',
    billRefNumber: billRef,
  });
  expect(accepted.originatorConversationId).not.toBe('');
}

describe('Paybill payments through the simulator', () => {
  it('confirms the order when the full amount is paid, with the receipt as its transaction id', async () => {
    const order = await insertOrder(app); // KES 1,700
    await payByPaybill(order.orderNumber, 1700);
    const [payment] = await waitForC2bPayments(app, order.orderNumber);
    expect(payment).toMatchObject({
      status: 'matched',
      orderId: order.id,
      amountCents: 170000,
      excessCents: 0,
      assignedByUserId: null,
      msisdn: '2547 ***** 149',
    });
    const after = await orderOf(app, order.orderNumber);
    expect(after.status).toBe('confirmed');
    expect(after.transactionId).toBe(payment!.transId);
    expect(await eventsOf(app, order.id)).toEqual([
      expect.objectContaining({ fromStatus: 'awaiting_payment', toStatus: 'confirmed', actor: 'mpesa' }),
    ]);
    const mails = await outbox(app);
    expect(mails.some((m) => m.to === order.customerEmail && m.subject.includes(order.orderNumber))).toBe(
      true,
    );
    expect((await auditOf(app, payment!.transId)).map((a) => a.action)).toEqual(['c2b_payment.paid']);
  });

  it('records less than the total as a part payment, and confirms once the rest comes', async () => {
    const order = await insertOrder(app);
    await payByPaybill(order.orderNumber.toLowerCase(), 1000);
    const [first] = await waitForC2bPayments(app, order.orderNumber.toLowerCase());
    expect(first).toMatchObject({
      status: 'matched',
      orderId: order.id,
      amountCents: 100000,
      excessCents: 0,
    });
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
    expect(await app.services.mpesa.paybill.balanceOf(order.id)).toEqual({
      paidCents: 100000,
      dueCents: 70000,
    });
    expect((await auditOf(app, first!.transId))[0]).toMatchObject({
      action: 'c2b_payment.part',
      details: expect.objectContaining({ dueCents: 170000, amountCents: 100000 }),
    });

    await payByPaybill(order.orderNumber, 700);
    await waitForC2bPayments(app, order.orderNumber);
    const after = await orderOf(app, order.orderNumber);
    expect(after.status).toBe('confirmed');
    expect(await app.services.mpesa.paybill.balanceOf(order.id)).toEqual({ paidCents: 170000, dueCents: 0 });
  });

  it('confirms an order paid over its total and keeps the difference for a refund', async () => {
    const order = await insertOrder(app);
    await payByPaybill(order.orderNumber, 2000);
    const [payment] = await waitForC2bPayments(app, order.orderNumber);
    expect(payment).toMatchObject({ status: 'matched', orderId: order.id, excessCents: 30000 });
    expect((await orderOf(app, order.orderNumber)).status).toBe('confirmed');
  });

  it('keeps all of a payment to an order already paid for a refund, and moves nothing', async () => {
    const order = await insertOrder(app, { status: 'confirmed' });
    const transId = newTransId();
    const response = await postConfirmation(
      app,
      c2bNotice(app, { billRef: order.orderNumber, amountKes: 1700, transId }),
    );
    expect(response.status).toBe(200);
    expect(await c2bPayment(app, transId)).toMatchObject({ status: 'matched', excessCents: 170000 });
    expect(await eventsOf(app, order.id)).toEqual([]);
  });

  it('keeps all of a payment to a cancelled order, which the owner sees as money owed back', async () => {
    const order = await insertOrder(app, { status: 'cancelled' });
    const transId = newTransId();
    const response = await postConfirmation(
      app,
      c2bNotice(app, { billRef: order.orderNumber, amountKes: 1700, transId }),
    );
    expect(response.status).toBe(200);
    const payment = await c2bPayment(app, transId);
    expect(payment).toMatchObject({ status: 'matched', orderId: order.id, excessCents: 170000 });
    expect((await orderOf(app, order.orderNumber)).status).toBe('cancelled');
    expect(await eventsOf(app, order.id)).toEqual([]);

    const { admin } = await personas(app);
    const owed = await admin.get('/api/admin/refunds/needed');
    expect(owed.status).toBe(200);
    const { payments } = (await owed.json()) as { payments: Record<string, unknown>[] };
    expect(payments.filter((p) => p.orderNumber === order.orderNumber)).toEqual([
      expect.objectContaining({ paymentKind: 'c2b', paymentId: payment!.id, why: 'excess', owed: '1700.00' }),
    ]);
  });
});

it('gives back a part payment when a prompt sent before it pays the whole total', async () => {
  const order = await insertOrder(app);
  const checkoutRequestId = await stkPush(app, order.orderNumber, PHONES.silent);
  const transId = newTransId();
  await postConfirmation(app, c2bNotice(app, { billRef: order.orderNumber, amountKes: 500, transId }));
  expect(await c2bPayment(app, transId)).toMatchObject({ status: 'matched', excessCents: 0 });

  const answer = await post(app, callbackPath(app), successCallback(checkoutRequestId, 1700, 'PROMPT0001'));
  expect(answer.status).toBe(200);
  expect(await orderOf(app, order.orderNumber)).toMatchObject({
    status: 'confirmed',
    transactionId: 'PROMPT0001',
  });
  expect(await c2bPayment(app, transId)).toMatchObject({ status: 'matched', excessCents: 50000 });
  expect(await auditOf(app, transId)).toContainEqual(
    expect.objectContaining({ action: 'c2b_payment.superseded' }),
  );
  const owed = await app.services.mpesa.refunds.needed();
  expect(owed).toContainEqual(expect.objectContaining({ orderNumber: order.orderNumber, owedCents: 50000 }));
});

it('refuses a prompt for an order part paid by Paybill, which would charge the whole total again', async () => {
  const order = await insertOrder(app);
  await postConfirmation(app, c2bNotice(app, { billRef: order.orderNumber, amountKes: 500 }));
  const response = await post(app, '/api/mpesa/stk-push', {
    phoneNumber: '0708374149',
    orderReference: order.orderNumber,
    paymentToken: order.paymentToken,
  });
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({
    message:
      'Part of this order is already paid by Paybill. Please pay the rest, KSH 1,200.00, by Paybill with the order number as account number.',
  });
  expect(await paymentsOfOrder(app, order.id)).toEqual([]);
});

describe('validation', () => {
  it('accepts an open order, whatever the case and spacing of its number', async () => {
    const order = await insertOrder(app, { status: 'pending_payment' });
    for (const billRef of [order.orderNumber, ` ${order.orderNumber.toLowerCase()} `]) {
      const response = await postValidation(app, c2bNotice(app, { billRef, amountKes: 1700 }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
    }
  });

  it.each([
    ['an unknown order number', async () => 'HM-ZZZZZZZZ'],
    ['an order already paid', async () => (await insertOrder(app, { status: 'confirmed' })).orderNumber],
    ['an order cancelled', async () => (await insertOrder(app, { status: 'cancelled' })).orderNumber],
    ['no order number at all', async () => 'my shea butter'],
  ])('refuses %s with C2B00012 (invalid account number)', async (_name, account) => {
    const response = await postValidation(app, c2bNotice(app, { billRef: await account(), amountKes: 1700 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
  });

  it('a payment the validation refused never reaches the shop through the simulator', async () => {
    const account = 'HM-RRRRRRRR';
    await payByPaybill(account, 500);
    // A payment behind it with a good account arrives: the refused one was dropped, not delayed.
    const order = await insertOrder(app);
    await payByPaybill(order.orderNumber, 1700);
    await waitForC2bPayments(app, order.orderNumber);
    expect(await c2bPaymentsFor(app, account)).toEqual([]);
  });
});

describe('confirmation', () => {
  it('records a confirmation posted twice once, and answers both alike', async () => {
    const order = await insertOrder(app);
    const notice = c2bNotice(app, { billRef: order.orderNumber, amountKes: 1700 });
    const answers = await Promise.all([postConfirmation(app, notice), postConfirmation(app, notice)]);
    const again = await postConfirmation(app, notice);
    for (const response of [...answers, again]) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
    }
    expect(await c2bPaymentsFor(app, order.orderNumber)).toHaveLength(1);
    expect(await eventsOf(app, order.id)).toHaveLength(1);
    expect(await auditOf(app, notice.TransID)).toHaveLength(1);
  });

  it('puts a payment with an unknown account number in the unmatched list', async () => {
    const transId = newTransId();
    await postConfirmation(app, c2bNotice(app, { billRef: 'SHEA 12', amountKes: 950, transId }));
    expect(await c2bPayment(app, transId)).toMatchObject({
      status: 'unmatched',
      orderId: null,
      amountCents: 95000,
      payerName: 'John Doe',
    });
    expect((await app.services.mpesa.paybill.unmatched()).map((p) => p.transId)).toContain(transId);
  });

  it.each([
    ['no TransID', { TransID: undefined }],
    ['an amount that is not money', { TransAmount: '12,00' }],
    ['a zero amount', { TransAmount: '0.00' }],
    ['a shortcode that is not one', { BusinessShortCode: 'paybill' }],
  ])('refuses a body with %s (400) and stores nothing', async (_name, change) => {
    const transId = newTransId();
    const body = { ...c2bNotice(app, { billRef: 'HM-AAAAAAAA', amountKes: 10, transId }), ...change };
    const response = await postConfirmation(app, body);
    expect(response.status).toBe(400);
    expect(await c2bPayment(app, transId)).toBeUndefined();
  });

  it('does not exist without the callback secret', async () => {
    const notice = c2bNotice(app, { billRef: 'HM-AAAAAAAA', amountKes: 10 });
    const response = await post(app, '/api/daraja/not-the-secret-at-all/c2b/confirmation', notice);
    expect(response.status).toBe(404);
    expect(await c2bPayment(app, notice.TransID)).toBeUndefined();
  });
});
