// Random sequences of what happens to one order — a prompt paid, Paybill payments in part, in full
// or over, refunds with and without units back, cancelling, processing and shipping — each through
// the shop's own API and hooks, checked after every step against three invariants:
// - stock never rises above what the product held before the order, and it is exactly that less the
//   units still out;
// - on a cancelled order, the money listed as owed back equals what was paid less what was refunded;
// - no payment is counted twice: each is listed as owed at most once, owes at most what it has left,
//   and the shop never keeps more than the order's total (net of its discount code, when it has one);
// - an order placed with a code holds one use of it until it is cancelled, and none after;
// - its customer cannot be erased exactly while money is owed to them (what the Refunds page lists
//   for the order) or the order is unpaid, and can be once that is settled;
// - the sale invoice less its credit notes is what the customer keeps of the sale: nothing once the
//   order is cancelled, and what the shop keeps of their money once every sum owed went back.
// Each sequence has a customer of its own. The erasure is tried after every step in a transaction
// that is then rolled back (the real erasure runs in full, its answer and rows are checked, and the
// sequence goes on as if it had not happened); at the end the owner settles what is owed through
// the API (cancels an unpaid order, refunds each sum listed) and erases the customer for good.
// The seed is fixed (FUZZ_SEED), so a failure replays; SEQUENCE_RUNS sets how many orders are tried.
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discountRedemptions,
  mpesaC2bPayments,
  mpesaPayments,
  orderEvents,
  orders,
  refunds,
  stockReturns,
  taxInvoices,
} from '../../src/server/db/schema';
import { formatPrice } from '../../src/core/currency-format';
import { UNPAID_STATUSES } from '../../src/core/order-status';
import { insertProduct } from '../../src/server/db/seed/product-factory';
import { isServiceErrorOf } from '../../src/server/services/errors';
import { REFUND_STATES_HOLDING_MONEY, STK_STATUSES_WITH_MONEY } from '../../src/server/services/mpesa';
import { createPrivacyService } from '../../src/server/services/privacy';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { fuzzParameters } from '../fuzz/settings';
import { payByPaybill } from './c2b-helpers';
import { orderOf, PHONES, post, proofOf, waitForResult } from './mpesa-helpers';
import { customer, postOrder, stockOf } from './orders-helpers';
import { neededRefunds, orderRefunds, refundPath, settled } from './refunds-helpers';

const RUNS = Number(process.env.SEQUENCE_RUNS ?? 25);
const STOCK_BEFORE = 60;

const CODE = 'SEQUENCE150';

let app: TestApp;
let admin: Caller;
let adminId: number;

beforeAll(async () => {
  // Without validation M-Pesa takes a Paybill payment for any account, a cancelled order's too: the
  // harder case for what is owed back.
  app = await startTestApp({
    env: { MPESA_SIM_CALLBACK_DELAY_MS: '0', MPESA_C2B_VALIDATION: 'off', ETIMS_MODE: 'simulated' },
  });
  const people = await personas(app);
  admin = people.admin;
  adminId = people.ids.admin!;
  expect(await app.services.mpesa.paybill.registerUrls()).toBe(true);
  const code = await admin.post('/api/admin/discounts', { code: CODE, kind: 'fixed', value: 150 });
  expect(code.status).toBe(201);
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

type Step =
  | { kind: 'prompt' }
  | { kind: 'paybill'; share: 'part' | 'rest' | 'over' }
  | { kind: 'refund'; pick: number; share: number; units: number }
  | { kind: 'cancel' }
  | { kind: 'ship' };

// Shipping ends most sequences' interest (nothing can be cancelled after it), so it comes up least.
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'prompt' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('paybill' as const),
      share: fc.constantFrom('part', 'rest', 'over'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(3),
      share: fc.integer({ min: 1, max: 100 }),
      units: fc.nat(2),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'ship' as const }) },
);

interface Placed {
  email: string;
  orderNumber: string;
  orderId: number;
  productId: number;
  quantity: number;
  totalCents: number;
  discounted: boolean;
}

let made = 0;
/** What the sequences managed to do, so a run that only ever met refusals is caught. */
const seen = new Set<string>();

