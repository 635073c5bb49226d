// Answers that carry one shopper's personal data to a caller who need not be signed in say
// `Cache-Control: private, no-store`, so neither a shared cache in front of the shop nor the
// browser keeps them: the order placed, found by its number and e-mail, switched to Pay Later or
// followed through Paybill; the wishlist found by its cookie; the tax invoice and its PDF.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxInvoices } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { insertOrder } from './mpesa-helpers';
import { customer, postOrder, productWithStock } from './orders-helpers';

let app: TestApp;
let placed: { orderNumber: string; paymentToken: string; customerEmail: string };

beforeAll(async () => {
  app = await startTestApp({ env: { ETIMS_MODE: 'simulated', MAIL_RETRY_DELAY_MS: '10' } });
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

const PRIVATE = 'private, no-store';

function send(method: string, path: string, body?: unknown, cookie?: string) {
  return fetch(`${app.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('an order, to the shopper without an account', () => {
  it('is private when placed (POST /api/orders)', async () => {
    const product = await productWithStock(app, 20);
    const response = await postOrder(app, {
      ...customer,
      items: [{ id: product.id, quantity: 1 }],
      paymentMethod: 'mpesa',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe(PRIVATE);
    placed = (await response.json()) as typeof placed;
    expect(placed.customerEmail).toBe(customer.customerEmail);
  });

  it('is private when tracked (GET /api/orders/track), found or not', async () => {
    const query = new URLSearchParams({ orderNumber: placed.orderNumber, email: customer.customerEmail });
    const found = await send('GET', `/api/orders/track?${query.toString()}`);
    expect(found.status).toBe(200);
    expect(((await found.json()) as { customerPhone: string }).customerPhone).toBe(customer.customerPhone);
    expect(found.headers.get('cache-control')).toBe(PRIVATE);
    const missed = await send(
      'GET',
      `/api/orders/track?orderNumber=${placed.orderNumber}&email=x%40example.com`,
    );
    expect(missed.status).toBe(404);
    expect(missed.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('is private when its Paybill payment is followed (POST /api/mpesa/paybill-status)', async () => {
    const response = await send('POST', '/api/mpesa/paybill-status', {
      orderNumber: placed.orderNumber,
      paymentToken: placed.paymentToken,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('is private when switched to Pay Later (POST /api/orders/:orderNumber/payment-method)', async () => {
    const response = await send('POST', `/api/orders/${placed.orderNumber}/payment-method`, {
      paymentMethod: 'pay_later',
      paymentToken: placed.paymentToken,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { deliveryAddress: string }).deliveryAddress).toBe(
      customer.deliveryAddress,
    );
    expect(response.headers.get('cache-control')).toBe(PRIVATE);
  });
});

describe('a tax invoice, to the shopper with the order’s proof', () => {
  it('is private as JSON and as PDF', async () => {
    const order = await insertOrder(app);
    await app.services.orders.markPaid(order.id, { transactionId: 'QPRIV00001', actor: 'mpesa' });
    await app.services.jobs.drain();
    const [invoice] = await app.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, order.id));
    expect(invoice).toMatchObject({ state: 'issued' });
    const proof = `email=${encodeURIComponent(order.customerEmail)}`;
    for (const path of [
      `/api/orders/${order.orderNumber}/invoice?${proof}`,
      `/api/orders/${order.orderNumber}/invoice.pdf?${proof}`,
    ]) {
      const response = await send('GET', path);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
      expect(response.headers.get('cache-control'), path).toBe(PRIVATE);
    }
  });
});

describe('a wishlist, to the shopper by cookie or sessionId', () => {
  it('is private when read, added to and removed from', async () => {
    const product = await productWithStock(app, 5);
    const added = await send('POST', '/api/wishlist', { productId: product.id });
    expect(added.status).toBe(201);
    expect(added.headers.get('cache-control')).toBe(PRIVATE);
    const cookie = added.headers.get('set-cookie')!.split(';')[0]!;

    const read = await send('GET', '/api/wishlist', undefined, cookie);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { productId: number }[]).map((entry) => entry.productId)).toEqual([
      product.id,
    ]);
    expect(read.headers.get('cache-control')).toBe(PRIVATE);
    const bySession = await send('GET', '/api/wishlist?sessionId=private-answers-test');
    expect(bySession.headers.get('cache-control')).toBe(PRIVATE);

    const removed = await send('DELETE', `/api/wishlist/${product.id}`, undefined, cookie);
    expect(removed.status).toBe(200);
    expect(removed.headers.get('cache-control')).toBe(PRIVATE);
  });
});
