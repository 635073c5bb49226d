// The console's date filters (?from=, ?to=) on the order list, the activity log, their CSV exports
// and both pages. JavaScript reads 0000-01-01 as a date, PostgreSQL has no year 0: such a date is a
// 400 with a message, on the API and on a page (which lists without it, as for every bad filter),
// never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/server/services/accounts';
import { loader as activityLoader } from '../../src/web/routes/admin/activity';
import { loader as ordersLoader } from '../../src/web/routes/admin/orders';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder, productWithStock } from './orders-helpers';
import { routeArgs, sessionPersonas, type Answer } from './route-helpers';

let app: TestApp;
let admin: Caller;
let adminUser: SessionUser;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await personas(app)).admin;
  adminUser = (await sessionPersonas(app)).admin;
  const product = await productWithStock(app, 50);
  const placed = await postOrder(app, {
    ...customer,
    items: [{ id: product.id, quantity: 1 }],
    paymentMethod: 'pay_later',
  });
  expect(placed.status).toBe(201);
  // Something in the activity log: the owner confirms the order.
  const { orderNumber } = (await placed.json()) as { orderNumber: string };
  const moved = await admin.post(`/api/admin/orders/${orderNumber}/status`, { status: 'confirmed' });
  expect(moved.status).toBe(200);
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

const LISTS = [
  '/api/admin/orders',
  '/api/admin/orders/export.csv',
  '/api/admin/activity',
  '/api/admin/activity/export.csv',
];

describe('a date the database cannot compare with', () => {
  it.each(LISTS)('%s: year 0 and dates before 2000 are a 400 naming the field', async (path) => {
    for (const [query, field, message] of [
      ['from=0000-01-01', 'from', 'From must be 2000-01-01 or later'],
      ['to=0000-12-31', 'to', 'To must be 2000-01-01 or later'],
      ['from=0001-01-01&to=2026-01-01', 'from', 'From must be 2000-01-01 or later'],
      ['from=1999-12-31', 'from', 'From must be 2000-01-01 or later'],
      ['to=%2B275760-09-13', 'to', 'To must be a date like 2026-11-24'],
    ] as const) {
      const response = await admin.get(`${path}?${query}`);
      expect(response.status, `${path}?${query}`).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string> };
      expect(body.errors[field]).toBe(message);
    }
  });

  it.each(LISTS)('%s: far-future dates are answered', async (path) => {
    for (const query of ['from=9999-12-31', 'to=9999-12-31', 'from=2000-01-01&to=9999-12-31']) {
      const response = await admin.get(`${path}?${query}`);
      expect(response.status, `${path}?${query}`).toBe(200);
      await response.arrayBuffer();
    }
    const everything = (await (
      await admin.get('/api/admin/orders?from=2000-01-01&to=9999-12-31')
    ).json()) as {
      total: number;
    };
    expect(everything.total).toBeGreaterThan(0);
  });

  it('the orders page answers 400 with the message, and lists the orders without the bad date', async () => {
    const page = (await ordersLoader(
      routeArgs(app, '/admin/orders?from=0000-01-01&to=9999-12-31', adminUser),
    )) as unknown as Answer<Awaited<ReturnType<typeof ordersLoader>>['data']>;
    expect(page.init?.status).toBe(400);
    expect(page.data.problems).toEqual(['From must be 2000-01-01 or later']);
    expect(page.data.filters).toEqual({ to: '9999-12-31' });
    expect(page.data.paged.total).toBeGreaterThan(0);
  });

  it('the activity page answers 400 with the messages, and lists the activity without the bad dates', async () => {
    const page = (await activityLoader(
      routeArgs(app, '/admin/activity?from=0000-01-01&to=0000-12-31', adminUser),
    )) as unknown as Answer<Awaited<ReturnType<typeof activityLoader>>['data']>;
    expect(page.init?.status).toBe(400);
    expect(page.data.problems).toEqual([
      'From must be 2000-01-01 or later',
      'To must be 2000-01-01 or later',
    ]);
    expect(page.data.filters).toEqual({});
    expect(page.data.paged.total).toBeGreaterThan(0);
  });

  it('both pages answer 200 with no message when every filter is good', async () => {
    for (const loader of [ordersLoader, activityLoader]) {
      const path = loader === ordersLoader ? '/admin/orders' : '/admin/activity';
      const page = (await loader(
        routeArgs(app, `${path}?from=2000-01-01&to=9999-12-31`, adminUser),
      )) as unknown as Answer<{
        problems: string[];
      }>;
      expect(page.init?.status).toBe(200);
      expect(page.data.problems).toEqual([]);
    }
  });
});