/** Each sequence has a product of its own, so no earlier sequence can move its stock. */
async function place(quantity: number, discounted: boolean): Promise<Placed> {
  made += 1;
  const product = await insertProduct(app.db, {
    slug: `sequence-butter-${made}`,
    name: `Sequence Butter ${made}`,
    priceCents: 120000,
    stockQuantity: STOCK_BEFORE,
  });
  // A customer of its own: what one sequence leaves owed must not stop another's erasure.
  const email = `sequence-${made}-${Date.now()}@example.com`;
  const response = await postOrder(app, {
    ...customer,
    customerEmail: email,
    customerPhone: `0711${String(made).padStart(6, '0')}`,
    items: [{ id: product!.id, quantity }],
    paymentMethod: 'mpesa',
    ...(discounted ? { discountCode: CODE } : {}),
  });
  expect(response.status).toBe(201);
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  const order = await orderOf(app, orderNumber);
  expect(order.discountCents).toBe(discounted ? 150_00 : 0);
  return {
    email,
    orderNumber,
    orderId: order.id,
    productId: product!.id,
    quantity,
    totalCents: order.totalCents,
    discounted,
  };
}

/** Every answer of a step is a success or a refusal with a reason; never a 5xx. */
async function refusedOrDone(response: Response, done: number) {
  const body = await response.text();
  if (response.status !== done) {
    expect(response.status, body).toBeGreaterThanOrEqual(400);
    expect(response.status, body).toBeLessThan(500);
    return null;
  }
  return body;
}

async function prompt(order: Placed) {
  const response = await post(app, '/api/mpesa/stk-push', {
    phoneNumber: PHONES.pays,
    amount: 1,
    orderReference: order.orderNumber,
    ...(await proofOf(app, order.orderNumber)),
  });
  const text = await refusedOrDone(response, 200);
  if (text === null) return;
  const body = JSON.parse(text) as { success: boolean; checkoutRequestId?: string };
  if (!body.success || !body.checkoutRequestId) return;
  expect((await waitForResult(app, body.checkoutRequestId)).ResultCode).toBe('0');
  await receiptStored(body.checkoutRequestId);
  seen.add('prompt paid');
}

/** The callback's receipt, which a refund needs, may land just after the status query's answer. */
async function receiptStored(checkoutRequestId: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const [row] = await app.db
      .select({ status: mpesaPayments.status, receipt: mpesaPayments.receiptNumber })
      .from(mpesaPayments)
      .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
    if (row && row.status !== 'pending' && row.status !== 'confirming' && row.receipt) return;
    if (row && ['failed', 'cancelled', 'rejected'].includes(row.status)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`payment ${checkoutRequestId} has no receipt yet`);
}

async function paybill(order: Placed, share: 'part' | 'rest' | 'over') {
  const { paidCents } = await moneyOf(order);
  const dueKes = Math.max(Math.ceil((order.totalCents - paidCents) / 100), 1);
  const amountKes =
    share === 'part' ? Math.max(Math.floor(dueKes / 3), 1) : share === 'rest' ? dueKes : dueKes + 250;
  await payByPaybill(app, order.orderNumber, amountKes);
  seen.add(`paybill ${share}`);
}

async function refund(order: Placed, { pick, share, units }: { pick: number; share: number; units: number }) {
  const view = await orderRefunds(admin, order.orderNumber);
  const open = view.payments.filter((p) => Number(p.refundable) >= 1);
  if (open.length === 0) return;
  const payment = open[pick % open.length]!;
  const amountKes = Math.max(Math.floor((Number(payment.refundable) * share) / 100), 1);
  const restockable = view.units.find((u) => u.productId === order.productId)?.restockable ?? 0;
  const response = await admin.post(refundPath(order.orderNumber), {
    paymentKind: payment.paymentKind,
    paymentId: payment.paymentId,
    amountKes,
    reason: 'Sequence check',
    restockItems: [{ productId: order.productId, quantity: Math.min(units, restockable) }],
  });
  const body = await refusedOrDone(response, 201);
  if (body === null) return;
  const asked = JSON.parse(body) as { id: number };
  const done = await settled(admin, order.orderNumber, asked.id);
  expect(done.state).toBe('succeeded');
  seen.add(done.restocked.length > 0 ? 'refund with units back' : 'refund');
}

async function move(order: Placed, status: string) {
  const response = await admin.post(`/api/admin/orders/${order.orderNumber}/status`, { status });
  if ((await refusedOrDone(response, 200)) !== null) seen.add(status);
}

async function run(order: Placed, s: Step) {
  switch (s.kind) {
    case 'prompt':
      return prompt(order);
    case 'paybill':
      return paybill(order, s.share);
    case 'refund':
      return refund(order, s);
    case 'cancel': {
      const backBefore = await unitsBack(order);
      await move(order, 'cancelled');
      const status = (await orderOf(app, order.orderNumber)).status;
      if (status === 'cancelled' && backBefore > 0 && backBefore < order.quantity)
        seen.add('cancelled with units partly back');
      return;
    }
    case 'ship':
      await move(order, 'processing');
      return move(order, 'shipped');
  }
}

