// Nobody can take a limited discount code from every shopper with orders they never pay: an unpaid
// order's use of a code with a use limit counts in the client's unpaid hold, one such use per client
// (known by its address, phone or e-mail), counted under the code's row lock, so parallel orders
// too. 5 unpaid M-Pesa orders once took all 5 uses of a code for 24 hours.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, orders } from '../../src/server/db/schema';
import { insertProduct, type InsertedProduct } from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer } from './orders-helpers';
import { payByPrompt } from './refunds-helpers';

let app: TestApp;
const butters: InsertedProduct[] = [];

beforeAll(async () => {
  // Behind one proxy, which names the client: each test has its own addresses.
  app = await startTestApp({ seed: false, env: { TRUST_PROXY: '1', MPESA_SIM_CALLBACK_DELAY_MS: '0' } });
  for (const n of [1, 2]) {
    butters.push(
      await insertProduct(app.db, {
        slug: `held-butter-${n}`,
        name: `Held Butter ${n}`,
        variants: [{ label: '200 ml', sku: `HELD-${n}`, priceCents: 1000_00, stockQuantity: 10_000 }],
      }),
    );
  }
  catalogueChanged();
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

let nextAddress = 0;
let nextShopper = 0;
let nextCode = 0;
const freshAddress = () => `10.8.0.${++nextAddress}`;

/** A shopper's details no other test uses; `same` keeps some of them. */
function shopper(same: Partial<typeof customer> = {}) {
  const n = ++nextShopper;
  return {
    ...customer,
    customerEmail: `held${n}@example.com`,
    customerPhone: `0744${String(n).padStart(6, '0')}`,
    ...same,
  };
}

async function newCode(maxUses: number | null) {
  const [row] = await app.db
    .insert(discountCodes)
    .values({ code: `HOLD${++nextCode}X`, kind: 'percent', value: 10, maxUses })
    .returning();
  return row!;
}

function order(
  address: string,
  discountCode: string,
  details = shopper(),
  { paymentMethod = 'mpesa', product = butters[0]! } = {},
) {
  return fetch(`${app.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      ...details,
      items: [{ id: product.id, variantId: product.variantIds[0], quantity: 1 }],
      paymentMethod,
      discountCode,
    }),
  });
}

const orderCount = async () => Number((await app.db.select({ n: count() }).from(orders))[0]!.n);
const usesOf = async (id: number) =>
  (await app.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.uses;

const heldMessage = (code: string) =>
  `The code ${code} can be used on one unpaid order at a time. Please pay for your open order first, then order again with the code.`;

async function expectHeld(response: Response, code: string) {
  expect(response.status).toBe(409);
  expect(await response.json()).toMatchObject({
    message: heldMessage(code),
    errors: { discountCode: heldMessage(code) },
  });
}

async function placed(response: Response) {
  expect(response.status).toBe(201);
  return (await response.json()) as { orderNumber: string };
}

describe('an unpaid order’s use of a limited code', () => {
  it('lets 5 unpaid orders from one shopper take one use of a 5-use code, leaving 4 for others', async () => {
    const code = await newCode(5);
    const address = freshAddress();
    const who = shopper();
    await placed(await order(address, code.code, who));
    const before = await orderCount();
    for (let i = 0; i < 4; i++) await expectHeld(await order(address, code.code, who), code.code);
    expect(await orderCount()).toBe(before);
    expect(await usesOf(code.id)).toBe(1);
    for (let i = 0; i < 4; i++) await placed(await order(freshAddress(), code.code));
    expect(await usesOf(code.id)).toBe(5);
  });

  it('knows the shopper by address, phone or e-mail, whatever their case or spelling', async () => {
    const code = await newCode(100);
    const address = freshAddress();
    const first = shopper();
    await placed(await order(address, code.code, first));
    const before = await orderCount();
    // The same address with other details; the same phone written another way; the same e-mail in capitals.
    await expectHeld(await order(address, code.code.toLowerCase()), code.code);
    const samePhone = shopper({ customerPhone: `+254 ${first.customerPhone.slice(1)}` });
    await expectHeld(await order(freshAddress(), code.code, samePhone), code.code);
    const sameEmail = shopper({ customerEmail: first.customerEmail.toUpperCase() });
    await expectHeld(await order(freshAddress(), code.code, sameEmail), code.code);
    // Pay Later is unpaid too, and another product is no way round.
    await expectHeld(
      await order(address, code.code, first, { paymentMethod: 'pay_later', product: butters[1]! }),
      code.code,
    );
    expect(await orderCount()).toBe(before);
    expect(await usesOf(code.id)).toBe(1);
  });

  it('is freed once the open order is paid', async () => {
    const code = await newCode(10);
    const address = freshAddress();
    const who = shopper();
    const first = await placed(await order(address, code.code, who));
    await expectHeld(await order(address, code.code, who), code.code);
    await payByPrompt(app, first.orderNumber);
    await placed(await order(address, code.code, who));
    expect(await usesOf(code.id)).toBe(2);
  });

  it('holds no code without a use limit', async () => {
    const code = await newCode(null);
    const address = freshAddress();
    const who = shopper();
    for (let i = 0; i < 3; i++) await placed(await order(address, code.code, who));
    expect(await usesOf(code.id)).toBe(3);
  });

  it('gives 10 parallel orders from one shopper with one limited code exactly one success', async () => {
    const code = await newCode(50);
    const address = freshAddress();
    const who = shopper();
    const before = await orderCount();
    const answers = await Promise.all(
      // Two products, so the products' row locks do not line the orders up: the code's lock must.
      Array.from({ length: 10 }, (_, i) => order(address, code.code, who, { product: butters[i % 2]! })),
    );
    const statuses = answers.map((answer) => answer.status);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { message?: string }[];
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(new Set(bodies.filter((_, i) => statuses[i] === 409).map((body) => body.message))).toEqual(
      new Set([heldMessage(code.code)]),
    );
    expect(await orderCount()).toBe(before + 1);
    expect(await usesOf(code.id)).toBe(1);
  });
});
