// Nobody can take a product off sale by placing orders they never pay: the unpaid retail orders of
// one client address, phone or email hold at most UNPAID_UNITS_PER_PRODUCT units of a product
// (10 by default), counted in PostgreSQL under the product's row lock, so parallel orders too. (One
// M-Pesa order may go past it for a short while: surplus-hold.test.ts.)
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { personas } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { stkPush, waitForResult, PHONES } from './mpesa-helpers';
import { customer, productWithStock, stockOf } from './orders-helpers';

// The shipped default (limits-env.test.ts checks it is the default).
const LIMIT = 10;
let app: TestApp;
let nextAddress = 0;
let nextShopper = 0;

beforeAll(async () => {
  app = await startTestApp({
    // Behind one proxy, which names the client: each test has its own addresses.
    env: { TRUST_PROXY: '1', UNPAID_UNITS_PER_PRODUCT: String(LIMIT), MPESA_SIM_CALLBACK_DELAY_MS: '0' },
  });
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

const freshAddress = () => `10.9.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;

/** A shopper's details no other test uses; `same` keeps some of them. */
function shopper(same: Partial<typeof customer> = {}) {
  const n = ++nextShopper;
  return {
    ...customer,
    customerEmail: `shopper${n}@example.com`,
    customerPhone: `0733${String(n).padStart(6, '0')}`,
    ...same,
  };
}

function order(
  address: string,
  productId: number,
  quantity: number,
  details = shopper(),
  paymentMethod = 'pay_later',
) {
  return fetch(`${app.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ ...details, items: [{ id: productId, quantity }], paymentMethod }),
  });
}

async function ordersOf(productId: number) {
  const rows = await app.db.select().from(orders).where(eq(orders.kind, 'retail'));
  return rows.filter((row) => row.items.some((line) => line.productId === productId));
}

const refusal = (name: string) =>
  `Orders not yet paid may hold at most ${LIMIT} of ${name} for one customer. Please pay for your open order first, or call or WhatsApp us on +254 700 123 456 and we will help you order more.`;

describe('unpaid orders from one address', () => {
  it('hold at most 10 units of a product: of 4 Pay Later orders for all 70, those beyond 10 are refused', async () => {
    const product = await productWithStock(app, 70);
    const address = freshAddress();
    expect((await order(address, product.id, 6)).status).toBe(201);
    expect((await order(address, product.id, 4)).status).toBe(201);
    for (const quantity of [20, 1]) {
      const refused = await order(address, product.id, quantity);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        message: refusal(product.name),
        errors: { 'items.0': refusal(product.name) },
      });
    }
    expect(await stockOf(app, product.id)).toBe(60);
    expect(await ordersOf(product.id)).toHaveLength(2);
    // Another client may still buy the rest.
    expect((await order(freshAddress(), product.id, 10)).status).toBe(201);
  });

  it('count M-Pesa orders awaiting payment too, one past the limit included (surplus-hold.test.ts)', async () => {
    const product = await productWithStock(app, 70, 1);
    const address = freshAddress();
    expect((await order(address, product.id, 11, shopper(), 'mpesa')).status).toBe(201);
    expect((await order(address, product.id, 1, shopper(), 'mpesa')).status).toBe(409);
    expect((await order(address, product.id, 1, shopper(), 'pay_later')).status).toBe(409);
    expect(await stockOf(app, product.id)).toBe(59);
  });

  it('keep a digest of the address on the order, never the address', async () => {
    const product = await productWithStock(app, 70, 2);
    const address = freshAddress();
    expect((await order(address, product.id, 1)).status).toBe(201);
    const [row] = await ordersOf(product.id);
    expect(row!.clientAddressDigest).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(row)).not.toContain(address);
  });
});