/** What came in for the order (every payment whose money arrived) and what went back or is going. */
async function moneyOf(order: Placed) {
  const [stk] = await app.db
    .select({ cents: sql<number>`coalesce(sum(${mpesaPayments.amountCents}), 0)::int` })
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.orderId, order.orderId),
        inArray(mpesaPayments.status, [...STK_STATUSES_WITH_MONEY]),
      ),
    );
  const [c2b] = await app.db
    .select({
      cents: sql<number>`coalesce(sum(${mpesaC2bPayments.amountCents}), 0)::int`,
      excess: sql<number>`coalesce(sum(${mpesaC2bPayments.excessCents}), 0)::int`,
    })
    .from(mpesaC2bPayments)
    .where(and(eq(mpesaC2bPayments.orderId, order.orderId), eq(mpesaC2bPayments.status, 'matched')));
  const [back] = await app.db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.orderId), inArray(refunds.state, [...REFUND_STATES_HOLDING_MONEY])));
  return { paidCents: stk!.cents + c2b!.cents, refundedCents: back!.cents };
}

async function unitsBack(order: Placed) {
  const [returned] = await app.db
    .select({ units: sql<number>`coalesce(sum(${stockReturns.quantity}), 0)::int` })
    .from(stockReturns)
    .where(eq(stockReturns.orderId, order.orderId));
  return returned!.units;
}

async function checkInvariants(order: Placed, history: Step[]) {
  const why = JSON.stringify(history);
  // Stock: never above what it was, and exactly that less the units still out.
  const back = await unitsBack(order);
  const stock = await stockOf(app, order.productId);
  expect(back, why).toBeLessThanOrEqual(order.quantity);
  expect(stock, why).toBeLessThanOrEqual(STOCK_BEFORE);
  expect(stock, why).toBe(STOCK_BEFORE - order.quantity + back);

  // Money: each payment listed once, owing no more than it has left.
  const needed = await neededRefunds(admin);
  const keys = needed.map((n) => `${n.paymentKind}:${n.paymentId}`);
  expect(new Set(keys).size, why).toBe(keys.length);
  const owedHere = needed.filter((n) => n.orderNumber === order.orderNumber);
  const owedCents = owedHere.reduce((sum, n) => sum + Math.round(Number(n.owed) * 100), 0);
  const { paidCents, refundedCents } = await moneyOf(order);
  const keptCents = paidCents - refundedCents - owedCents;
  expect(keptCents, why).toBeGreaterThanOrEqual(0);
  expect(keptCents, why).toBeLessThanOrEqual(order.totalCents);
  const { status } = await orderOf(app, order.orderNumber);
  if (status === 'cancelled') expect(owedCents, why).toBe(paidCents - refundedCents);

  // The code: one use while the order stands, given back once it is cancelled.
  const uses = await app.db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.orderId, order.orderId));
  expect(uses.length, why).toBe(order.discounted && status !== 'cancelled' ? 1 : 0);

  await checkInvoices(order, status, why);

  // Erasure: refused exactly while money is owed to the customer or the order is unpaid.
  const tried = await tryErasure(order);
  const unsettled = owedHere.length > 0 || isUnpaid(status);
  expect(tried.refused !== null, `${why} ${tried.refused}`).toBe(unsettled);
  if (owedCents > 0) expect(tried.refused, why).toContain(`${order.orderNumber} ${formatPrice(owedCents)}`);
  seen.add(
    tried.refused === null ? 'erasure allowed' : owedCents > 0 ? 'erasure refused: owed' : 'erasure refused',
  );
}

const isUnpaid = (status: string) => (UNPAID_STATUSES as readonly string[]).includes(status);

/**
 * Tax: one sale invoice of the order's total once it was confirmed, none before; credit notes only
 * for refunds that went back, one each, and one for the cancellation, never crediting more than
 * was invoiced; a cancelled order's credited in full. What the invoices still say was sold.
 */
async function checkInvoices(order: Placed, status: string, why: string): Promise<number> {
  const documents = await app.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, order.orderId));
  const confirmed = await app.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.toStatus, 'confirmed')));
  const sales = documents.filter((d) => d.kind === 'sale');
  expect(sales.length, why).toBe(confirmed.length > 0 ? 1 : 0);
  if (sales[0]) expect(sales[0].document.totalCents, why).toBe(order.totalCents);
  const notes = documents.filter((d) => d.kind === 'credit_note');
  const wentBack = await app.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.orderId), eq(refunds.state, 'succeeded')));
  const backIds = new Set(wentBack.map((r) => r.id));
  for (const note of notes) {
    if (note.refundId !== null) expect(backIds.has(note.refundId), why).toBe(true);
    expect(note.originalInvoiceNumber, why).toBe(sales[0]?.invoiceNumber);
  }
  const ofCancellation = notes.filter((note) => note.refundId === null);
  expect(ofCancellation.length, why).toBe(status === 'cancelled' && ofCancellation.length > 0 ? 1 : 0);
  const credited = notes.reduce((sum, note) => sum + note.document.totalCents, 0);
  expect(credited, why).toBeLessThanOrEqual(sales[0]?.document.totalCents ?? 0);
  if (notes.length > 0) seen.add('credit note');
  // A cancelled order sold nothing: its invoice is credited in full, whatever refunds credited first.
  const netInvoiced = (sales[0]?.document.totalCents ?? 0) - credited;
  if (status === 'cancelled') expect(netInvoiced, why).toBe(0);
  if (status === 'cancelled' && sales[0]) seen.add('invoiced sale cancelled');
  return netInvoiced;
}

