import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder, productWithStock, stockOf } from './orders-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { MAIL_RETRY_DELAY_MS: '10' } });
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

async function orderCount() {
  const [row] = await app.db.select({ n: count() }).from(orders);
  return row!.n;
}

interface OrderJson {
  orderNumber: string;
  status: string;
  subtotal: string;
  deliveryFee: string;
  totalAmount: string;
  paymentMethod: string;
  notes: string | null;
  items: { id: number; price: string; quantity: number; lineTotal: string }[];
}

describe('POST /api/orders', () => {
  it('prices the cart from the database and ignores client totals, fees and status', async () => {
    const product = await productWithStock(app, 20);
    const response = await postOrder(app, {
      ...customer,
      items: JSON.stringify([{ id: product.id, name: 'Cheap', price: '1.00', image: '', quantity: 2 }]),
      totalAmount: '2.00',
      deliveryFee: '0',
      status: 'confirmed',
      transactionId: 'FAKE123',
      paymentMethod: 'mpesa',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as OrderJson;
    const subtotal = product.priceCents * 2;
    const fee = subtotal > 300_000 ? 0 : 25_000; // Westlands costs KSH 250
    expect(body).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'mpesa',
      subtotal: (subtotal / 100).toFixed(2),
      deliveryFee: (fee / 100).toFixed(2),
      totalAmount: ((subtotal + fee) / 100).toFixed(2),
      items: [{ id: product.id, quantity: 2, price: (product.priceCents / 100).toFixed(2) }],
    });
    expect(body.orderNumber).toMatch(/^HM-[0-9A-HJKMNP-TV-Z]{8}$/);
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, body.orderNumber));
    expect(row).toMatchObject({
      status: 'awaiting_payment',
      transactionId: null,
      totalCents: subtotal + fee,
    });
    expect(await stockOf(app, product.id)).toBe(18);
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, row!.id));
    expect(events).toMatchObject([{ fromStatus: null, toStatus: 'awaiting_payment', actor: 'customer' }]);
  });

  it('accepts items as an array and records Pay Later with the note for the shop', async () => {
    const product = await productWithStock(app, 5, 1);
    const response = await postOrder(app, {
      ...customer,
      deliveryArea: 'Uganda',
      items: [{ id: product.id, quantity: 1 }],
      status: 'pending',
      paymentMethod: 'pay_later',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as OrderJson;
    expect(body.status).toBe('pending_payment');
    expect(body.paymentMethod).toBe('pay_later');
    expect(body.notes).toMatch(/Pay Later.*contacted/);
    expect(body.deliveryFee).toBe('1500.00');
  });

  it('gives free delivery in Kenya above KSH 3,000 but not abroad', async () => {
    const product = await productWithStock(app, 100, 2);
    const quantity = Math.floor(300_000 / product.priceCents) + 1;
    const kenya = (await (
      await postOrder(app, { ...customer, items: [{ id: product.id, quantity }], paymentMethod: 'mpesa' })
    ).json()) as OrderJson;
    expect(kenya.deliveryFee).toBe('0.00');
    const abroad = (await (
      await postOrder(app, {
        ...customer,
        deliveryArea: 'United Kingdom',
        items: [{ id: product.id, quantity }],
        paymentMethod: 'mpesa',
      })
    ).json()) as OrderJson;
    expect(abroad.deliveryFee).toBe('4000.00');
  });

  it('returns the same order for a retried Idempotency-Key, taking stock once', async () => {
    const product = await productWithStock(app, 10, 3);
    const body = { ...customer, items: [{ id: product.id, quantity: 3 }], paymentMethod: 'mpesa' };
    const first = await postOrder(app, body, 'retry-key-1');
    const second = await postOrder(app, body, 'retry-key-1');
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const a = (await first.json()) as OrderJson;
    const b = (await second.json()) as OrderJson;
    expect(b.orderNumber).toBe(a.orderNumber);
    expect(await stockOf(app, product.id)).toBe(7);
  });

  it('makes one order for concurrent requests with the same key', async () => {
    const product = await productWithStock(app, 10, 4);
    const body = { ...customer, items: [{ id: product.id, quantity: 1 }], paymentMethod: 'mpesa' };
    const before = await orderCount();
    const responses = await Promise.all(Array.from({ length: 8 }, () => postOrder(app, body, 'race-key-1')));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as OrderJson[];
    expect(responses.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(new Set(bodies.map((b) => b.orderNumber)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(app, product.id)).toBe(9);
  });

  it('will not hand an order to a different customer reusing its key', async () => {
    const product = await productWithStock(app, 10, 4);
    const body = { ...customer, items: [{ id: product.id, quantity: 1 }], paymentMethod: 'mpesa' };
    expect((await postOrder(app, body, 'shared-key')).status).toBe(201);
    const other = await postOrder(app, { ...body, customerEmail: 'someone@example.com' }, 'shared-key');
    expect(other.status).toBe(409);
    expect(JSON.stringify(await other.json())).not.toContain('wanjiku');
  });

  it('sells exactly the stock when 50 orders race for 10 items', async () => {
    const product = await productWithStock(app, 10, 5);
    const before = await orderCount();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postOrder(
          app,
          { ...customer, items: [{ id: product.id, quantity: 1 }], paymentMethod: 'mpesa' },
          `many-${i}`,
        ),
      ),
    );
    const statuses = responses.map((r) => r.status);
    await Promise.all(responses.map((r) => r.arrayBuffer()));
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await orderCount()).toBe(before + 10);
    expect(await stockOf(app, product.id)).toBe(0);
    const listed = (await (await fetch(`${app.url}/api/products/${product.id}`)).json()) as {
      inStock: boolean;
    };
    expect(listed.inStock).toBe(false);
  });

  it.each([
    [
      'an unknown product',
      (id: number) => [
        { id: 999_999, quantity: 1 },
        { id, quantity: 1 },
      ],
      400,
      'items.0',
    ],
    ['quantity 0', (id: number) => [{ id, quantity: 0 }], 400, 'items.0.quantity'],
    ['an empty cart', () => [], 400, 'items'],
  ])('rejects %s with a 4xx per line and stores nothing', async (_name, items, status, field) => {
    const product = await productWithStock(app, 10, 6);
    const before = await orderCount();
    const response = await postOrder(app, { ...customer, items: items(product.id), paymentMethod: 'mpesa' });
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors[field]).toBeTruthy();
    expect(await orderCount()).toBe(before);
    expect(await stockOf(app, product.id)).toBe(10);
  });

  it('rejects an out-of-stock line, names it, and takes no stock for the other lines', async () => {
    const plenty = await productWithStock(app, 10, 6);
    const none = await productWithStock(app, 0, 7);
    const before = await orderCount();
    const response = await postOrder(app, {
      ...customer,
      items: [
        { id: plenty.id, quantity: 2 },
        { id: none.id, quantity: 1 },
      ],
      paymentMethod: 'pay_later',
    });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors['items.1']).toBe(`${none.name} (${none.size}) is out of stock`);
    expect(body.errors['items.0']).toBeUndefined();
    expect(await orderCount()).toBe(before);
    expect(await stockOf(app, plenty.id)).toBe(10);
  });

  it.each([
    ['customerEmail', 'not-an-email', 'Invalid email address'],
    ['deliveryArea', 'Atlantis', 'Please select a delivery area'],
    ['paymentMethod', 'card', 'Please choose a payment method'],
  ])('rejects a bad %s with its message', async (field, value, message) => {
    const product = await productWithStock(app, 10, 6);
    const before = await orderCount();
    const response = await postOrder(app, {
      ...customer,
      items: [{ id: product.id, quantity: 1 }],
      paymentMethod: 'mpesa',
      [field]: value,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { [field]: message } });
    expect(await orderCount()).toBe(before);
  });

  it('rejects a malformed Idempotency-Key', async () => {
    const product = await productWithStock(app, 10, 6);
    const response = await postOrder(
      app,
      { ...customer, items: [{ id: product.id, quantity: 1 }], paymentMethod: 'mpesa' },
      'x'.repeat(300),
    );
    expect(response.status).toBe(400);
  });
});
