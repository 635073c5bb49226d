// The owner assigns a Paybill payment no order claimed to an order, from the console's API; or
// gives it back from the Refunds page, after which it can pay for no order.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mpesaC2bPayments, users } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/services/accounts';
import * as paymentsPage from '../../src/web/routes/admin/payments';
import * as refundsPage from '../../src/web/routes/admin/refunds';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditOf, c2bNotice, c2bPayment, newTransId, payByPaybill, postConfirmation } from './c2b-helpers';
import { eventsOf, insertOrder, orderOf } from './mpesa-helpers';
import { neededRefunds, refundsOfPaybill } from './refunds-helpers';
import { routeArgs, type Answer } from './route-helpers';

let app: TestApp;
let as: Record<Persona, Caller>;
let adminId: number;
let admin: SessionUser;

beforeAll(async () => {
  // No delay: refunds' results and simulated Paybill payments arrive at once. Without validation
  // M-Pesa takes a payment to any account number, as payments of no order come to be.
  app = await startTestApp({
    seed: false,
    env: { MPESA_SIM_CALLBACK_DELAY_MS: '0', MPESA_C2B_VALIDATION: 'off' },
  });
  const { ids, ...callers } = await personas(app);
  as = callers;
  adminId = ids.admin!;
  const [row] = await app.db.select().from(users).where(eq(users.id, adminId));
  admin = (await app.services.accounts.findUserByEmail(row!.email))!;
  expect(await app.services.mpesa.paybill.registerUrls()).toBe(true);
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

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

type Notice = Answer<{ ok: boolean; message: string; errors?: Record<string, string> }>;

/** The Refunds page's form for a payment of no order, as the owner sends it. */
const refundWithoutOrder = async (
  paymentId: number,
  amountKes: number,
  reason = 'Paid to the wrong account',
) =>
  (await refundsPage.action(
    routeArgs(app, '/admin/refunds', admin, {
      paymentKind: 'c2b',
      paymentId: String(paymentId),
      orderNumber: '',
      amountKes: String(amountKes),
      reason,
    }),
  )) as Notice;

/** Waits until no refund of the payment is pending (the simulator answers at once). */
const refundsSettled = (paymentId: number) =>
  vi.waitFor(
    async () => {
      const rows = await refundsOfPaybill(app, paymentId);
      expect(rows.every((r) => r.state !== 'pending')).toBe(true);
      return rows;
    },
    { timeout: 10_000, interval: 20 },
  );

async function toAssign() {
  const response = await as.admin.get('/api/admin/payments/c2b/unmatched');
  expect(response.status).toBe(200);
  const json = ((await response.json()) as { payments: { id: number }[] }).payments.map((p) => p.id);
  const page = (await paymentsPage.loader(routeArgs(app, '/admin/payments', admin))) as {
    payments: { id: number }[];
  };
  expect(page.payments.map((p) => p.id)).toEqual(json);
  return { ids: json, today: (await app.services.console.today()).paybillToAssign };
}

async function expectUntouched(paymentId: number, orderNumber: string) {
  const [row] = await app.db.select().from(mpesaC2bPayments).where(eq(mpesaC2bPayments.id, paymentId));
  expect(row).toMatchObject({ status: 'unmatched', orderId: null, assignedByUserId: null, excessCents: 0 });
  expect(await orderOf(app, orderNumber)).toMatchObject({ status: 'awaiting_payment', transactionId: null });
  expect((await auditOf(app, row!.transId)).map((a) => a.action)).not.toContain('c2b_payment.assigned');
}

describe('a Paybill payment of no order refunded from the Refunds page', () => {
  it('leaves the list to assign and Today, cannot be assigned (409), and the rest is listed as owed', async () => {
    const payment = await payByPaybill(app, 'NO SUCH ORDER 1', 1700);
    expect(payment.status).toBe('unmatched');
    const before = await toAssign();
    expect(before.ids).toContain(payment.id);

    const refunded = await refundWithoutOrder(payment.id, 500);
    expect(refunded.data).toMatchObject({ ok: true });
    const after = await toAssign();
    expect(after.ids).not.toContain(payment.id);
    expect(after.today).toBe(before.today - 1);

    // Refused while the refund is on its way, and once it has gone out.
    const order = await insertOrder(app);
    for (const wait of [false, true]) {
      if (wait) expect((await refundsSettled(payment.id)).map((r) => r.state)).toEqual(['succeeded']);
      const response = await assign(as.admin, payment.id, order.orderNumber);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        message:
          'This payment has been refunded to the payer, or its refund is on its way, so it cannot pay for an order',
      });
      await expectUntouched(payment.id, order.orderNumber);
    }
    expect(
      (await neededRefunds(as.admin)).filter((n) => n.paymentId === payment.id && n.paymentKind === 'c2b'),
    ).toEqual([
      expect.objectContaining({
        orderNumber: null,
        receipt: payment.transId,
        why: 'unmatched',
        owed: '1200.00',
      }),
    ]);
    expect((await refundWithoutOrder(payment.id, 1200)).data).toMatchObject({ ok: true });
    expect((await neededRefunds(as.admin)).map((n) => n.paymentId)).not.toContain(payment.id);
  });

  it.each([
    ['timed out in M-Pesa', 'timed_out'],
    ['refused by M-Pesa', 'failed'],
  ])('is free to assign again once its refund %s', async (_name, state) => {
    // The simulator's own receipt, whose reversal is asked to time out; or a receipt M-Pesa never
    // issued, whose reversal Daraja refuses at once.
    const timesOut = state === 'timed_out';
    const payment = timesOut
      ? await payByPaybill(app, 'NO SUCH ORDER 2', 1700)
      : await unmatchedPayment(1700);
    const asked = await refundWithoutOrder(
      payment.id,
      1700,
      timesOut ? 'Simulate timeout please' : 'Wrong account',
    );
    expect(asked.data.ok).toBe(timesOut);
    expect((await refundsSettled(payment.id)).map((r) => r.state)).toEqual([state]);
    expect((await toAssign()).ids).toContain(payment.id);
    const order = await insertOrder(app);
    const response = await assign(as.admin, payment.id, order.orderNumber);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'paid', orderStatus: 'confirmed' });
  });

  it('is refused by the Refunds page once it pays for an order, and nothing is stored', async () => {
    const payment = await payByPaybill(app, 'NO SUCH ORDER 3', 1700);
    const order = await insertOrder(app);
    expect((await assign(as.admin, payment.id, order.orderNumber)).status).toBe(200);
    const refused = await refundWithoutOrder(payment.id, 1700);
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toMatchObject({
      ok: false,
      message: `This payment belongs to order ${order.orderNumber}: refund it from that order's page`,
    });
    expect(await refundsOfPaybill(app, payment.id)).toEqual([]);
    expect((await orderOf(app, order.orderNumber)).status).toBe('confirmed');
  });

  it('lets exactly one of a refund and an assignment sent at once win', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const payment = await payByPaybill(app, `NO SUCH ORDER R${round}`, 1700);
      const order = await insertOrder(app);
      // Alternate which one starts first, so each may reach the lock first.
      const refund = () => refundWithoutOrder(payment.id, 1700);
      const assigning = () => assign(as.admin, payment.id, order.orderNumber);
      const [refunded, assigned] =
        round % 2 === 0
          ? await Promise.all([refund(), assigning()])
          : await Promise.all([assigning(), refund()]).then(([a, r]) => [r, a] as const);
      const assignedStatus = assigned.status;
      await assigned.arrayBuffer();
      const stored = await refundsOfPaybill(app, payment.id);
      const [row] = await app.db.select().from(mpesaC2bPayments).where(eq(mpesaC2bPayments.id, payment.id));
      if (refunded.data.ok) {
        outcomes.add('refund');
        expect(assignedStatus).toBe(409);
        expect(stored).toHaveLength(1);
        expect(row).toMatchObject({ status: 'unmatched', orderId: null });
        expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
      } else {
        outcomes.add('assignment');
        expect(refunded.init?.status).toBe(409);
        expect(assignedStatus).toBe(200);
        expect(stored).toEqual([]);
        expect(row).toMatchObject({ status: 'matched', orderId: order.id });
        expect((await orderOf(app, order.orderNumber)).status).toBe('confirmed');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
