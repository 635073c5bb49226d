// Money owed back, as the Refunds page, its JSON list and Today count it: what was paid and not
// refunded on an order since cancelled, and a prompt payment for another amount, each payment once.
import { randomBytes } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefundPanel } from '../../src/web/components/admin/orders/refund-panel';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { c2bNotice, c2bPayment, newTransId, payByPaybill, postConfirmation } from './c2b-helpers';
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
import { askRefund, neededRefunds, paidOrder, refundOf, refundRows, settled } from './refunds-helpers';

let app: TestApp;
let as: Record<Persona, Caller>;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { MPESA_SIM_CALLBACK_DELAY_MS: '0' } });
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
  expect(await app.services.mpesa.paybill.registerUrls()).toBe(true);
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

async function cancel(orderNumber: string) {
  const response = await as.admin.post(`/api/admin/orders/${orderNumber}/status`, { status: 'cancelled' });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

/** The order's rows of the needed list; checks on the way that no payment is listed twice. */
async function owedOn(orderNumber: string) {
  const all = await neededRefunds(as.admin);
  const keys = all.map((n) => `${n.paymentKind}:${n.paymentId}`);
  expect(new Set(keys).size).toBe(keys.length);
  expect((await app.services.console.today()).refundsOwed).toBe(all.length);
  return all.filter((n) => n.orderNumber === orderNumber);
}

const refundsOwedToday = async () => (await app.services.console.today()).refundsOwed;

async function refundAndSettle(orderNumber: string, body: Parameters<typeof refundOf>[2]) {
  const refund = await refundOf(as.admin, orderNumber, body);
  expect((await settled(as.admin, orderNumber, refund.id)).state).toBe('succeeded');
}

describe('an order cancelled after money came in', () => {
  it('lists a prompt payment of a paid order cancelled by staff, less refunds, until all went back', async () => {
    const { order, payment, receipt } = await paidOrder(app);
    expect(await owedOn(order.orderNumber)).toEqual([]);
    const countBefore = await refundsOwedToday();

    await cancel(order.orderNumber);
    expect(await owedOn(order.orderNumber)).toEqual([
      expect.objectContaining({
        paymentKind: 'stk',
        paymentId: payment.id,
        receipt,
        why: 'cancelled',
        paid: '1700.00',
        owed: '1700.00',
      }),
    ]);
    expect(await refundsOwedToday()).toBe(countBefore + 1);

    await refundAndSettle(order.orderNumber, { paymentId: payment.id, amountKes: 700 });
    expect(await owedOn(order.orderNumber)).toEqual([expect.objectContaining({ owed: '1000.00' })]);
    await refundAndSettle(order.orderNumber, { paymentId: payment.id, amountKes: 1000 });
    expect(await owedOn(order.orderNumber)).toEqual([]);
    expect(await refundsOwedToday()).toBe(countBefore);
  });

  it('lists a Paybill part payment of an order cancelled by staff, and the order page says it is owed', async () => {
    const order = await insertOrder(app);
    const part = await payByPaybill(app, order.orderNumber, 500);
    expect(part).toMatchObject({ status: 'matched', orderId: order.id, excessCents: 0 });
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
    expect(await owedOn(order.orderNumber)).toEqual([]);

    await cancel(order.orderNumber);
    expect(await owedOn(order.orderNumber)).toEqual([
      expect.objectContaining({
        paymentKind: 'c2b',
        paymentId: part.id,
        receipt: part.transId,
        why: 'cancelled',
        owed: '500.00',
      }),
    ]);
    const view = (await app.services.mpesa.refunds.forOrder(order.orderNumber))!;
    expect(view.payments).toEqual([expect.objectContaining({ id: part.id, owedCents: 50000 })]);
    const Stub = createRoutesStub([
      { path: '/', Component: () => createElement(RefundPanel, { data: { available: true, ...view } }) },
    ]);
    const html = renderToStaticMarkup(createElement(Stub));
    expect(html).toContain(`Paybill ${part.transId} · KSH 500.00 · KSH 500.00 owed back`);

    await refundAndSettle(order.orderNumber, { paymentKind: 'c2b', paymentId: part.id, amountKes: 200 });
    expect(await owedOn(order.orderNumber)).toEqual([expect.objectContaining({ owed: '300.00' })]);
    await refundAndSettle(order.orderNumber, { paymentKind: 'c2b', paymentId: part.id, amountKes: 300 });
    expect(await owedOn(order.orderNumber)).toEqual([]);
  });

  it('counts an overpaid Paybill payment once when its order is cancelled, less the excess refunded', async () => {
    const order = await insertOrder(app);
    const paid = await payByPaybill(app, order.orderNumber, 2000);
    expect(paid).toMatchObject({ status: 'matched', excessCents: 30000 });
    expect(await owedOn(order.orderNumber)).toEqual([
      expect.objectContaining({ paymentId: paid.id, why: 'excess', owed: '300.00' }),
    ]);
    await refundAndSettle(order.orderNumber, { paymentKind: 'c2b', paymentId: paid.id, amountKes: 300 });
    expect(await owedOn(order.orderNumber)).toEqual([]);

    await cancel(order.orderNumber);
    // A payment after the cancel is kept whole: a row of its own, its 'excess' as before.
    // (M-Pesa asks first and is told no, but Daraja may skip the question: the confirmation comes.)
    const lateReceipt = newTransId();
    await postConfirmation(
      app,
      c2bNotice(app, { billRef: order.orderNumber, amountKes: 400, transId: lateReceipt }),
    );
    const late = (await c2bPayment(app, lateReceipt))!;
    expect(late).toMatchObject({ status: 'matched', excessCents: 40000 });
    expect(await owedOn(order.orderNumber)).toEqual([
      expect.objectContaining({ paymentId: paid.id, why: 'cancelled', paid: '2000.00', owed: '1700.00' }),
      expect.objectContaining({ paymentId: late.id, why: 'excess', paid: '400.00', owed: '400.00' }),
    ]);
  });

  it('lists nothing for an order cancelled before any money came in', async () => {
    const order = await insertOrder(app);
    await cancel(order.orderNumber);
    expect(await owedOn(order.orderNumber)).toEqual([]);
  });
});

describe('a prompt payment for another amount', () => {
  const receipt = () => `MM${randomBytes(4).toString('hex').toUpperCase()}`;

  it('keeps its receipt, is listed as owed with it, and its refund is accepted', async () => {
    const order = await insertOrder(app);
    const checkoutRequestId = await stkPush(app, order.orderNumber, PHONES.silent);
    const mismatch = receipt();
    const answer = await post(app, callbackPath(app), successCallback(checkoutRequestId, 1699, mismatch));
    expect(answer.status).toBe(200);
    const payment = (await paymentOf(app, checkoutRequestId))!;
    expect(payment).toMatchObject({ status: 'amount_mismatch', receiptNumber: mismatch });
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');

    expect(await owedOn(order.orderNumber)).toEqual([
      expect.objectContaining({
        paymentKind: 'stk',
        paymentId: payment.id,
        receipt: mismatch,
        why: 'amount_mismatch',
        owed: '1700.00',
      }),
    ]);
    const refund = await refundOf(as.admin, order.orderNumber, { paymentId: payment.id, amountKes: 1699 });
    expect(refund).toMatchObject({ state: 'pending', receipt: mismatch, amount: '1699.00' });
    expect(await refundRows(app, order.id)).toEqual([
      expect.objectContaining({ transactionId: mismatch, amountCents: 169900, mpesaPaymentId: payment.id }),
    ]);
  });

  it('is stored without a receipt another payment holds, as a replay, and listed nowhere', async () => {
    const { receipt: taken } = await paidOrder(app);
    const order = await insertOrder(app);
    const checkoutRequestId = await stkPush(app, order.orderNumber, PHONES.silent);
    const answer = await post(app, callbackPath(app), successCallback(checkoutRequestId, 1699, taken));
    expect(answer.status).toBe(200);
    expect(await paymentOf(app, checkoutRequestId)).toMatchObject({
      status: 'rejected',
      receiptNumber: null,
    });
    expect((await neededRefunds(as.admin)).filter((n) => n.receipt === taken)).toEqual([]);
  });
});

describe('refund amounts', () => {
  it.each([['0x10'], ['1e3'], [true], [' '], ['16 KSH']])(
    'refuses %j with 400 and stores nothing',
    async (amountKes) => {
      const { order, payment } = await paidOrder(app);
      const response = await askRefund(as.admin, order.orderNumber, {
        paymentId: payment.id,
        amountKes: amountKes as never,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: { amountKes: 'Amount must be a number of shillings' },
      });
      expect(await refundRows(app, order.id)).toEqual([]);
    },
  );

  it('refuses a payment id that is not digits, and takes an amount sent as digits', async () => {
    const { order, payment } = await paidOrder(app);
    const hex = await askRefund(as.admin, order.orderNumber, {
      paymentId: `0x${payment.id.toString(16)}` as never,
      amountKes: 100,
    });
    expect(hex.status).toBe(400);
    expect(await hex.json()).toMatchObject({ errors: { paymentId: 'Choose the payment to refund' } });
    expect(await refundRows(app, order.id)).toEqual([]);

    const digits = await askRefund(as.admin, order.orderNumber, {
      paymentId: String(payment.id) as never,
      amountKes: '100' as never,
    });
    expect(digits.status).toBe(201);
    expect(await refundRows(app, order.id)).toEqual([expect.objectContaining({ amountCents: 10000 })]);
  });
});
