// Nobody guesses discount codes through orders: a code the shop does not know, typed on an order
// (POST /api/orders, POST /api/reseller/orders), counts against the same per-address limit as the
// cart's check (POST /api/discounts/check, 20 a minute), in one counter in PostgreSQL. Past it every
// code answers 429 with Retry-After, a right one too, and nothing is stored. A right code is not
// counted. 300 orders with codes SALE0000-SALE0299 from one address once got 300 answers of 400.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountRedemptions, orders } from '../../src/server/db/schema';
import { insertProduct, type InsertedProduct } from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { personas, type Caller } from '../support/accounts';
import { sharedDatabase, type SharedDatabase } from '../support/shared-database';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, productWithStock, sizeStockOf } from './orders-helpers';

const TRIES = 20;
const TOO_MANY = 'Too many discount codes tried. Please wait a minute and try again.';
const NOT_VALID = 'This discount code is not valid';

let app: TestApp;
let reseller: Caller;
let butter: InsertedProduct;
const RIGHT = 'KARIBU10';

beforeAll(async () => {
  // Behind one trusted proxy, so each test is a client address of its own.
  app = await startTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
  reseller = (await personas(app)).approved;
  butter = await insertProduct(app.db, {
    slug: 'guess-butter',
    name: 'Guess Butter',
    variants: [{ label: '200 ml', sku: 'GUESS-1', priceCents: 1000_00, stockQuantity: 10_000 }],
  });
  catalogueChanged();
  await app.db.insert(discountCodes).values({ code: RIGHT, kind: 'percent', value: 10 });
});
afterAll(() => app.close());

let addresses = 0;
const freshAddress = () => `203.0.113.${++addresses}`;
const items = (quantity = 1) => [{ id: butter.id, variantId: butter.variantIds[0], quantity }];

function post(path: string, body: unknown, address: string, cookie = '', target: { url: string } = app) {
  return fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      origin: app.config.publicUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

let guesses = 0;
const wrongCode = () => `SALE${String(guesses++).padStart(4, '0')}`;
const order = (address: string, discountCode = wrongCode(), target: { url: string } = app) =>
  post(
    '/api/orders',
    { ...customer, paymentMethod: 'mpesa', items: items(), discountCode },
    address,
    '',
    target,
  );
const check = (address: string, code = wrongCode()) =>
  post('/api/discounts/check', { code, items: items() }, address);

const rows = async () => ({
  orders: Number((await app.db.select({ n: count() }).from(orders))[0]!.n),
  redemptions: Number((await app.db.select({ n: count() }).from(discountRedemptions))[0]!.n),
  stock: await sizeStockOf(app, butter.variantIds[0]!),
});

async function expectNotValid(response: Response) {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ errors: { discountCode: NOT_VALID } });
}

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  expect(await response.json()).toMatchObject({ message: TOO_MANY });
}

describe('codes tried on orders', () => {
  it('answers 20 wrong codes 400, then 429 with Retry-After for any code, storing nothing', async () => {
    const address = freshAddress();
    const before = await rows();
    for (let i = 0; i < TRIES; i++) await expectNotValid(await order(address));
    await expectTooMany(await order(address));
    // A right code now is refused alike: a different answer would tell a guesser it is right.
    await expectTooMany(await order(address, RIGHT));
    // The cart's check shares the counter.
    await expectTooMany(await check(address, RIGHT));
    expect(await rows()).toEqual(before);
    // Another address is counted apart.
    expect((await order(freshAddress(), RIGHT)).status).toBe(201);
  });

  // 300 requests one after another: well inside 30 s on an idle machine, not on a busy one.
  it(
    'answers the attack’s 300 codes SALE0000-SALE0299 from one address 20 times 400 and 280 times 429',
    { timeout: 120_000 },
    async () => {
      const address = freshAddress();
      const before = await rows();
      const statuses: number[] = [];
      for (let i = 0; i < 300; i++) {
        const answer = await order(address, `SALE${String(i).padStart(4, '0')}`);
        await answer.arrayBuffer();
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, TRIES)).toEqual(Array(TRIES).fill(400));
      expect(statuses.slice(TRIES)).toEqual(Array(300 - TRIES).fill(429));
      expect(await rows()).toEqual(before);
    },
  );

  it('counts checks and orders in one counter, either way round', async () => {
    const checksFirst = freshAddress();
    for (let i = 0; i < 10; i++) await expectNotValid(await check(checksFirst));
    for (let i = 0; i < 10; i++) await expectNotValid(await order(checksFirst));
    await expectTooMany(await order(checksFirst));

    const ordersFirst = freshAddress();
    for (let i = 0; i < 15; i++) await expectNotValid(await order(ordersFirst));
    for (let i = 0; i < 5; i++) await expectNotValid(await check(ordersFirst));
    await expectTooMany(await check(ordersFirst));
    await expectTooMany(await order(ordersFirst));
  });

  it('does not count a right code, nor an order without one', async () => {
    const address = freshAddress();
    for (let i = 0; i < TRIES - 1; i++) await expectNotValid(await order(address));
    for (let i = 0; i < 3; i++) {
      const placed = await order(address, RIGHT.toLowerCase());
      expect(placed.status).toBe(201);
      expect(await placed.json()).toMatchObject({ discountCode: RIGHT, discount: '100.00' });
    }
    const plain = await post('/api/orders', { ...customer, paymentMethod: 'mpesa', items: items() }, address);
    expect(plain.status).toBe(201);
    await expectNotValid(await order(address));
    await expectTooMany(await order(address));
  });

  it('gives 30 parallel wrong codes from one address exactly 20 answers of 400 and 10 of 429', async () => {
    const address = freshAddress();
    const before = await rows();
    const answers = await Promise.all(Array.from({ length: 30 }, () => order(address)));
    const statuses = answers.map((answer) => answer.status);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    expect(statuses.filter((status) => status === 400)).toHaveLength(TRIES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await rows()).toEqual(before);
  });

  it('counts a reseller’s wrong codes on wholesale orders too', async () => {
    const address = freshAddress();
    const wholesale = (discountCode: string) =>
      post('/api/reseller/orders', { items: items(10), discountCode }, address, reseller.cookie);
    for (let i = 0; i < TRIES - 1; i++) await expectNotValid(await wholesale(wrongCode()));
    expect((await wholesale(RIGHT)).status).toBe(201);
    await expectNotValid(await wholesale(wrongCode()));
    await expectTooMany(await wholesale(wrongCode()));
    await expectTooMany(await order(address, RIGHT));
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('codes tried through two app processes', () => {
  let shop: SharedDatabase;

  afterAll(() => shop?.close());

  it('counts one limit for an address whichever process answers', async () => {
    shop = await sharedDatabase({ env: { TRUST_PROXY: '1' } });
    const [first, second] = await Promise.all([shop.startApp(), shop.startProcess()]);
    const product = await productWithStock(first, 100);
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          '/api/orders',
          {
            ...customer,
            paymentMethod: 'mpesa',
            items: [{ id: product.id, quantity: 1 }],
            discountCode: wrongCode(),
          },
          address,
          '',
          i % 2 === 0 ? first : second,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    expect(statuses.filter((status) => status === 400)).toHaveLength(TRIES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
