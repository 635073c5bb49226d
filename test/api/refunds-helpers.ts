// Shared by the refund tests: orders paid through the simulator (so M-Pesa knows their receipts),
// Paybill payments written as their confirmation would, and refunds asked for and waited on.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { mpesaC2bPayments, mpesaPayments, orders, refunds } from '../../src/server/db/schema';
import type { Caller } from '../support/accounts';
import type { TestApp } from '../support/test-app';
import { firstSizeOf, insertOrder, PHONES, stkPush, waitForResult } from './mpesa-helpers';

export interface RefundJson {
  id: number;
  paymentKind: 'stk' | 'c2b';
  receipt: string;
  amount: string;
  reason: string;
  restock: boolean;
  restockItems: { productId: number; quantity: number }[];
  restocked: { productId: number; quantity: number }[];
  state: string;
  resultDesc: string | null;
  reversalReceipt: string | null;
}

export interface OrderRefundsJson {
  payments: { paymentKind: string; paymentId: number; receipt: string; paid: string; refundable: string }[];
  refunds: RefundJson[];
  units: { productId: number; name: string; ordered: number; back: number; restockable: number }[];
}

/** An order of KSH 1,700 (one line of `productId`, `quantity`) paid by M-Pesa prompt. */
export async function paidOrder(app: TestApp, line?: { productId: number; quantity: number }) {
  const order = await insertOrder(app);
  if (line) {
    const size = await firstSizeOf(app, line.productId);
    const sold = size ? { variantId: size.id, size: size.label, sku: size.sku } : {};
    await app.db
      .update(orders)
      .set({ items: [{ ...order.items[0]!, ...sold, ...line }] })
      .where(eq(orders.id, order.id));
  }
  const payment = await payByPrompt(app, order.orderNumber);
  return { order, payment, receipt: payment.receiptNumber! };
}

/** Pays the order in full by M-Pesa prompt; the payment, once its callback brought the receipt. */
export async function payByPrompt(app: TestApp, orderNumber: string) {
  const checkoutRequestId = await stkPush(app, orderNumber, PHONES.pays);
  expect((await waitForResult(app, checkoutRequestId)).ResultCode).toBe('0');
  // On a busy machine the payer's poll may settle the payment by STK query, which names no receipt,
  // before the callback brings it; a refund needs the receipt, so wait for the callback's.
  return vi.waitFor(
    async () => {
      const [row] = await app.db
        .select()
        .from(mpesaPayments)
        .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
      expect(row).toMatchObject({ status: 'success', receiptNumber: expect.any(String) });
      return row!;
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** A Paybill payment of `amountKes` for the order, as the confirmation records it. */
export async function paybillPayment(
  app: TestApp,
  orderId: number | null,
  {
    amountKes = 1700,
    excessKes = 0,
    shortcode = app.config.mpesa.paybillShortcode,
    transId = receipt(),
  } = {},
) {
  const [row] = await app.db
    .insert(mpesaC2bPayments)
    .values({
      transId,
      transTime: '20261124091500',
      transactionType: 'Pay Bill',
      shortcode,
      billRefNumber: 'HM-TEST',
      amountCents: amountKes * 100,
      msisdn: '2547 ***** 149',
      status: orderId === null ? 'unmatched' : 'matched',
      orderId,
      excessCents: excessKes * 100,
      raw: {},
    })
    .returning();
  return row!;
}

function receipt() {
  return `TST${randomBytes(4).toString('hex').toUpperCase().slice(0, 7)}`;
}

export const refundPath = (orderNumber: string) => `/api/admin/orders/${orderNumber}/refunds`;

export async function askRefund(
  caller: Caller,
  orderNumber: string,
  body: {
    paymentKind?: 'stk' | 'c2b';
    paymentId: number;
    amountKes: number;
    reason?: string;
    restock?: boolean;
    restockItems?: { productId: number; quantity: number }[];
  },
) {
  return caller.post(refundPath(orderNumber), {
    paymentKind: 'stk',
    reason: 'Customer returned it',
    ...body,
  });
}

export async function refundOf(
  caller: Caller,
  orderNumber: string,
  body: Parameters<typeof askRefund>[2],
): Promise<RefundJson> {
  const response = await askRefund(caller, orderNumber, body);
  expect(response.status).toBe(201);
  return (await response.json()) as RefundJson;
}

export async function orderRefunds(caller: Caller, orderNumber: string): Promise<OrderRefundsJson> {
  const response = await caller.get(refundPath(orderNumber));
  expect(response.status).toBe(200);
  return (await response.json()) as OrderRefundsJson;
}

/** Waits for M-Pesa's answer to reach the refund (the simulator answers at once in these tests). */
export async function settled(caller: Caller, orderNumber: string, refundId: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const refund = (await orderRefunds(caller, orderNumber)).refunds.find((r) => r.id === refundId);
    if (refund && refund.state !== 'pending') return refund;
    if (Date.now() > deadline) throw new Error(`refund ${refundId} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface NeededRefundJson {
  paymentKind: 'stk' | 'c2b';
  paymentId: number;
  orderNumber: string | null;
  receipt: string;
  why: string;
  paid: string;
  owed: string;
  paidAt: string;
}

/** GET /api/admin/refunds/needed: the money owed back, shop-wide. */
export async function neededRefunds(caller: Caller): Promise<NeededRefundJson[]> {
  const response = await caller.get('/api/admin/refunds/needed');
  expect(response.status).toBe(200);
  return ((await response.json()) as { payments: NeededRefundJson[] }).payments;
}

/** The refunds of one Paybill payment, whichever order they were asked for. */
export async function refundsOfPaybill(app: TestApp, c2bPaymentId: number) {
  return app.db.select().from(refunds).where(eq(refunds.c2bPaymentId, c2bPaymentId));
}

export async function refundRows(app: TestApp, orderId: number) {
  return app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
}
