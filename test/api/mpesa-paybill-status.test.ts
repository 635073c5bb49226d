// What the shopper sees of a Paybill payment: the checkout widget's status call and the tracking
// page's part payment.
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTrackedOrder } from '../../src/web/routes/track-order.server';
import { startTestApp, type TestApp } from '../support/test-app';
import { c2bNotice, newTransId, postConfirmation } from './c2b-helpers';
import { insertOrder, post } from './mpesa-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(() => app.close());

async function pay(orderNumber: string, amountKes: number) {
  const transId = newTransId();
  const response = await postConfirmation(app, c2bNotice(app, { billRef: orderNumber, amountKes, transId }));
  expect(response.status).toBe(200);
  return transId;
}

const status = (body: unknown) => post(app, '/api/mpesa/paybill-status', body);

describe('POST /api/mpesa/paybill-status', () => {
  it('gives the Paybill details and follows the payment from waiting to part to paid', async () => {
    const order = await insertOrder(app, { subtotalCents: 150050 }); // KSH 1,700.50: 1,701 to pay
    const proof = { orderNumber: order.orderNumber, paymentToken: order.paymentToken };
    const waiting = await status(proof);
    expect(waiting.status).toBe(200);
    expect(await waiting.json()).toEqual({
      state: 'waiting',
      paybill: app.config.mpesa.paybillShortcode,
      accountNumber: order.orderNumber,
      dueKes: 1701,
      paidKes: 0,
      receipt: null,
    });
    await pay(order.orderNumber, 1000);
    expect(await (await status(proof)).json()).toMatchObject({ state: 'part', dueKes: 701, paidKes: 1000 });
    const receipt = await pay(order.orderNumber, 701);
    expect(
      await (await status({ orderNumber: order.orderNumber, customerEmail: 'WANJIKU@example.com' })).json(),
    ).toMatchObject({
      state: 'paid',
      dueKes: 0,
      receipt,
    });
  });

  it.each([
    ['no proof', {}],
    ['a wrong payment token', { paymentToken: 'not-the-token' }],
    ['another email', { customerEmail: 'someone@example.com' }],
  ])('answers %s with 404, as for an unknown order', async (_name, proof) => {
    const order = await insertOrder(app);
    const response = await status({ orderNumber: order.orderNumber, ...proof });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Order not found' });
  });

  it('refuses a body it does not know with 400', async () => {
    expect((await status({ orderNumber: 'HM-AAAAAAAA', amount: 5 })).status).toBe(400);
    expect((await status({})).status).toBe(400);
  });
});

describe('the tracking page', () => {
  const context = () =>
    ({ services: app.services, clientAddress: '203.0.113.9' }) as unknown as AppLoadContext;

  it('shows a part payment, and then the order as paid', async () => {
    const order = await insertOrder(app);
    const query = { orderNumber: order.orderNumber, email: order.customerEmail };
    await pay(order.orderNumber, 500);
    const part = await findTrackedOrder(context(), query);
    expect(part.outcome).toMatchObject({
      kind: 'found',
      order: { status: 'awaiting_payment', paybill: { paidCents: 50000, dueCents: 120000 } },
    });
    await pay(order.orderNumber, 1200);
    const paid = await findTrackedOrder(context(), query);
    expect(paid.outcome).toMatchObject({
      kind: 'found',
      order: { status: 'confirmed', paybill: { paidCents: 170000, dueCents: 0 } },
    });
  });

  it('says nothing of Paybill for an order paid otherwise', async () => {
    const order = await insertOrder(app);
    const found = await findTrackedOrder(context(), {
      orderNumber: order.orderNumber,
      email: order.customerEmail,
    });
    expect(found.outcome).toMatchObject({ kind: 'found', order: { paybill: null } });
  });
});