describe('unpaid orders of one phone or one e-mail', () => {
  it('are counted together from other addresses, whatever way the phone is written', async () => {
    const product = await productWithStock(app, 70, 3);
    expect(
      (await order(freshAddress(), product.id, 8, shopper({ customerPhone: '0712 998 877' }))).status,
    ).toBe(201);
    const refused = await order(freshAddress(), product.id, 3, shopper({ customerPhone: '+254 712-998877' }));
    expect(refused.status).toBe(409);
    await refused.arrayBuffer();
    expect(
      (await order(freshAddress(), product.id, 2, shopper({ customerPhone: '254712998877' }))).status,
    ).toBe(201);
    expect(await stockOf(app, product.id)).toBe(60);
  });

  it('are counted together whatever the case of the e-mail, older orders stored in capitals too', async () => {
    const product = await productWithStock(app, 70, 4);
    expect(
      (await order(freshAddress(), product.id, 5, shopper({ customerEmail: 'Achieng@Example.com' }))).status,
    ).toBe(201);
    // Orders placed before e-mails were lower-cased on the way in kept them as typed.
    await app.db
      .update(orders)
      .set({ customerEmail: 'ACHIENG@EXAMPLE.COM' })
      .where(eq(orders.customerEmail, 'achieng@example.com'));
    const refused = await order(
      freshAddress(),
      product.id,
      6,
      shopper({ customerEmail: 'achieng@example.com' }),
    );
    expect(refused.status).toBe(409);
    await refused.arrayBuffer();
    expect(await stockOf(app, product.id)).toBe(65);
  });
});

describe('parallel orders from one address', () => {
  it('hold at most 10 units however they race: 8 orders of 3 units, 3 placed', async () => {
    const product = await productWithStock(app, 70, 5);
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, () => order(address, product.id, 3)));
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await stockOf(app, product.id)).toBe(61);
    const held = (await ordersOf(product.id)).flatMap((row) => row.items).reduce((n, l) => n + l.quantity, 0);
    expect(held).toBe(9);
  });
});

describe('the allowance comes back', () => {
  it('once an order is paid, and its address digest is gone', async () => {
    const product = await productWithStock(app, 70, 6);
    const address = freshAddress();
    const details = shopper();
    const first = await order(address, product.id, 10, details, 'mpesa');
    expect(first.status).toBe(201);
    const { orderNumber } = (await first.json()) as { orderNumber: string };
    expect((await order(address, product.id, 1, shopper())).status).toBe(409);

    const paid = await stkPush(app, orderNumber, PHONES.pays);
    expect((await waitForResult(app, paid)).ResultCode).toBe('0');
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row).toMatchObject({ status: 'confirmed', clientAddressDigest: null });
    expect((await order(address, product.id, 10, details)).status).toBe(201);
  });

  it('once an order is cancelled', async () => {
    const product = await productWithStock(app, 70, 7);
    const address = freshAddress();
    const first = await order(address, product.id, 10);
    const { orderNumber } = (await first.json()) as { orderNumber: string };
    expect((await order(address, product.id, 1)).status).toBe(409);
    const admin = (await personas(app)).admin;
    expect(
      (await admin.post(`/api/admin/orders/${orderNumber}/status`, { status: 'cancelled' })).status,
    ).toBe(200);
    expect((await order(address, product.id, 10)).status).toBe(201);
  });
});

describe('reseller orders', () => {
  it('are not limited, and do not count against a shopper of the same e-mail', async () => {
    const product = await productWithStock(app, 100, 8);
    const { approved } = await personas(app);
    for (let i = 0; i < 2; i++) {
      const response = await approved.post('/api/reseller/orders', {
        items: [{ id: product.id, quantity: 15 }],
      });
      expect(response.status).toBe(201);
    }
    const wholesale = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.kind, 'wholesale'), inArray(orders.status, ['pending'])));
    const email = wholesale.find((row) => row.items.some((l) => l.productId === product.id))!.customerEmail;
    expect((await order(freshAddress(), product.id, 10, shopper({ customerEmail: email }))).status).toBe(201);
    expect(await stockOf(app, product.id)).toBe(60);
  });
});
