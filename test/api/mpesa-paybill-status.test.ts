// What the shopper sees of a Paybill payment: the checkout widget's status call and the tracking
// page's part payment.
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTrackedOrder } from '../../src/web/routes/track-order.server';
import { TRACK_LOOKUPS_PER_MINUTE } from '../../src/server/services/orders';
import { startTestApp, type TestApp } from '../support/test-app';
import { c2bNotice, newTransId, postConfirmation } from './c2b-helpers';
import { insertOrder, post } from './mpesa-helpers';

let app: TestApp;

beforeAll(async () => {
  // Behind one trusted proxy, so each limit test is a client address of its own.
  app = await startTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
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

  it('keeps its answer out of every cache', async () => {
    const order = await insertOrder(app);
    const response = await status({ orderNumber: order.orderNumber, paymentToken: order.paymentToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a body it does not know with 400', async () => {
    expect((await status({ orderNumber: 'HM-AAAAAAAA', amount: 5 })).status).toBe(400);
    expect((await status({})).status).toBe(400);
  });
});

describe('guessing e-mails against an order number', () => {
  const from = (address: string, body: unknown) =>
    fetch(`${app.url}/api/mpesa/paybill-status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });

  it('stops at the tracking limit per address, also when the guesses arrive at once', async () => {
    const order = await insertOrder(app);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        from('203.0.113.21', { orderNumber: order.orderNumber, customerEmail: `guess${i}@example.com` }),
      ),
    );
    const statuses = guesses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 404)).toHaveLength(TRACK_LOOKUPS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - TRACK_LOOKUPS_PER_MINUTE);
    // Past the limit the right e-mail is refused too: a 429 tells nothing about the guess.
    const right = await from('203.0.113.21', {
      orderNumber: order.orderNumber,
      customerEmail: order.customerEmail,
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(right.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await right.json()).toEqual({ message: 'Too many requests. Please wait a minute and try again.' });
    // Another address is counted apart.
    const other = await from('203.0.113.22', {
      orderNumber: order.orderNumber,
      customerEmail: order.customerEmail,
    });
    expect(other.status).toBe(200);
  });

  it('does not count the payer’s own checks, so the widget asking every 10 s never runs out', async () => {
    const order = await insertOrder(app);
    const own = { orderNumber: order.orderNumber, paymentToken: order.paymentToken };
    for (let i = 0; i < 2 * TRACK_LOOKUPS_PER_MINUTE; i++) {
      const response = await from('203.0.113.23', own);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    for (let i = 0; i < TRACK_LOOKUPS_PER_MINUTE; i++) {
      const miss = await from('203.0.113.23', {
        orderNumber: order.orderNumber,
        customerEmail: `x${i}@example.com`,
      });
      expect(miss.status).toBe(404);
      await miss.arrayBuffer();
    }
    expect((await from('203.0.113.23', own)).status).toBe(429);
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
      order: { status: 'awaiting_payment', paybill: { paid: '500.00', due: '1200.00' } },
    });
    await pay(order.orderNumber, 1200);
    const paid = await findTrackedOrder(context(), query);
    expect(paid.outcome).toMatchObject({
      kind: 'found',
      order: { status: 'confirmed', paybill: { paid: '1700.00', due: '0.00' } },
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
