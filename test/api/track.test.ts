import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_LOOKUPS_PER_MINUTE } from '../../src/server/services/orders';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder, productWithStock } from './orders-helpers';

let app: TestApp;
let orderNumber: string;
let orderId: number;

beforeAll(async () => {
  app = await startTestApp({ env: { MAIL_RETRY_DELAY_MS: '10' } });
  const product = await productWithStock(app, 10);
  const response = await postOrder(app, {
    ...customer,
    customerEmail: 'Achieng.Odhiambo@Example.com',
    items: [{ id: product.id, quantity: 2 }],
    paymentMethod: 'mpesa',
  });
  orderNumber = ((await response.json()) as { orderNumber: string }).orderNumber;
  orderId = (await app.services.orders.findByNumber(orderNumber))!.id;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

const track = (query: Record<string, string>) =>
  fetch(`${app.url}/api/orders/track?${new URLSearchParams(query).toString()}`);

// Every well-formed lookup counts against the per-address limit, which the last test uses up on
// purpose; a query missing its number or email reaches no order and is not counted.
describe('GET /api/orders/track', () => {
  it('answers the order and its history when number and email match, in any case', async () => {
    await app.services.orders.markPaid(orderId, { transactionId: 'QK12ABC345', actor: 'mpesa' });
    const response = await track({
      orderNumber: orderNumber.toLowerCase(),
      email: 'achieng.odhiambo@example.com',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & { history: { status: string }[] };
    expect(body).toMatchObject({
      orderNumber,
      status: 'confirmed',
      customerName: customer.customerName,
      customerPhone: customer.customerPhone,
      deliveryAddress: customer.deliveryAddress,
      deliveryArea: customer.deliveryArea,
      items: [{ quantity: 2 }],
    });
    expect(typeof body.totalAmount).toBe('string');
    expect(typeof body.deliveryFee).toBe('string');
    expect(body.history).toMatchObject([
      { status: 'awaiting_payment', label: 'Awaiting Payment' },
      { status: 'confirmed', label: 'Order Confirmed' },
    ]);
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('idempotencyKey');
  });

  it('answers the same 404 for a wrong email, a missing email and an unknown number', async () => {
    const answers = await Promise.all([
      track({ orderNumber, email: 'someone.else@example.com' }),
      track({ orderNumber }),
      track({ orderNumber: 'HM-00000000', email: 'achieng.odhiambo@example.com' }),
      track({ email: 'achieng.odhiambo@example.com' }),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ message: 'Order not found' });
  });

  it('limits lookups per address with a clear 429', async () => {
    // Three well-formed lookups above were made already; use up the rest of the minute's allowance.
    const used = 3;
    for (let i = used; i < TRACK_LOOKUPS_PER_MINUTE; i++) {
      const response = await track({ orderNumber, email: 'guess@example.com' });
      expect(response.status).toBe(404);
      await response.arrayBuffer();
    }
    const limited = await track({ orderNumber, email: 'achieng.odhiambo@example.com' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      message: expect.stringMatching(/Too many tracking requests/),
    });
  });
});
