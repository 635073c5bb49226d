// Erasing a customer while the shop still holds money that is theirs: whatever the Refunds page
// lists for them (a cancelled paid order, a Paybill overpayment, a prompt paid twice) and any
// Paybill payment from their phone that found no order refuses the erasure (409), naming each
// order or receipt and the amount; once it is refunded or assigned, erasure goes through. Paybill
// payments of no order from the customer's phone are in their export and erased with them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../../src/core/payment-statuses';
import type { OrderStatus } from '../../src/core/order-status';
import { mpesaC2bPayments, mpesaPayments, orders, refunds } from '../../src/server/db/schema';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { neededRefunds } from './refunds-helpers';

let app: TestApp;
let owner: Caller;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  owner = (await personas(app)).admin;
});
afterAll(() => app.close());

const unique = () => randomBytes(4).toString('hex').toUpperCase();

interface Customer {
  name: string;
  email: string;
  /** As typed at checkout: 07XX XXX XXX. */
  phone: string;
  /** As M-Pesa names the payer: 2547XXXXXXXX. */
  msisdn: string;
}

function customer(): Customer {
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8);
  return {
    name: `Achieng Otieno ${unique()}`,
    email: `achieng-${unique().toLowerCase()}@example.com`,
    phone: `07${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    msisdn: `2547${digits}`,
  };
}

async function orderOf(who: Customer, status: OrderStatus, totalCents: number) {
  const [order] = await app.db
    .insert(orders)
    .values({
      orderNumber: `HM-${unique()}`,
      status,
      customerName: who.name,
      customerEmail: who.email,
      customerPhone: who.phone,
      deliveryAddress: 'Kenyatta Avenue, Loita House',
      deliveryArea: 'Nairobi CBD',
      subtotalCents: totalCents,
      deliveryFeeCents: 0,
      totalCents,
      paymentMethod: 'mpesa',
      items: [{ productId: 1, name: 'Raw Shea Butter', image: '', unitPriceCents: totalCents, quantity: 1 }],
    })
    .returning();
  return order!;
}

async function promptPaid(orderId: number, amountCents: number, status: PaymentStatus = 'success') {
  const [payment] = await app.db
    .insert(mpesaPayments)
    .values({
      checkoutRequestId: `ws_CO_${unique()}`,
      orderId,
      phone: '254708374149',
      amountCents,
      status,
      receiptNumber: `R${unique()}`,
    })
    .returning();
  return payment!;
}

async function paybillPaid(
  who: Customer,
  {
    orderId = null,
    amountCents,
    excessCents = 0,
  }: { orderId?: number | null; amountCents: number; excessCents?: number },
) {
  const [payment] = await app.db
    .insert(mpesaC2bPayments)
    .values({
      transId: `T${unique()}`,
      transTime: '20260301101500',
      transactionType: 'Pay Bill',
      shortcode: app.config.mpesa.paybillShortcode,
      billRefNumber: orderId === null ? 'ACHIENG' : 'HM-ANY',
      amountCents,
      msisdn: who.msisdn,
      payerName: who.name,
      status: orderId === null ? 'unmatched' : 'matched',
      orderId,
      excessCents,
      raw: { MSISDN: who.msisdn, FirstName: who.name },
    })
    .returning();
  return payment!;
}

async function refunded(
  payment: { kind: 'stk' | 'c2b'; id: number; receipt: string; orderId: number | null },
  amountCents: number,
  state: 'pending' | 'succeeded' = 'succeeded',
) {
  await app.db.insert(refunds).values({
    orderId: payment.orderId,
    ...(payment.kind === 'stk' ? { mpesaPaymentId: payment.id } : { c2bPaymentId: payment.id }),
    transactionId: payment.receipt,
    amountCents,
    reason: 'Money owed back',
    state,
  });
}

const erase = (key: { email: string } | { phone: string }) => owner.post('/api/admin/privacy/erase', key);

async function refusal(key: { email: string } | { phone: string }): Promise<string> {
  const response = await erase(key);
  const body = (await response.json()) as { message: string };
  expect(response.status, body.message).toBe(409);
  return body.message;
}

async function stored(orderId: number) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe('POST /api/admin/privacy/erase while money is owed to the customer', () => {
  it('refuses for a paid order since cancelled, naming the order and the KSH owed, until it is refunded', async () => {
    const who = customer();
    const order = await orderOf(who, 'cancelled', 95_000);
    const payment = await promptPaid(order.id, 95_000);
    const listed = (await neededRefunds(owner)).filter((n) => n.orderNumber === order.orderNumber);
    expect(listed.map((n) => n.owed)).toEqual(['950.00']);

    for (const key of [{ email: who.email }, { phone: who.phone }, { phone: `+${who.msisdn}` }]) {
      const message = await refusal(key);
      expect(message, JSON.stringify(key)).toContain(`${order.orderNumber} KSH 950.00`);
    }
    expect(await stored(order.id)).toMatchObject({ customerName: who.name, customerEmail: who.email });

    const receipt = payment.receiptNumber!;
    // On its way is not yet settled: a refund that fails leaves the money owed.
    await refunded({ kind: 'stk', id: payment.id, receipt, orderId: order.id }, 95_000, 'pending');
    expect(await refusal({ email: who.email })).toMatch(/refund/i);
    await app.db.update(refunds).set({ state: 'succeeded' }).where(eq(refunds.mpesaPaymentId, payment.id));
    expect((await erase({ email: who.email })).status).toBe(200);
    expect(await stored(order.id)).toMatchObject({
      customerEmail: 'erased@erased.invalid',
      status: 'cancelled',
    });
  });

  it('refuses for a Paybill overpayment, naming the order and the excess', async () => {
    const who = customer();
    const order = await orderOf(who, 'confirmed', 120_000);
    const payment = await paybillPaid(who, { orderId: order.id, amountCents: 175_000, excessCents: 55_000 });
    expect(await refusal({ email: who.email })).toContain(`${order.orderNumber} KSH 550.00`);
    await refunded({ kind: 'c2b', id: payment.id, receipt: payment.transId, orderId: order.id }, 55_000);
    expect((await erase({ email: who.email })).status).toBe(200);
  });

  it('refuses for a prompt paid to an order already paid, until it went back in full', async () => {
    const who = customer();
    const order = await orderOf(who, 'confirmed', 80_000);
    await promptPaid(order.id, 80_000);
    const twice = await promptPaid(order.id, 80_000, 'needs_refund');
    expect(await refusal({ phone: who.phone })).toContain(`${order.orderNumber} KSH 800.00`);
    const receipt = twice.receiptNumber!;
    await refunded({ kind: 'stk', id: twice.id, receipt, orderId: order.id }, 30_000);
    expect(await refusal({ phone: who.phone })).toContain(`${order.orderNumber} KSH 500.00`);
    await refunded({ kind: 'stk', id: twice.id, receipt, orderId: order.id }, 50_000);
    expect((await erase({ phone: who.phone })).status).toBe(200);
  });

  it('refuses for a Paybill payment of no order from their phone, named by its receipt, until refunded in full', async () => {
    const who = customer();
    // Their order is paid and settled; their Paybill payment found no order.
    const order = await orderOf(who, 'confirmed', 60_000);
    await promptPaid(order.id, 60_000);
    const lost = await paybillPaid(who, { amountCents: 120_000 });
    for (const key of [{ phone: who.phone }, { email: who.email }]) {
      expect(await refusal(key), JSON.stringify(key)).toContain(`${lost.transId} KSH 1,200.00`);
    }
    const c2b = { kind: 'c2b' as const, id: lost.id, receipt: lost.transId, orderId: null };
    await refunded(c2b, 20_000);
    // Partly refunded: the Refunds page lists the rest.
    expect((await neededRefunds(owner)).find((n) => n.receipt === lost.transId)?.owed).toBe('1000.00');
    expect(await refusal({ phone: who.phone })).toContain(`${lost.transId} KSH 1,000.00`);
    await refunded(c2b, 100_000, 'pending');
    expect(await refusal({ phone: who.phone })).toMatch(/refund/i);
    await app.db.update(refunds).set({ state: 'succeeded' }).where(eq(refunds.c2bPaymentId, lost.id));

    expect((await erase({ phone: who.phone })).status).toBe(200);
    const [row] = await app.db.select().from(mpesaC2bPayments).where(eq(mpesaC2bPayments.id, lost.id));
    expect(row).toMatchObject({ transId: lost.transId, amountCents: 120_000, msisdn: '', payerName: '' });
    expect(JSON.stringify(row)).not.toContain(who.msisdn);
    expect(JSON.stringify(row)).not.toContain(who.name);
  });

  it('names every order and receipt owed in one answer, and changes nothing', async () => {
    const who = customer();
    const cancelled = await orderOf(who, 'cancelled', 95_000);
    await promptPaid(cancelled.id, 95_000);
    const over = await orderOf(who, 'confirmed', 120_000);
    await paybillPaid(who, { orderId: over.id, amountCents: 175_000, excessCents: 55_000 });
    const lost = await paybillPaid(who, { amountCents: 30_000 });
    const message = await refusal({ email: who.email });
    expect(message).toContain(`${cancelled.orderNumber} KSH 950.00`);
    expect(message).toContain(`${over.orderNumber} KSH 550.00`);
    expect(message).toContain(`${lost.transId} KSH 300.00`);
    for (const order of [cancelled, over]) {
      expect(await stored(order.id)).toMatchObject({ customerName: who.name, customerPhone: who.phone });
    }
    const [payment] = await app.db.select().from(mpesaC2bPayments).where(eq(mpesaC2bPayments.id, lost.id));
    expect(payment!.msisdn).toBe(who.msisdn);
  });

  it('is not held up by money owed to somebody else', async () => {
    const who = customer();
    const other = customer();
    await promptPaid((await orderOf(other, 'cancelled', 95_000)).id, 95_000);
    await paybillPaid(other, { amountCents: 40_000 });
    const mine = await orderOf(who, 'delivered', 70_000);
    await promptPaid(mine.id, 70_000);
    expect((await erase({ email: who.email })).status).toBe(200);
    expect((await erase({ phone: who.phone })).status).toBe(200);
  });
});

describe("a customer's Paybill payments of no order", () => {
  it('are in their export by phone and by the e-mail of their orders, and nobody else’s', async () => {
    const who = customer();
    await orderOf(who, 'cancelled', 50_000);
    const lost = await paybillPaid(who, { amountCents: 45_000 });
    const other = await paybillPaid(customer(), { amountCents: 46_000 });
    for (const query of [`phone=${encodeURIComponent(who.phone)}`, `email=${who.email}`]) {
      const response = await owner.get(`/api/admin/privacy/export?${query}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { paybillPayments: Record<string, unknown>[] };
      expect(body.paybillPayments, query).toEqual([
        expect.objectContaining({
          receiptNumber: lost.transId,
          msisdn: who.msisdn,
          payerName: who.name,
          accountNumber: 'ACHIENG',
          amountCents: 45_000,
          refunds: [],
        }),
      ]);
      expect(JSON.stringify(body), query).not.toContain(other.transId);
    }
  });
});
