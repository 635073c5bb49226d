import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, outbox, postOrder, productWithStock } from './orders-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: { MAIL_RETRY_DELAY_MS: '10', SHOP_EMAIL: 'orders@shop.example', PUBLIC_URL: 'https://shop.example' },
  });
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

async function placeOrder(paymentMethod: 'mpesa' | 'pay_later', email = customer.customerEmail) {
  const product = await productWithStock(app, 50);
  const response = await postOrder(app, {
    ...customer,
    customerEmail: email,
    items: [{ id: product.id, quantity: 1 }],
    paymentMethod,
  });
  expect(response.status).toBe(201);
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  return (await app.services.orders.findByNumber(orderNumber))!;
}

const mailsAbout = async (orderNumber: string) =>
  (await outbox(app)).filter((mail) => mail.subject.includes(orderNumber));

const switchMethod = (orderNumber: string, body: unknown) =>
  fetch(`${app.url}/api/orders/${orderNumber}/payment-method`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function eventsOf(orderId: number) {
  return app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

describe('Pay Later mails', () => {
  it('mails the shop and the customer when an order is placed as Pay Later', async () => {
    const order = await placeOrder('pay_later', 'mwangi@example.com');
    const mails = await mailsAbout(order.orderNumber);
    const shop = mails.find((m) => m.to === 'orders@shop.example');
    const mine = mails.find((m) => m.to === 'mwangi@example.com');
    expect(shop?.text).toContain('within 10 minutes');
    expect(shop?.text).toContain(customer.customerPhone);
    expect(mine?.text).toContain(`https://shop.example/track-order?order=${order.orderNumber}`);
    expect(mine?.text).toContain('Total: KSH');
  });

  it('sends nothing for an M-Pesa order until it is paid', async () => {
    const order = await placeOrder('mpesa');
    expect(await mailsAbout(order.orderNumber)).toEqual([]);
  });
});

describe('POST /api/orders/:orderNumber/payment-method', () => {
  it('switches an unpaid M-Pesa order to Pay Later with the email, without a second order', async () => {
    const order = await placeOrder('mpesa', 'njeri@example.com');
    const toPayLater = await switchMethod(order.orderNumber, {
      paymentMethod: 'pay_later',
      customerEmail: 'NJERI@example.com',
    });
    expect(toPayLater.status).toBe(200);
    expect(await toPayLater.json()).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'pending_payment',
      paymentMethod: 'pay_later',
    });
    const mails = await mailsAbout(order.orderNumber);
    expect(mails.map((m) => m.to).sort()).toEqual(['njeri@example.com', 'orders@shop.example']);
    expect((await eventsOf(order.id)).map((e) => e.toStatus)).toEqual([
      'awaiting_payment',
      'pending_payment',
    ]);
  });

  it('accepts the payment token instead of the email, and the older `email` field', async () => {
    const byToken = await placeOrder('mpesa');
    const answer = await switchMethod(byToken.orderNumber, {
      paymentMethod: 'pay_later',
      paymentToken: byToken.paymentToken,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).not.toHaveProperty('paymentToken');
    const byOldField = await placeOrder('mpesa');
    const old = await switchMethod(byOldField.orderNumber, {
      paymentMethod: 'pay_later',
      email: customer.customerEmail,
    });
    expect(old.status).toBe(200);
  });

  it('never switches an order to M-Pesa: only an accepted payment prompt does that', async () => {
    const order = await placeOrder('pay_later');
    const response = await switchMethod(order.orderNumber, {
      paymentMethod: 'mpesa',
      paymentToken: order.paymentToken,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { paymentMethod: expect.stringContaining('when its payment prompt is sent') },
    });
    expect((await app.services.orders.findByNumber(order.orderNumber))!).toMatchObject({
      status: 'pending_payment',
      paymentMethod: 'pay_later',
    });
  });

  it.each([
    ['no proof at all', {}],
    ['a wrong payment token', { paymentToken: 'not-the-token-of-this-order' }],
  ])('answers 404 with %s, as for an unknown order, and changes nothing', async (_name, proof) => {
    const order = await placeOrder('mpesa');
    const response = await switchMethod(order.orderNumber, { paymentMethod: 'pay_later', ...proof });
    const unknown = await switchMethod('HM-NOSUCH00', { paymentMethod: 'pay_later', ...proof });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(await unknown.json());
    expect((await app.services.orders.findByNumber(order.orderNumber))!.status).toBe('awaiting_payment');
  });

  it('answers 404 when the email does not match, and changes nothing', async () => {
    const order = await placeOrder('mpesa');
    const response = await switchMethod(order.orderNumber, {
      paymentMethod: 'pay_later',
      email: 'other@example.com',
    });
    expect(response.status).toBe(404);
    expect((await app.services.orders.findByNumber(order.orderNumber))!.status).toBe('awaiting_payment');
  });

  it('rejects a bad body with a 400', async () => {
    const order = await placeOrder('mpesa');
    const response = await switchMethod(order.orderNumber, {
      paymentMethod: 'card',
      email: customer.customerEmail,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { paymentMethod: 'Please choose a payment method' },
    });
  });

  it('refuses to change a paid order', async () => {
    const order = await placeOrder('mpesa');
    await app.services.orders.markPaid(order.id, { transactionId: 'QK1', actor: 'mpesa' });
    const response = await switchMethod(order.orderNumber, {
      paymentMethod: 'pay_later',
      email: customer.customerEmail,
    });
    expect(response.status).toBe(409);
    expect((await app.services.orders.findByNumber(order.orderNumber))!.status).toBe('confirmed');
  });
});

describe('orders.markPaid', () => {
  it('confirms once, records the receipt and the event, and mails the customer once', async () => {
    const order = await placeOrder('mpesa', 'otieno@example.com');
    const first = await app.services.orders.markPaid(order.id, {
      transactionId: 'QK9XYZ',
      actor: 'mpesa-callback',
    });
    const again = await app.services.orders.markPaid(order.id, {
      transactionId: 'OTHER',
      actor: 'mpesa-query',
    });
    expect(first).toEqual({ changed: true, status: 'confirmed', transactionId: 'QK9XYZ' });
    expect(again).toEqual({ changed: false, status: 'confirmed', transactionId: 'QK9XYZ' });
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'confirmed', transactionId: 'QK9XYZ' });
    expect(await eventsOf(order.id)).toMatchObject([
      { toStatus: 'awaiting_payment' },
      { fromStatus: 'awaiting_payment', toStatus: 'confirmed', actor: 'mpesa-callback' },
    ]);
    const mails = await mailsAbout(order.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'otieno@example.com',
      subject: `Order ${order.orderNumber} confirmed`,
    });
    expect(mails[0]!.text).toContain('QK9XYZ');
  });

  it('confirms a Pay Later order that is paid', async () => {
    const order = await placeOrder('pay_later');
    expect(await app.services.orders.markPaid(order.id, { transactionId: 'CASH-1', actor: 'admin' })).toEqual(
      { changed: true, status: 'confirmed', transactionId: 'CASH-1' },
    );
  });

  it('never revives a cancelled order', async () => {
    const order = await placeOrder('mpesa');
    await app.services.orders.cancelAbandoned({
      now: new Date(Date.now() + 25 * 3600_000),
      olderThanMs: 24 * 3600_000,
    });
    const result = await app.services.orders.markPaid(order.id, {
      transactionId: 'LATE',
      actor: 'mpesa-callback',
    });
    expect(result).toEqual({ changed: false, status: 'cancelled', transactionId: null });
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', transactionId: null });
  });

  it('throws not found for an unknown order id', async () => {
    await expect(
      app.services.orders.markPaid(987_654, { transactionId: 'X', actor: 'mpesa' }),
    ).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('a mail server that is down', () => {
  it('does not fail or lose a Pay Later order', async () => {
    // Port 9 (discard) on this machine refuses connections: every try fails at once.
    const down = await startTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_RETRY_ATTEMPTS: '2', MAIL_RETRY_DELAY_MS: '10' },
    });
    try {
      const product = await productWithStock(down, 5);
      const response = await postOrder(down, {
        ...customer,
        items: [{ id: product.id, quantity: 1 }],
        paymentMethod: 'pay_later',
      });
      expect(response.status).toBe(201);
      const { orderNumber } = (await response.json()) as { orderNumber: string };
      await down.services.jobs.drain();
      expect((await down.services.orders.findByNumber(orderNumber))?.status).toBe('pending_payment');
    } finally {
      await down.close();
    }
  });
});
