// NUL and other control characters in any text the API takes answer 400 with a message saying what
// to fix, and nothing is stored (PostgreSQL cannot store NUL: these used to be 500s).
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  mpesaPayments,
  newsletterSubscribers,
  orders,
  resellerWaitlist,
  reviews,
  shopDocuments,
  shopDocumentVersions,
  users,
} from '../../src/server/db/schema';
import type { ShopSettings } from '../../src/core/shop-settings-values';
import { callerFor, personas, resellerForm, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer } from './orders-helpers';

const CONTROL = 'Remove the control characters from this field';
const ONE_LINE = 'This field must be one line, without tabs or line breaks';
const NUL = '\u0000';
// Half of a UTF-16 pair on its own: JSON carries it escaped, PostgreSQL's JSON refuses it.
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udfff';

let app: TestApp;
let as: Record<Persona, Caller>;

beforeAll(async () => {
  app = await startTestApp();
  as = await personas(app);
});
afterAll(() => app.close());

async function rowsIn(table: PgTable) {
  const [row] = await app.db.select({ n: count() }).from(table);
  return row!.n;
}

/** Posts `body` and expects a 400 naming `field`, with no row added to `table`. */
async function expectRefused(
  caller: Caller,
  path: string,
  body: unknown,
  table: PgTable,
  field: string,
  message = CONTROL,
) {
  const before = await rowsIn(table);
  const response = await caller.post(path, body);
  expect(response.status).toBe(400);
  const answer = (await response.json()) as { message: string; errors: Record<string, string> };
  expect(answer.errors[field]).toBe(message);
  expect(await rowsIn(table)).toBe(before);
}

const order = { ...customer, items: [{ id: 1, quantity: 1 }], paymentMethod: 'pay_later' };
const contact = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.com',
  phone: '0712345678',
  subject: 'other',
  message: 'Which butter suits dry skin?',
};
const review = {
  name: 'Wanjiru',
  rating: 5,
  title: 'Softest skin',
  body: 'My elbows have never been this soft.',
};

describe('POST /api/orders', () => {
  it.each(['customerName', 'customerEmail', 'customerPhone', 'deliveryAddress'])(
    'refuses NUL in %s',
    async (field) => {
      const value = `${order[field as keyof typeof customer]}${NUL}`;
      await expectRefused(as.anonymous, '/api/orders', { ...order, [field]: value }, orders, field);
    },
  );

  it('refuses a line break in the name, and keeps one in the address', async () => {
    await expectRefused(
      as.anonymous,
      '/api/orders',
      { ...order, customerName: 'Wanjiku\nKamau' },
      orders,
      'customerName',
      ONE_LINE,
    );
    const response = await as.anonymous.post('/api/orders', {
      ...order,
      deliveryAddress: 'Moi Avenue,\nBazaar Plaza, 3rd floor',
    });
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row!.deliveryAddress).toBe('Moi Avenue,\nBazaar Plaza, 3rd floor');
  });
});

describe('POST /api/contact', () => {
  it.each(['firstName', 'lastName', 'email', 'phone', 'message'])('refuses NUL in %s', async (field) => {
    const value = `${contact[field as keyof typeof contact]}${NUL}`;
    await expectRefused(as.anonymous, '/api/contact', { ...contact, [field]: value }, contactMessages, field);
  });

  it('refuses an escape character in the message, and keeps its line breaks and tabs', async () => {
    await expectRefused(
      as.anonymous,
      '/api/contact',
      { ...contact, message: 'Hello \u001b[31mthere' },
      contactMessages,
      'message',
    );
    const message = 'Hello,\r\n\tWhich butter suits dry skin?';
    expect((await as.anonymous.post('/api/contact', { ...contact, message })).status).toBe(201);
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.message, message));
    expect(row).toBeDefined();
  });
});

describe('POST /api/products/:id/reviews', () => {
  it.each(['name', 'title', 'body'])('refuses NUL in %s', async (field) => {
    const value = `${review[field as keyof typeof review]}${NUL}`;
    await expectRefused(
      as.anonymous,
      '/api/products/1/reviews',
      { ...review, [field]: value },
      reviews,
      field,
    );
  });
});

describe('sign-up and sign-in', () => {
  it.each(['email', 'firstName', 'lastName', 'businessName', 'phone'])(
    'POST /api/auth/register refuses NUL in %s',
    async (field) => {
      const form = resellerForm();
      const value = `${form[field as keyof typeof form]}${NUL}`;
      await expectRefused(as.anonymous, '/api/auth/register', { ...form, [field]: value }, users, field);
    },
  );

  it('POST /api/auth/login refuses NUL in the email', async () => {
    const response = await as.anonymous.post('/api/auth/login', { email: `a${NUL}@b.co`, password: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { email: CONTROL } });
  });
});

describe('email lists', () => {
  it('POST /api/newsletter refuses NUL in the email', async () => {
    await expectRefused(
      as.anonymous,
      '/api/newsletter',
      { email: `amina${NUL}@example.com` },
      newsletterSubscribers,
      'email',
    );
  });

  it('POST /api/reseller/waitlist refuses NUL in the email', async () => {
    await expectRefused(
      as.anonymous,
      '/api/reseller/waitlist',
      { email: `amina@example.com${NUL}` },
      resellerWaitlist,
      'email',
    );
  });
});

