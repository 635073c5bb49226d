// The owner assigns a Paybill payment no order claimed to an order, from the console's API.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mpesaC2bPayments } from '../../src/server/db/schema';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditOf, c2bNotice, c2bPayment, newTransId, postConfirmation } from './c2b-helpers';
import { eventsOf, insertOrder, orderOf } from './mpesa-helpers';

let app: TestApp;
let as: Record<Persona, Caller>;
let adminId: number;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  const { ids, ...callers } = await personas(app);
  as = callers;
  adminId = ids.admin!;
});
afterAll(() => app.close());

/** A payment whose account number names no order, as Daraja confirms it. */
async function unmatchedPayment(amountKes: number) {
  const transId = newTransId();
  const response = await postConfirmation(app, c2bNotice(app, { billRef: 'ORDER 7', amountKes, transId }));
  expect(response.status).toBe(200);
  const row = await c2bPayment(app, transId);
  expect(row?.status).toBe('unmatched');
  return row!;
}

const assign = (caller: Caller, id: number, orderNumber: unknown) =>
  caller.post(`/api/admin/payments/c2b/${id}/assign`, { orderNumber });

describe('GET /api/admin/payments/c2b/unmatched', () => {
  it('lists the payments no order claimed, for admins only', async () => {
    const payment = await unmatchedPayment(300);
    const response = await as.admin.get('/api/admin/payments/c2b/unmatched');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { payments: Record<string, unknown>[] };
    expect(body.payments).toContainEqual(
      expect.objectContaining({
        id: payment.id,
        receipt: payment.transId,
        amountCents: 30000,
        accountNumber: 'ORDER 7',
      }),
    );
    expect(body.payments[0]).not.toHaveProperty('raw');
    expect((await as.anonymous.get('/api/admin/payments/c2b/unmatched')).status).toBe(401);
    expect((await as.approved.get('/api/admin/payments/c2b/unmatched')).status).toBe(403);
  });
});

describe('POST /api/admin/payments/c2b/:id/assign', () => {
  it('matches the payment to the order with the usual rules, and records who did it', async () => {
    const payment = await unmatchedPayment(1700);
    const order = await insertOrder(app);
    const response = await assign(as.admin, payment.id, order.orderNumber.toLowerCase());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      receipt: payment.transId,
      orderNumber: order.orderNumber,
      orderStatus: 'confirmed',
      outcome: 'paid',
      amountCents: 170000,
      dueCents: 170000,
      excessCents: 0,
    });
    expect(await c2bPayment(app, payment.transId)).toMatchObject({
      status: 'matched',
      orderId: order.id,
      assignedByUserId: adminId,
    });
    const after = await orderOf(app, order.orderNumber);
    expect(after).toMatchObject({ status: 'confirmed', transactionId: payment.transId });
    expect(await eventsOf(app, order.id)).toHaveLength(1);
    expect((await auditOf(app, payment.transId)).map((a) => [a.action, a.actorUserId])).toEqual([
      ['c2b_payment.unmatched', null],
      ['c2b_payment.assigned', adminId],
    ]);
  });

  it('records a part payment when the payment falls short of the order', async () => {
    const payment = await unmatchedPayment(500);
    const order = await insertOrder(app);
    const response = await assign(as.admin, payment.id, order.orderNumber);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'part', orderStatus: 'awaiting_payment' });
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
  });

  it('refuses to assign a payment twice (409), also when two admins try at once', async () => {
    const payment = await unmatchedPayment(1700);
    const [first, second] = await Promise.all([insertOrder(app), insertOrder(app)]);
    const answers = await Promise.all([
      assign(as.admin, payment.id, first!.orderNumber),
      assign(as.admin, payment.id, second!.orderNumber),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const statuses = [
      (await orderOf(app, first!.orderNumber)).status,
      (await orderOf(app, second!.orderNumber)).status,
    ].sort();
    expect(statuses).toEqual(['awaiting_payment', 'confirmed']);
    const again = await assign(as.admin, payment.id, first!.orderNumber);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'This payment is already assigned to an order' });
  });

  it.each([
    ['anonymous', 401],
    ['unapproved', 403],
    ['approved', 403],
  ] as const)('refuses a caller who is %s (%i) and changes nothing', async (persona, status) => {
    const payment = await unmatchedPayment(1700);
    const order = await insertOrder(app);
    expect((await assign(as[persona], payment.id, order.orderNumber)).status).toBe(status);
    expect((await c2bPayment(app, payment.transId))?.status).toBe('unmatched');
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
  });

  it.each([
    ['an unknown order', async (id: number) => assign(as.admin, id, 'HM-ZZZZZZZZ'), 404],
    ['an unknown payment', async () => assign(as.admin, 99_999_999, 'HM-ZZZZZZZZ'), 404],
    ['no order number', async (id: number) => assign(as.admin, id, ''), 400],
    ['an order number that is not text', async (id: number) => assign(as.admin, id, 42), 400],
    [
      'a payment id that is not a number',
      async () => as.admin.post('/api/admin/payments/c2b/abc/assign', { orderNumber: 'HM-ZZZZZZZZ' }),
      400,
    ],
    [
      'a field it does not know',
      async (id: number) =>
        as.admin.post(`/api/admin/payments/c2b/${id}/assign`, { orderNumber: 'HM-ZZZZZZZZ', amount: 1 }),
      400,
    ],
  ])('answers %s with %i and leaves the payment unmatched', async (_name, send, status) => {
    const payment = await unmatchedPayment(100);
    const response = await send(payment.id);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).not.toBe('');
    const [row] = await app.db.select().from(mpesaC2bPayments).where(eq(mpesaC2bPayments.id, payment.id));
    expect(row).toMatchObject({ status: 'unmatched', orderId: null, assignedByUserId: null });
  });
});
