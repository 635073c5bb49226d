import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, products, productVariants, resellerWaitlist } from '../../src/server/db/schema';
import { callerFor, personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: Record<Persona, Caller>;
let ids: Record<Exclude<Persona, 'anonymous'>, number>;

beforeAll(async () => {
  app = await startTestApp();
  ({ ids, ...as } = await personas(app));
});
afterAll(() => app.close());

/** The product and its first size, the one a line that names no size buys while it is in stock. */
async function product(id: number) {
  const [row] = await app.db
    .select({
      name: products.name,
      variantId: productVariants.id,
      priceCents: productVariants.priceCents,
      stockQuantity: productVariants.stockQuantity,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.id, id))
    .orderBy(asc(productVariants.position));
  return row!;
}

async function setStock(id: number, stock: number) {
  const { variantId } = await product(id);
  await app.db.update(productVariants).set({ stockQuantity: stock }).where(eq(productVariants.id, variantId));
}

async function orderCount() {
  const [row] = await app.db.select({ n: count() }).from(orders).where(eq(orders.kind, 'wholesale'));
  return row!.n;
}

describe('wholesale prices', () => {
  it('are shown to approved resellers and admins at 70% of retail', async () => {
    for (const who of ['approved', 'admin'] as const) {
      const list = (await (await as[who].get('/api/products')).json()) as {
        id: number;
        price: string;
        wholesalePrice: string;
      }[];
      expect(list.length).toBeGreaterThan(0);
      for (const p of list) {
        expect(Number(p.wholesalePrice)).toBeCloseTo(Number(p.price) * 0.7, 2);
      }
      const one = await as[who].get(`/api/products/${list[0]!.id}`);
      expect(one.headers.get('cache-control')).toBe('private, no-store');
      expect(await one.json()).toHaveProperty('wholesalePrice', list[0]!.wholesalePrice);
    }
  });

  it('never reach guests or unapproved resellers', async () => {
    for (const who of ['anonymous', 'unapproved'] as const) {
      const listText = await (await as[who].get('/api/products')).text();
      expect(listText).not.toContain('wholesale');
      const oneText = await (await as[who].get('/api/products/1')).text();
      expect(oneText).not.toContain('wholesale');
    }
  });
});

describe('POST /api/reseller/orders', () => {
  it('prices at wholesale on the server, ignoring the client total, and takes stock', async () => {
    const before = await product(1);
    const items = JSON.stringify([{ id: 1, name: 'x', price: '1.00', wholesalePrice: '0.01', quantity: 3 }]);
    const response = await as.approved.post('/api/reseller/orders', {
      items,
      totalAmount: '0.03',
      notes: 'Deliver to Kisumu',
    });
    expect(response.status).toBe(201);
    const order = await response.json();
    const unit = Math.round((before.priceCents * 70) / 100);
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^HM-[0-9A-Z]{8}$/),
      status: 'pending',
      notes: 'Deliver to Kisumu',
      totalAmount: ((unit * 3) / 100).toFixed(2),
      items: [{ id: 1, name: before.name, quantity: 3, wholesalePrice: (unit / 100).toFixed(2) }],
    });
    expect(Date.parse(order.createdAt)).not.toBeNaN();
    expect((await product(1)).stockQuantity).toBe(before.stockQuantity - 3);
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    expect(row).toMatchObject({
      kind: 'wholesale',
      status: 'pending',
      userId: ids.approved,
      subtotalCents: unit * 3,
      deliveryFeeCents: 0,
      totalCents: unit * 3,
      paymentMethod: 'invoice',
    });
    expect(row!.items[0]).toMatchObject({ retailPriceCents: before.priceCents, unitPriceCents: unit });
    const history = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, row!.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'pending', actor: 'reseller' }]);
  });

  it("answers 'Cart is empty' for no items and stores nothing", async () => {
    const before = await orderCount();
    const response = await as.approved.post('/api/reseller/orders', {
      items: '[]',
      totalAmount: '0',
      notes: '',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Cart is empty',
      errors: { items: 'Cart is empty' },
    });
    expect(await orderCount()).toBe(before);
  });

  it('refuses more than the stock and leaves stock and orders untouched', async () => {
    await setStock(2, 2);
    const before = await orderCount();
    const response = await as.approved.post('/api/reseller/orders', {
      items: [
        { id: 1, quantity: 1 },
        { id: 2, quantity: 5 },
      ],
    });
    expect(response.status).toBe(409);
    expect((await response.json()).errors['items.1']).toMatch(
      /^Only a few of .* are left. Please lower the quantity.$/,
    );
    expect((await product(2)).stockQuantity).toBe(2);
    expect(await orderCount()).toBe(before);
  });

  it('sells the last unit once when two orders race for it', async () => {
    await setStock(7, 1);
    const body = { items: [{ id: 7, quantity: 1 }] };
    const answers = await Promise.all([
      as.approved.post('/api/reseller/orders', body),
      as.admin.post('/api/reseller/orders', body),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await product(7)).stockQuantity).toBe(0);
  });

  it('refuses an unknown product with a 400 naming the line', async () => {
    const response = await as.approved.post('/api/reseller/orders', { items: [{ id: 999999, quantity: 1 }] });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ 'items.0': 'Product 999999 was not found' });
  });

  it('tells an unapproved reseller the account is pending, and a guest to sign in', async () => {
    const body = { items: [{ id: 1, quantity: 1 }] };
    const pending = await as.unapproved.post('/api/reseller/orders', body);
    expect(pending.status).toBe(403);
    expect(await pending.json()).toEqual({ message: 'Account Pending Approval' });
    expect((await as.anonymous.post('/api/reseller/orders', body)).status).toBe(401);
  });

  it('is invoiced: the checkout cannot prompt M-Pesa for it or switch it to Pay Later', async () => {
    const placed = await as.approved.post('/api/reseller/orders', { items: [{ id: 1, quantity: 1 }] });
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const proof = { orderReference: orderNumber, customerEmail: row!.customerEmail };
    const push = await as.anonymous.post('/api/mpesa/stk-push', { ...proof, phoneNumber: '0712345678' });
    expect(push.status).toBe(404);
    expect(await push.json()).toMatchObject({ message: 'Order not found' });
    await expect(
      app.services.orders.choosePaymentMethod(orderNumber, 'pay_later', {
        customerEmail: row!.customerEmail,
      }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    const [after] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(after).toMatchObject({ status: 'pending', paymentMethod: 'invoice' });
  });
});

