// Every reseller and admin endpoint, called as each kind of caller: the expected status for each,
// and no answer anywhere carries a password hash or a session token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personas, registerReseller, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: Record<Persona, Caller>;
let targetId: number;
let orderNumber: string;
const answers: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
  targetId = (await registerReseller(app)).user.id;
  const placed = await as.approved.post('/api/reseller/orders', { items: [{ id: 2, quantity: 1 }] });
  orderNumber = ((await placed.json()) as { orderNumber: string }).orderNumber;
});
afterAll(() => app.close());

type Expected = Record<Persona, number>;
const order = { items: JSON.stringify([{ id: 1, quantity: 1 }]), totalAmount: '1.00', notes: 'matrix' };

const matrix: [string, (c: Caller) => Promise<Response>, Expected][] = [
  [
    'GET /api/auth/user',
    (c) => c.get('/api/auth/user'),
    { anonymous: 401, unapproved: 200, approved: 200, admin: 200 },
  ],
  [
    'GET /api/reseller/orders',
    (c) => c.get('/api/reseller/orders'),
    { anonymous: 401, unapproved: 403, approved: 200, admin: 200 },
  ],
  [
    'POST /api/reseller/orders',
    (c) => c.post('/api/reseller/orders', order),
    { anonymous: 401, unapproved: 403, approved: 201, admin: 201 },
  ],
  [
    'POST /api/reseller/waitlist',
    (c) => c.post('/api/reseller/waitlist', { email: 'matrix@example.com' }),
    { anonymous: 201, unapproved: 200, approved: 200, admin: 200 },
  ],
  [
    'GET /api/admin/resellers',
    (c) => c.get('/api/admin/resellers?status=all'),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'POST /api/admin/resellers/:id/reject',
    (c) => c.post(`/api/admin/resellers/${targetId}/reject`),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'POST /api/admin/resellers/:id/approve',
    (c) => c.post(`/api/admin/resellers/${targetId}/approve`),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'GET /api/admin/wholesale-orders',
    (c) => c.get('/api/admin/wholesale-orders'),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'POST /api/admin/wholesale-orders/:orderNumber/status',
    (c) => c.post(`/api/admin/wholesale-orders/${orderNumber}/status`, { status: 'confirmed' }),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'GET /api/admin/resellers/:id/orders',
    (c) => c.get(`/api/admin/resellers/${targetId}/orders`),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'GET /api/admin/messages',
    (c) => c.get('/api/admin/messages?status=all'),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'GET /api/admin/subscribers',
    (c) => c.get('/api/admin/subscribers'),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'GET /api/admin/reseller-waitlist.csv',
    (c) => c.get('/api/admin/reseller-waitlist.csv'),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'GET /api/admin/orders',
    (c) => c.get('/api/admin/orders?kind=wholesale'),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'GET /api/admin/orders/export.csv',
    (c) => c.get('/api/admin/orders/export.csv'),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'GET /api/admin/orders/:orderNumber',
    (c) => c.get(`/api/admin/orders/${orderNumber}`),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'POST /api/admin/orders/:orderNumber/notes',
    (c) => c.post(`/api/admin/orders/${orderNumber}/notes`, { body: 'matrix' }),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 201 },
  ],
  [
    'POST /api/admin/orders/:orderNumber/status',
    (c) => c.post(`/api/admin/orders/${orderNumber}/status`, { status: 'processing' }),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'POST /api/admin/orders/bulk-status',
    (c) => c.post('/api/admin/orders/bulk-status', { orderNumbers: [orderNumber], status: 'shipped' }),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'POST /api/admin/orders/:orderNumber/check-payment',
    (c) => c.post(`/api/admin/orders/${orderNumber}/check-payment`),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'GET /api/admin/activity',
    (c) => c.get('/api/admin/activity?subject=order'),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'GET /api/admin/activity/export.csv',
    (c) => c.get('/api/admin/activity/export.csv'),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'GET /api/admin/admins',
    (c) => c.get('/api/admin/admins'),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 200 },
  ],
  [
    'POST /api/admin/admins/invite',
    (c) =>
      c.post('/api/admin/admins/invite', {
        email: 'matrix.admin@example.com',
        firstName: 'Mat',
        lastName: 'Rix',
      }),
    { anonymous: 401, unapproved: 403, approved: 403, admin: 201 },
  ],
  [
    'GET /api/products',
    (c) => c.get('/api/products'),
    { anonymous: 200, unapproved: 200, approved: 200, admin: 200 },
  ],
];

const personaOrder: Persona[] = ['anonymous', 'unapproved', 'approved', 'admin'];

describe('role matrix', () => {
  for (const [name, call, expected] of matrix) {
    it(`${name}: ${personaOrder.map((p) => `${p} ${expected[p]}`).join(', ')}`, async () => {
      const seen: Partial<Expected> = {};
      for (const persona of personaOrder) {
        const response = await call(as[persona]);
        seen[persona] = response.status;
        answers.push(await response.text());
      }
      expect(seen).toEqual(expected);
    });
  }

  it('the pending reseller is told why', async () => {
    const response = await as.unapproved.get('/api/reseller/orders');
    expect(await response.json()).toEqual({ message: 'Account Pending Approval' });
  });

  it('no answer carries a password hash or a session token', () => {
    const tokens = personaOrder.filter((p) => as[p].cookie).map((p) => as[p].cookie.split('=')[1]!);
    expect(answers.length).toBe(matrix.length * personaOrder.length);
    for (const text of answers) {
      expect(text).not.toMatch(/scrypt\$|passwordHash|password_hash|tokenHash|token_hash/);
      for (const token of tokens) expect(text).not.toContain(token);
    }
  });
});
