// 'Notify me when it's back': a shopper waits for a sold-out product (POST /api/back-in-stock, 202),
// is told once by mail or text when stock returns by any path (a console edit, a cancellation), and
// is then forgotten; a repeated restock or two workers at once tell nobody twice; bad input is
// refused with its message and stores nothing; the unsubscribe link works without signing in; the
// console's product list counts who waits.
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACK_IN_STOCK_LINK_REFUSED,
  BACK_IN_STOCK_UNSUBSCRIBED,
  CONTACT_NEEDED,
  PRODUCT_IN_STOCK,
  PRODUCT_NOT_FOUND,
  SIZE_IN_STOCK,
  WAITING_CONFIRMED,
} from '../../src/core/back-in-stock-messages';
import { backInStockRequests, smsMessages } from '../../src/server/db/schema';
import { insertProduct, type InsertedProduct } from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { enqueueSms } from '../../src/server/services/notifications';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, outbox, postOrder, setSizeStock, sizeStockOf } from './orders-helpers';

let app: TestApp;
let admin: Caller;

beforeAll(async () => {
  // Every sign-up here comes from one address; the limit has its own test below.
  app = await startTestApp({ seed: false, env: { SIGNUPS_PER_ADDRESS_PER_HOUR: '1000' } });
  admin = (await personas(app)).admin;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

const wait = (body: unknown) =>
  fetch(`${app.url}/api/back-in-stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function soldOutProduct(stock = 0): Promise<InsertedProduct> {
  const product = await insertProduct(app.db, { stockQuantity: stock });
  catalogueChanged();
  return product;
}

async function waitingRows(productId?: number) {
  return app.db
    .select()
    .from(backInStockRequests)
    .where(productId === undefined ? undefined : eq(backInStockRequests.productId, productId));
}

const waitingCount = async () =>
  Number((await app.db.select({ n: count() }).from(backInStockRequests))[0]!.n);

/** The owner counts new stock in the console, against the figure the form read. */
async function restockInConsole(product: InsertedProduct, stock: number, variantIndex = 0) {
  const variantId = product.variantIds[variantIndex]!;
  const loaded = await sizeStockOf(app, variantId);
  const detail = (await (await admin.get(`/api/admin/products/${product.id}`)).json()) as {
    variants: { id: number; label: string; price: string; stockQuantity: number; active: boolean }[];
  };
  const variants = detail.variants.map((size) => ({
    id: size.id,
    label: size.label,
    price: size.price,
    active: size.active,
    stockQuantity: size.id === variantId ? stock : size.stockQuantity,
    stockLoaded: size.id === variantId ? loaded : size.stockQuantity,
  }));
  const response = await admin.send('PATCH', `/api/admin/products/${product.id}`, { variants });
  expect(response.status).toBe(200);
}

const mailsAbout = async (name: string) =>
  (await outbox(app)).filter((mail) => mail.subject === `${name} is back in stock`);

const textsAbout = async (name: string) => {
  await app.services.jobs.drain();
  return app.db
    .select()
    .from(smsMessages)
    .where(like(smsMessages.message, `%${name} is back in stock%`));
};

const tokenIn = (text: string) => /\/back-in-stock\/unsubscribe\?token=([A-Za-z0-9_-]{22})/.exec(text)?.[1];

describe('POST /api/back-in-stock: refusals', () => {
  it.each([
    [
      'no product',
      { email: 'amina@example.com' },
      400,
      'productId',
      'Product id must be a positive whole number',
    ],
    ['no contact', { productId: 1 }, 400, 'email', CONTACT_NEEDED],
    ['a bad e-mail', { productId: 1, email: 'amina@' }, 400, 'email', 'Invalid email address'],
    [
      'a short phone',
      { productId: 1, phone: '0712' },
      400,
      'phone',
      'Phone number must be at least 10 digits',
    ],
    [
      'an unknown field',
      { productId: 1, email: 'amina@example.com', isAdmin: true },
      400,
      'isAdmin',
      'Unknown field "isAdmin"',
    ],
  ])('refuses %s with its message and stores nothing', async (_what, body, status, field, message) => {
    const product = await soldOutProduct();
    const response = await wait({ ...body, ...('productId' in body ? { productId: product.id } : {}) });
    expect(response.status).toBe(status);
    const json = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(json.errors[field]).toBe(message);
    expect(await waitingCount()).toBe(0);
  });

  it('refuses an unknown or hidden product (404), one in stock (409) and a size of another product (400)', async () => {
    const hidden = await insertProduct(app.db, { stockQuantity: 0, isActive: false });
    const inStock = await soldOutProduct(3);
    const other = await soldOutProduct();
    const soldOut = await soldOutProduct();
    const cases: [unknown, number, string][] = [
      [{ productId: 2_000_000, email: 'amina@example.com' }, 404, PRODUCT_NOT_FOUND],
      [{ productId: hidden.id, email: 'amina@example.com' }, 404, PRODUCT_NOT_FOUND],
      [{ productId: inStock.id, phone: '0712 345 678' }, 409, PRODUCT_IN_STOCK],
      [
        { productId: soldOut.id, variantId: other.variantIds[0], email: 'amina@example.com' },
        400,
        'variantId must be the id of one of the product’s sizes',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await wait(body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    expect(await waitingCount()).toBe(0);
  });
});

describe('waiting, then told once', () => {
  it('answers 202 once or twice alike, keeps one row per contact, and mails the e-mail what happens next', async () => {
    const product = await soldOutProduct();
    for (let i = 0; i < 2; i++) {
      const response = await wait({
        productId: product.id,
        email: 'Amina@Example.com',
        phone: '+254 712 345 678',
      });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ message: WAITING_CONFIRMED });
    }
    const rows = await waitingRows(product.id);
    expect(rows.map((row) => [row.channel, row.contact, row.variantId]).sort()).toEqual([
      ['email', 'amina@example.com', null],
      ['sms', '+254712345678', null],
    ]);
    const waitingMails = (await outbox(app)).filter(
      (mail) => mail.subject === `We will tell you when ${product.name} is back`,
    );
    expect(waitingMails).toHaveLength(1);
    expect(waitingMails[0]!.to).toBe('amina@example.com');
    expect(tokenIn(waitingMails[0]!.text)).toBe(rows.find((row) => row.channel === 'email')!.contactKey);
  });

  it('tells each waiting shopper once when the owner restocks, forgets them, and a second restock tells nobody', async () => {
    const product = await soldOutProduct();
    await wait({ productId: product.id, email: 'baraka@example.com' });
    await wait({ productId: product.id, phone: '0722 000 111' });
    await wait({ productId: product.id, email: 'chebet@example.com' });

    await restockInConsole(product, 12);
    const mails = await mailsAbout(product.name);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['baraka@example.com', 'chebet@example.com']);
    expect(mails[0]!.text).toContain(`${app.config.publicUrl}/product/${product.id}`);
    expect(tokenIn(mails[0]!.text)).toBeDefined();
    const texts = await textsAbout(product.name);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '+254722000111', recipient: 'customer', orderId: null });
    expect(texts[0]!.message).toContain(`${app.config.publicUrl}/product/${product.id}`);
    expect(await waitingRows(product.id)).toEqual([]);

    // Sold out and restocked again: nobody is waiting any more, so nobody hears twice.
    await setSizeStock(app, product.variantIds[0]!, 0);
    await restockInConsole(product, 5);
    expect(await mailsAbout(product.name)).toHaveLength(2);
    expect(await textsAbout(product.name)).toHaveLength(1);
  });

  it('tells them when a cancelled order puts the last units back', async () => {
    const product = await soldOutProduct(2);
    const placed = await postOrder(app, {
      ...customer,
      items: [{ id: product.id, quantity: 2 }],
      paymentMethod: 'pay_later',
    });
    expect(placed.status).toBe(201);
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    expect(await sizeStockOf(app, product.variantIds[0]!)).toBe(0);
    expect((await wait({ productId: product.id, email: 'dida@example.com' })).status).toBe(202);

    const cancelled = await admin.post(`/api/admin/orders/${orderNumber}/status`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect((await mailsAbout(product.name)).map((mail) => mail.to)).toEqual(['dida@example.com']);
    expect(await waitingRows(product.id)).toEqual([]);
  });

  it('keeps them waiting when the product is sold out again before the job runs', async () => {
    const product = await soldOutProduct();
    await wait({ productId: product.id, email: 'esther@example.com' });
    await restockInConsole(product, 4);
    // Sold before any worker looked: there is nothing to order, so the wait goes on.
    await setSizeStock(app, product.variantIds[0]!, 0);
    expect(await mailsAbout(product.name)).toEqual([]);
    expect(await waitingRows(product.id)).toHaveLength(1);
    await restockInConsole(product, 4);
    expect((await mailsAbout(product.name)).map((mail) => mail.to)).toEqual(['esther@example.com']);
  });

  it('tells each shopper once when two restocks are worked by two workers at once', async () => {
    const product = await soldOutProduct();
    const emails = Array.from({ length: 12 }, (_, i) => `shopper${i}@example.com`);
    for (const email of emails) expect((await wait({ productId: product.id, email })).status).toBe(202);
    await outbox(app);

    await restockInConsole(product, 6);
    await restockInConsole(product, 9);
    await Promise.all([app.services.jobs.drain(), app.services.jobs.drain(), app.services.jobs.drain()]);
    const mails = await mailsAbout(product.name);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...emails].sort());
  });

  it('waits for the chosen size: another size coming back tells nobody, that size does', async () => {
    const product = await insertProduct(app.db, {
      variants: [
        { label: '100 g', sku: `BIS-${Date.now()}-100`, priceCents: 500_00, stockQuantity: 3 },
        { label: '250 g', sku: `BIS-${Date.now()}-250`, priceCents: 900_00, stockQuantity: 0 },
      ],
    });
    catalogueChanged();
    const large = product.variantIds[1]!;
    expect((await wait({ productId: product.id, email: 'fatma@example.com' })).status).toBe(409);
    const asked = await wait({
      productId: product.id,
      variantId: product.variantIds[0],
      email: 'fatma@example.com',
    });
    expect(asked.status).toBe(409);
    expect(((await asked.json()) as { message: string }).message).toBe(SIZE_IN_STOCK);

    expect((await wait({ productId: product.id, variantId: large, email: 'fatma@example.com' })).status).toBe(
      202,
    );
    await restockInConsole(product, 8, 0);
    expect(await mailsAbout(product.name)).toEqual([]);
    await restockInConsole(product, 2, 1);
    const [mail] = await mailsAbout(product.name);
    expect(mail!.text).toContain(`/product/${product.id}?size=${large}`);
  });
});

describe('unsubscribing without signing in', () => {
  const unsubscribe = (token: unknown) =>
    fetch(`${app.url}/api/back-in-stock/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });

  it('takes the shopper off every list, answers the same when used again, and refuses a malformed link', async () => {
    const first = await soldOutProduct();
    const second = await soldOutProduct();
    await wait({ productId: first.id, email: 'gathoni@example.com' });
    await wait({ productId: second.id, email: 'gathoni@example.com' });
    await wait({ productId: second.id, email: 'halima@example.com' });
    const [row] = (await waitingRows(first.id)).filter((r) => r.contact === 'gathoni@example.com');

    for (let i = 0; i < 2; i++) {
      const response = await unsubscribe(row!.contactKey);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: BACK_IN_STOCK_UNSUBSCRIBED });
    }
    expect((await waitingRows()).filter((r) => r.contact === 'gathoni@example.com')).toEqual([]);
    expect((await waitingRows(second.id)).map((r) => r.contact)).toEqual(['halima@example.com']);

    const bad = await unsubscribe('not a token');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(BACK_IN_STOCK_LINK_REFUSED);
  });
});