describe('wholesale orders', () => {
  it('POST /api/reseller/orders refuses NUL in the notes and keeps their line breaks', async () => {
    const body = { items: [{ id: 1, quantity: 1 }], notes: `Deliver${NUL} on Monday` };
    await expectRefused(as.approved, '/api/reseller/orders', body, orders, 'notes');
    const kept = await as.approved.post('/api/reseller/orders', { ...body, notes: 'Deliver\non Monday' });
    expect(kept.status).toBe(201);
    expect(await kept.json()).toMatchObject({ notes: 'Deliver\non Monday' });
  });

  it('POST /api/admin/wholesale-orders/:orderNumber/status refuses NUL in the order number', async () => {
    const response = await as.admin.post('/api/admin/wholesale-orders/WS-%00/status', {
      status: 'confirmed',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { orderNumber: CONTROL } });
  });
});

describe('orders by number', () => {
  it('GET /api/orders/track answers a NUL in the number or the email as not found', async () => {
    for (const query of ['orderNumber=%00&email=a%40b.co', 'orderNumber=HM-%00&email=a%40b.co']) {
      const response = await as.anonymous.get(`/api/orders/track?${query}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Order not found' });
    }
  });

  it('POST /api/orders/:orderNumber/payment-method refuses NUL in the order number', async () => {
    const response = await as.anonymous.post('/api/orders/HM-%00/payment-method', {
      paymentMethod: 'mpesa',
      email: customer.customerEmail,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { orderNumber: CONTROL } });
  });
});

describe('M-Pesa', () => {
  it.each([
    ['orderReference', { phoneNumber: '0712345678', orderReference: `HM-${NUL}` }],
    ['description', { phoneNumber: '0712345678', orderReference: 'HM-7K2Q9X4M', description: `Order${NUL}` }],
    ['phoneNumber', { phoneNumber: `0712${NUL}345678`, orderReference: 'HM-7K2Q9X4M' }],
  ])('POST /api/mpesa/stk-push refuses NUL in %s', async (field, body) => {
    await expectRefused(callerFor(app), '/api/mpesa/stk-push', body, mpesaPayments, field);
  });

  it('refuses NUL in a checkout request id', async () => {
    const query = await as.anonymous.post('/api/mpesa/query-status', { checkoutRequestId: `ws_CO_${NUL}` });
    expect(query.status).toBe(400);
    expect((await as.anonymous.get('/api/mpesa/events/ws_CO_%00')).status).toBe(400);
  });
});

describe('wishlist and products', () => {
  it('refuses NUL in a session id or a product id', async () => {
    expect((await as.anonymous.get('/api/wishlist?sessionId=abcdefgh%00')).status).toBe(400);
    expect(
      (await as.anonymous.post('/api/wishlist', { sessionId: `abcdefgh${NUL}`, productId: 1 })).status,
    ).toBe(400);
    expect((await as.anonymous.post('/api/wishlist', { productId: `1${NUL}` })).status).toBe(400);
    expect((await as.anonymous.get('/api/products/1%00')).status).toBe(400);
    expect((await as.anonymous.get('/api/products/1%00/reviews')).status).toBe(400);
  });

  it('lists products for a search with NUL in it', async () => {
    expect((await as.anonymous.get('/api/products?search=%00&category=%00')).status).toBe(200);
  });
});

describe('console settings', () => {
  const patch = (body: unknown) => as.admin.send('PATCH', '/api/admin/settings', body);

  async function settingsNow() {
    const response = await as.admin.get('/api/admin/settings');
    expect(response.status).toBe(200);
    return (await response.json()) as ShopSettings;
  }

  /** Every free-text field of the settings, as the patch that sets it to `text`. */
  const textFields = (settings: ShopSettings): [string, (text: string) => unknown][] => [
    ['store.businessHours', (text) => ({ store: { businessHours: text } })],
    ['store.supportHours', (text) => ({ store: { supportHours: text } })],
    ['store.instagramUrl', (text) => ({ store: { instagramUrl: `https://instagram.com/${text}` } })],
    ['store.facebookUrl', (text) => ({ store: { facebookUrl: `https://facebook.com/${text}` } })],
    [
      'delivery.areas.0.name',
      (text) => ({
        delivery: {
          areas: settings.delivery.areas.map((area, i) => (i === 0 ? { ...area, name: text } : area)),
        },
      }),
    ],
    [
      'delivery.deliveryTimes.0.area',
      (text) => ({ delivery: { deliveryTimes: [{ area: text, days: '1-2 days' }] } }),
    ],
    [
      'delivery.deliveryTimes.0.days',
      (text) => ({ delivery: { deliveryTimes: [{ area: 'Nairobi', days: text }] } }),
    ],
  ];

  it.each([
    ['NUL', `Mon${NUL}day`],
    ['a lone high surrogate', `Mon${LONE_HIGH}day`],
    ['a lone low surrogate', `Mon${LONE_LOW}day`],
  ])('PATCH /api/admin/settings refuses %s in each text field, storing nothing', async (_name, text) => {
    const before = await settingsNow();
    const [documents, versions] = [await rowsIn(shopDocuments), await rowsIn(shopDocumentVersions)];
    for (const [field, body] of textFields(before)) {
      const response = await patch(body(text));
      expect(response.status, field).toBe(400);
      const answer = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(answer.errors[field], field).toBe(CONTROL);
      expect(answer.message, field).toBe(CONTROL);
    }
    expect(await rowsIn(shopDocuments)).toBe(documents);
    expect(await rowsIn(shopDocumentVersions)).toBe(versions);
    expect(await settingsNow()).toEqual(before);
  });

  it('keeps the line breaks of the business hours, which are lines', async () => {
    const hours = 'Mon-Fri: 8:00 AM - 6:00 PM\nSat: 9:00 AM - 4:00 PM';
    const response = await patch({ store: { businessHours: hours } });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await settingsNow()).store.businessHours).toBe(hours);
  });
});