class RolledBack extends Error {}

/**
 * Erases the order's customer with the shop's own erasure, in a transaction rolled back once its
 * answer and the order's row are checked: null when it went through, else why it was refused.
 */
async function tryErasure(order: Placed): Promise<{ refused: string | null }> {
  let refused: string | null = null;
  try {
    await app.db.transaction(async (tx) => {
      try {
        const erased = await createPrivacyService(tx).eraseCustomer({ email: order.email }, { id: adminId });
        expect(erased.orders).toBe(1);
        const [row] = await tx
          .select({ email: orders.customerEmail })
          .from(orders)
          .where(eq(orders.id, order.orderId));
        expect(row!.email).toBe('erased@erased.invalid');
      } catch (error) {
        if (!isServiceErrorOf(error, 'conflict')) throw error;
        refused = error.message;
      }
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return { refused };
}

/**
 * The owner settles the order through the API (an unpaid order is cancelled, each sum owed is
 * refunded, the erasure refused before), then erases its customer for good: what the invoices say
 * was sold is then what the shop kept of the customer's money.
 */
async function settleAndErase(order: Placed, history: Step[]) {
  const why = JSON.stringify(history);
  const erase = () => admin.post('/api/admin/privacy/erase', { email: order.email });
  const owedNow = async () => (await neededRefunds(admin)).filter((n) => n.orderNumber === order.orderNumber);
  const unpaid = isUnpaid((await orderOf(app, order.orderNumber)).status);
  let owed = await owedNow();
  if (unpaid || owed.length > 0) expect((await erase()).status, why).toBe(409);
  if (unpaid) {
    await move(order, 'cancelled');
    owed = await owedNow();
  }
  for (const n of owed) {
    const response = await admin.post(refundPath(order.orderNumber), {
      paymentKind: n.paymentKind,
      paymentId: n.paymentId,
      amountKes: Number(n.owed),
      reason: 'Settled before erasure',
    });
    expect(response.status, `${why} ${await response.clone().text()}`).toBe(201);
    const asked = (await response.json()) as { id: number };
    expect((await settled(admin, order.orderNumber, asked.id)).state, why).toBe('succeeded');
  }
  expect(await owedNow(), why).toEqual([]);
  const { status } = await orderOf(app, order.orderNumber);
  const { paidCents, refundedCents } = await moneyOf(order);
  expect(await checkInvoices(order, status, why), why).toBe(paidCents - refundedCents);
  const erased = await erase();
  expect(erased.status, why).toBe(200);
  expect((await orderOf(app, order.orderNumber)).customerEmail, why).toBe('erased@erased.invalid');
}

describe('random sequences of money and stock actions on one order', () => {
  it(
    'keep stock, money owed and payments counted right after every step',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 2, max: 5 }),
          fc.boolean(),
          fc.array(step, { minLength: 2, maxLength: 10 }),
          async (quantity, discounted, steps) => {
            const order = await place(quantity, discounted);
            const history: Step[] = [];
            for (const s of steps) {
              history.push(s);
              await run(order, s);
              await checkInvariants(order, history);
            }
            await settleAndErase(order, history);
          },
        ),
        fuzzParameters(RUNS),
      );
      // Every invoice and credit note written on the way reached KRA, in number order.
      await app.services.jobs.drain();
      const unsent = await app.db
        .select({ id: taxInvoices.id, state: taxInvoices.state, lastError: taxInvoices.lastError })
        .from(taxInvoices);
      expect(unsent.filter((row) => row.state !== 'issued')).toEqual([]);
      expect([...seen].sort()).toEqual(
        expect.arrayContaining([
          'cancelled',
          'paybill part',
          'prompt paid',
          'refund with units back',
          'shipped',
          'credit note',
          'invoiced sale cancelled',
          'erasure allowed',
          'erasure refused',
          'erasure refused: owed',
        ]),
      );
    },
    RUNS * 30_000,
  );
});
