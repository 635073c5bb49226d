// Only whoever placed an order may start its payment: with the payment token the checkout keeps,
// or the customer's email. Anybody else is told the order does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSHES_PER_ORDER } from '../../src/server/services/mpesa';
import { startTestApp, type TestApp } from '../support/test-app';
import { insertOrder, orderOf, paymentsOfOrder, PHONES, post, stkPush } from './mpesa-helpers';
import { customer, postOrder, productWithStock } from './orders-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const push = (orderNumber: string, proof: object, phoneNumber = PHONES.silent) =>
  post(app, '/api/mpesa/stk-push', { phoneNumber, orderReference: orderNumber, ...proof });

describe('POST /api/orders', () => {
  it('answers a payment token with the order it placed, and again on a retry with the same key', async () => {
    const product = await productWithStock(app, 10);
    const body = { ...customer, items: [{ id: product.id, quantity: 1 }], paymentMethod: 'mpesa' };
    const first = await postOrder(app, body, 'access-key-1');
    const placed = (await first.json()) as { orderNumber: string; paymentToken: string };
    expect(placed.paymentToken).toMatch(/^[\w-]{32}$/);
    const retry = (await (await postOrder(app, body, 'access-key-1')).json()) as typeof placed;
    expect(retry.paymentToken).toBe(placed.paymentToken);
    // Tracking never shows it.
    const tracked = await fetch(
      `${app.url}/api/orders/track?orderNumber=${placed.orderNumber}&email=${customer.customerEmail}`,
    );
    expect(await tracked.json()).not.toHaveProperty('paymentToken');
  });
});

describe('POST /api/mpesa/stk-push for somebody else’s order', () => {
  it.each([
    ['no proof', {}],
    ['a wrong token', { paymentToken: 'guessed-token-guessed-token-0000' }],
    ['another email', { customerEmail: 'stranger@example.com' }],
  ])('answers 404 with %s, exactly as for an unknown order, and sends nothing', async (_name, proof) => {
    const order = await insertOrder(app, { status: 'pending_payment' });
    const response = await push(order.orderNumber, proof);
    const unknown = await push('HM-NOSUCH00', proof);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(await unknown.json());
    expect(await paymentsOfOrder(app, order.id)).toEqual([]);
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'pending_payment',
      paymentMethod: 'pay_later',
    });
  });

  it('accepts the customer’s email in any case, or the payment token', async () => {
    const byEmail = await insertOrder(app);
    expect((await push(byEmail.orderNumber, { customerEmail: ' WANJIKU@Example.com ' })).status).toBe(200);
    const byToken = await insertOrder(app);
    expect((await push(byToken.orderNumber, { paymentToken: byToken.paymentToken })).status).toBe(200);
  });

  it('keeps a Pay Later order as it was when the prompt is refused', async () => {
    const order = await insertOrder(app, { status: 'pending_payment' });
    const response = await push(order.orderNumber, { paymentToken: order.paymentToken }, PHONES.refused);
    expect(await response.json()).toMatchObject({ success: false });
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'pending_payment',
      paymentMethod: 'pay_later',
    });
  });
});

// Each on its own app with the shop's default limits (the test app raises them for other files).
describe('limits', () => {
  const DEFAULTS = {
    MPESA_PUSHES_PER_ADDRESS: '30',
    MPESA_STATUS_CHECKS_PER_ADDRESS: '120',
    MPESA_STATUS_CHECKS_PER_PAYMENT: '30',
  };
  async function withOwnApp(run: (own: TestApp) => Promise<void>, env: Record<string, string> = {}) {
    const own = await startTestApp({ seed: false, env: { ...DEFAULTS, ...env } });
    try {
      await run(own);
    } finally {
      await own.close();
    }
  }
  const pushTo = (own: TestApp, orderNumber: string, proof: object, phoneNumber = PHONES.silent) =>
    post(own, '/api/mpesa/stk-push', { phoneNumber, orderReference: orderNumber, ...proof });

  it('limits prompts per order for its own customer, while a stranger cannot use them up', () =>
    withOwnApp(async (own) => {
      const order = await insertOrder(own);
      for (let i = 0; i < 10; i++) expect((await pushTo(own, order.orderNumber, {})).status).toBe(404);
      const proof = { paymentToken: order.paymentToken };
      for (let i = 0; i < PUSHES_PER_ORDER.max; i++) {
        expect((await pushTo(own, order.orderNumber, proof, PHONES.refused)).status).toBe(200);
      }
      const over = await pushTo(own, order.orderNumber, proof, PHONES.pays);
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await over.json()).message).toContain('Too many payment requests for this order');
      expect(await paymentsOfOrder(own, order.id)).toEqual([]);
    }));

  it('limits status checks per payment for its payer, while a stranger cannot use them up', () =>
    withOwnApp(async (own) => {
      const order = await insertOrder(own);
      const id = await stkPush(own, order.orderNumber, PHONES.silent);
      const check = async (proof: object) =>
        (await post(own, '/api/mpesa/query-status', { checkoutRequestId: id, ...proof })).status;
      // Without the order's proof (or with a wrong one) a check counts per address only.
      for (let i = 0; i < 40; i++) expect(await check({})).toBe(200);
      expect(await check({ paymentToken: 'not-the-token' })).toBe(200);
      expect(await check({ customerEmail: 'someone@example.com' })).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i <= 30; i++) statuses.push(await check({ paymentToken: order.paymentToken }));
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // The order's email proves it too, and shares the payer's allowance.
      expect(await check({ customerEmail: 'WANJIKU@example.com' })).toBe(429);
      // A stranger still reads the state: nothing of theirs was counted per payment.
      expect(await check({})).toBe(200);
    }));

  it('a stranger using up the checks of their own address does not stop the payer’s page', () =>
    withOwnApp(
      async (own) => {
        const order = await insertOrder(own);
        const id = await stkPush(own, order.orderNumber, PHONES.silent);
        const check = (address: string, proof: object) =>
          fetch(`${own.url}/api/mpesa/query-status`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body: JSON.stringify({ checkoutRequestId: id, ...proof }),
          });
        const stranger: number[] = [];
        for (let i = 0; i < 8; i++) stranger.push((await check('203.0.113.7', {})).status);
        expect(stranger).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
        const payer = await check('198.51.100.20', { paymentToken: order.paymentToken });
        expect(payer.status).toBe(200);
        expect(await payer.json()).toMatchObject({ ResultCode: '', status: 'pending' });
      },
      { TRUST_PROXY: '1', MPESA_STATUS_CHECKS_PER_ADDRESS: '5', MPESA_STATUS_CHECKS_PER_PAYMENT: '5' },
    ));

  it('limits prompts per client address', () =>
    withOwnApp(async (own) => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push((await pushTo(own, `HM-NOSUCH${String(i).padStart(2, '0')}`, {}, PHONES.pays)).status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
    }));

  it('limits status checks per client address, across payments', () =>
    withOwnApp(
      async (own) => {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          const response = await post(own, '/api/mpesa/query-status', { checkoutRequestId: `ws_CO_${i}` });
          statuses.push(response.status);
        }
        expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
      },
      { MPESA_STATUS_CHECKS_PER_ADDRESS: '5' },
    ));
});
