import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KRA_PIN_MESSAGE } from '../../src/core/tax-types';
import {
  auditEvents,
  orderEvents,
  orders,
  products,
  productVariants,
  resellerWaitlist,
  users,
} from '../../src/server/db/schema';
import { RESELLERS_ONLY } from '../../src/server/services/accounts';
import type { AccountAnswer } from '../../src/web/routes/account.server';
import * as accountPage from '../../src/web/routes/account';
import { callerFor, personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { routeArgs, type Answer } from './route-helpers';

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
      // Where the tax invoice is once the shop confirms the order; null before.
      'invoicePdfUrl',
      'invoiceUrl',
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

describe("a reseller's KRA PIN (GET and PATCH /api/reseller/tax-details)", () => {
  const taxDetails = (who: Caller) => who.get('/api/reseller/tax-details');
  const savePin = (who: Caller, body: unknown) => who.send('PATCH', '/api/reseller/tax-details', body);
  const storedPin = async (id: number) =>
    (await app.db.select({ kraPin: users.kraPin }).from(users).where(eq(users.id, id)))[0]?.kraPin;

  it('is empty at first, saved upper-cased, read back, and cleared with an empty one', async () => {
    expect(await (await taxDetails(as.approved)).json()).toEqual({ kraPin: '' });
    const saved = await savePin(as.approved, { kraPin: ' p051234567x ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ kraPin: 'P051234567X' });
    expect(await storedPin(ids.approved)).toBe('P051234567X');
    const read = await taxDetails(as.approved);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await read.json()).toEqual({ kraPin: 'P051234567X' });

    const log = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'user.kra_pin_changed'), eq(auditEvents.entityId, String(ids.approved))),
      );
    // The log says that it changed, not the PIN itself.
    expect(log.map((entry) => [entry.actorUserId, entry.details])).toEqual([
      [ids.approved, { kraPinSet: true }],
    ]);

    expect(await (await savePin(as.approved, { kraPin: '' })).json()).toEqual({ kraPin: '' });
    expect(await storedPin(ids.approved)).toBe('');
  });

  it('is kept by a reseller awaiting approval too', async () => {
    expect((await savePin(as.unapproved, { kraPin: 'A123456789Z' })).status).toBe(200);
    expect(await (await taxDetails(as.unapproved)).json()).toEqual({ kraPin: 'A123456789Z' });
  });

  it.each([['P05123456X'], ['PP51234567X'], ['P0512345678X'], [12345], [null]])(
    'refuses %j with 400 and the message, storing nothing',
    async (kraPin) => {
      await app.db.update(users).set({ kraPin: 'P000000001A' }).where(eq(users.id, ids.approved));
      const response = await savePin(as.approved, { kraPin });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { kraPin: KRA_PIN_MESSAGE } });
      expect(await storedPin(ids.approved)).toBe('P000000001A');
    },
  );

  it('is shown and saved on the account page, a bad one refused beside the field as typed', async () => {
    const user = (await app.services.accounts.findReseller(ids.unapproved))!;
    const act = async (kraPin: string) =>
      (await accountPage.action(
        routeArgs(app, '/account', user, { intent: 'tax-details', kraPin }),
      )) as unknown as Answer<AccountAnswer>;
    const refused = await act('P05-1234567X');
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      intent: 'tax-details',
      errors: { kraPin: KRA_PIN_MESSAGE },
      values: { kraPin: 'P05-1234567X' },
    });
    const saved = await act('p999888777q');
    expect(saved.data).toMatchObject({ done: 'Your KRA PIN P999888777Q is saved.' });
    const page = await accountPage.loader(routeArgs(app, '/account', user));
    expect(page.taxDetails).toEqual({ kraPin: 'P999888777Q' });
    const admin = await app.services.accounts.findUserByEmail(
      (await app.db.select().from(users).where(eq(users.id, ids.admin)))[0]!.email,
    );
    expect((await accountPage.loader(routeArgs(app, '/account', admin!))).taxDetails).toBeNull();
  });

  it('refuses other fields, guests, and console accounts (whose PIN is the shop’s setting)', async () => {
    const extra = await savePin(as.approved, { kraPin: '', businessName: 'Renamed' });
    expect(extra.status).toBe(400);
    expect((await taxDetails(as.anonymous)).status).toBe(401);
    expect((await savePin(as.anonymous, { kraPin: 'P051234567X' })).status).toBe(401);
    const admin = await savePin(as.admin, { kraPin: 'P051234567X' });
    expect(admin.status).toBe(403);
    expect(((await admin.json()) as { message: string }).message).toBe(RESELLERS_ONLY);
    expect(await storedPin(ids.admin)).toBe('');
  });
});