describe('GET /api/reseller/orders', () => {
  it("lists only the caller's own orders, newest first", async () => {
    const first = await (
      await as.admin.post('/api/reseller/orders', { items: [{ id: 3, quantity: 1 }] })
    ).json();
    const second = await (
      await as.admin.post('/api/reseller/orders', { items: [{ id: 4, quantity: 2 }] })
    ).json();
    const mine = (await (await as.admin.get('/api/reseller/orders')).json()) as { orderNumber: string }[];
    // The admin may also hold the order that won the race for the last unit above, older than these.
    expect(mine.map((o) => o.orderNumber).slice(0, 2)).toEqual([second.orderNumber, first.orderNumber]);
    const theirs = (await (await as.approved.get('/api/reseller/orders')).json()) as {
      orderNumber: string;
    }[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.map((o) => o.orderNumber)).not.toContain(first.orderNumber);
    expect(theirs.map((o) => o.orderNumber)).not.toContain(second.orderNumber);
    expect(Object.keys(mine[0]!).sort()).toEqual([
      'createdAt',
      'discount',
      'discountCode',
      'items',
      'notes',
      'orderNumber',
      'status',
      'totalAmount',
    ]);
  });
});

describe('POST /api/reseller/waitlist', () => {
  it('stores an email once', async () => {
    const first = await callerFor(app).post('/api/reseller/waitlist', { email: 'Soon@Example.com' });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ message: 'Successfully subscribed!' });
    expect((await callerFor(app).post('/api/reseller/waitlist', { email: 'soon@example.com' })).status).toBe(
      200,
    );
    const rows = await app.db.select().from(resellerWaitlist);
    expect(rows.map((r) => r.email)).toEqual(['soon@example.com']);
  });

  it('rejects an invalid email and stores nothing', async () => {
    const response = await callerFor(app).post('/api/reseller/waitlist', { email: 'soon' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { email: 'Invalid email address' } });
    expect(await app.db.select().from(resellerWaitlist)).toHaveLength(1);
  });
});