describe("the console's product list", () => {
  it('counts the shoppers waiting for each product', async () => {
    const product = await soldOutProduct();
    await wait({ productId: product.id, email: 'imani@example.com' });
    await wait({ productId: product.id, phone: '0733 111 222' });
    const response = await admin.get(`/api/admin/products?q=${encodeURIComponent(product.slug)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { products: { id: number; waiting: number }[] };
    expect(body.products).toEqual([expect.objectContaining({ id: product.id, waiting: 2 })]);
  });
});

describe('phones the shop can text (SMS_COUNTRIES, Kenya by default)', () => {
  const OUTSIDE =
    'We can only send text messages to numbers starting +254. Please enter such a number, or your e-mail.';

  it.each([
    ['an international network number', '+882 1234 567890'],
    ['a Tanzanian number', '+255 712 345 678'],
    ['a Tanzanian number without its +', '255712345678'],
  ])('refuses %s with 400 and its message, and stores nothing', async (_what, phone) => {
    const product = await soldOutProduct();
    const response = await wait({ productId: product.id, phone });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: OUTSIDE, errors: { phone: OUTSIDE } });
    // Not even the e-mail sent with it: the request is refused whole.
    const both = await wait({ productId: product.id, phone, email: 'lwazi@example.com' });
    expect(both.status).toBe(400);
    expect(await waitingRows(product.id)).toEqual([]);
  });

  it('sends no text to a number outside them, already waiting or written before: the message fails, said why', async () => {
    await enqueueSms(app.db, {
      key: 'test-outside-countries',
      orderId: null,
      recipient: 'customer',
      to: '+88212345678901',
      message: 'Shea butter is back in stock',
    });
    await app.services.jobs.drain();
    const [row] = await app.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.key, 'test-outside-countries'));
    expect(row).toMatchObject({
      state: 'failed',
      failureReason: 'not sent: the number is outside the countries the shop texts (SMS_COUNTRIES)',
      providerMessageId: null,
      sentAt: null,
    });
  });

  it('takes the countries the owner adds', async () => {
    const wider = await startTestApp({ seed: false, env: { SMS_COUNTRIES: '254, +255' } });
    try {
      const product = await insertProduct(wider.db, { stockQuantity: 0 });
      const post = (phone: string) =>
        fetch(`${wider.url}/api/back-in-stock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ productId: product.id, phone }),
        });
      expect((await post('+255 712 345 678')).status).toBe(202);
      expect((await post('0712 345 678')).status).toBe(202);
      const refused = await post('+882 1234 567890');
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'We can only send text messages to numbers starting +254 or +255. Please enter such a number, or your e-mail.',
      );
      const rows = await wider.db.select().from(backInStockRequests);
      expect(rows.map((row) => row.contact).sort()).toEqual(['+254712345678', '+255712345678']);
    } finally {
      await wider.services.jobs.drain();
      await wider.close();
    }
  });
});

describe('the limit on sign-ups from one address', () => {
  it('answers 429 with Retry-After past the limit, shared with the other sign-up forms, and stores nothing more', async () => {
    const limited = await startTestApp({ seed: false, env: { SIGNUPS_PER_ADDRESS_PER_HOUR: '2' } });
    try {
      const product = await insertProduct(limited.db, { stockQuantity: 0 });
      const post = (path: string, body: unknown) =>
        fetch(`${limited.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await post('/api/newsletter', { email: 'jabali@example.com' })).status).toBe(201);
      expect(
        (await post('/api/back-in-stock', { productId: product.id, email: 'jabali@example.com' })).status,
      ).toBe(202);
      const refused = await post('/api/back-in-stock', { productId: product.id, email: 'kioko@example.com' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'Too many sign-ups from your address. Please try again later.',
      );
      const rows = await limited.db.select().from(backInStockRequests);
      expect(rows.map((row) => row.contact)).toEqual(['jabali@example.com']);
    } finally {
      await limited.services.jobs.drain();
      await limited.close();
    }
  });
});
