// Shared by the M-Pesa API tests: orders straight into the database, the shop's M-Pesa calls, and
// callbacks posted as Safaricom would.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mpesaPayments, orderEvents, orders, productVariants } from '../../src/server/db/schema';
import type { OrderStatus } from '../../src/core/order-status';
import type { TestApp } from '../support/test-app';

export const post = (app: TestApp, path: string, body: unknown) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export async function insertOrder(
  app: TestApp,
  {
    status = 'awaiting_payment',
    subtotalCents = 150000,
    deliveryFeeCents = 20000,
  }: { status?: OrderStatus; subtotalCents?: number; deliveryFeeCents?: number } = {},
) {
  const orderNumber = `HM-${randomBytes(4).toString('hex').toUpperCase()}`;
  const size = await firstSizeOf(app, 1);
  const [row] = await app.db
    .insert(orders)
    .values({
      orderNumber,
      status,
      customerName: 'Wanjiku Kamau',
      customerEmail: 'wanjiku@example.com',
      customerPhone: '0712345678',
      deliveryAddress: 'Moi Avenue, House 12, Nairobi',
      deliveryArea: 'Nairobi CBD',
      subtotalCents,
      deliveryFeeCents,
      totalCents: subtotalCents + deliveryFeeCents,
      paymentMethod: status === 'pending_payment' ? 'pay_later' : 'mpesa',
      paymentToken: `token-${randomBytes(12).toString('hex')}`,
      items: [
        {
          productId: 1,
          // A shop started without its catalogue has no size to name.
          ...(size ? { variantId: size.id, size: size.label, sku: size.sku } : {}),
          name: 'Raw Shea Butter',
          image: '',
          unitPriceCents: subtotalCents,
          quantity: 1,
        },
      ],
    })
    .returning();
  return row!;
}

/** A product's first size, the one an order line that names none would hold. */
export async function firstSizeOf(app: TestApp, productId: number) {
  const [size] = await app.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(1);
  return size;
}

export async function orderOf(app: TestApp, orderNumber: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

export async function eventsOf(app: TestApp, orderId: number) {
  return app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
}

export async function paymentOf(app: TestApp, checkoutRequestId: string) {
  const [row] = await app.db
    .select()
    .from(mpesaPayments)
    .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
  return row;
}

export async function paymentsOfOrder(app: TestApp, orderId: number) {
  return app.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, orderId));
}

/** The proof a checkout sends with the order's own calls: its payment token. */
export async function proofOf(app: TestApp, orderNumber: string) {
  return { paymentToken: (await orderOf(app, orderNumber)).paymentToken! };
}

export async function stkPush(app: TestApp, orderNumber: string, phoneNumber: string, amount = 1) {
  const response = await post(app, '/api/mpesa/stk-push', {
    phoneNumber,
    amount,
    orderReference: orderNumber,
    description: 'Heritage Shea order',
    ...(await proofOf(app, orderNumber)),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { success: boolean; checkoutRequestId: string; message: string };
  expect(body.success).toBe(true);
  return body.checkoutRequestId;
}

export interface StatusAnswer {
  ResultCode: string;
  ResultDesc: string;
  MpesaReceiptNumber: string;
  status: string;
}

/** The proof the payer's widget sends with its polls: the payment token of the payment's order. */
export async function payerProofOf(app: TestApp, checkoutRequestId: string) {
  const [row] = await app.db
    .select({ paymentToken: orders.paymentToken })
    .from(mpesaPayments)
    .innerJoin(orders, eq(orders.id, mpesaPayments.orderId))
    .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
  return { paymentToken: row?.paymentToken ?? undefined };
}

/** Asks query-status as the payer's widget does, with the order's proof. */
export async function queryStatus(app: TestApp, checkoutRequestId: string): Promise<StatusAnswer> {
  const response = await post(app, '/api/mpesa/query-status', {
    checkoutRequestId,
    ...(await payerProofOf(app, checkoutRequestId)),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StatusAnswer;
}

/** Polls query-status as the widget does, faster, until a ResultCode appears. */
export async function waitForResult(app: TestApp, checkoutRequestId: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await queryStatus(app, checkoutRequestId);
    if (answer.ResultCode !== '') return answer;
    if (Date.now() > deadline) throw new Error(`no result for ${checkoutRequestId} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const callbackPath = (app: TestApp) => `/api/mpesa/callback/${app.config.mpesa.callbackSecret}`;

export function successCallback(checkoutRequestId: string, amountKes: number, receipt: string) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '29115-34620561-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amountKes },
            { Name: 'MpesaReceiptNumber', Value: receipt },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: 20191219102115 },
            { Name: 'PhoneNumber', Value: 254708374149 },
          ],
        },
      },
    },
  };
}

export function failureCallback(checkoutRequestId: string, resultCode: number, resultDesc: string) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: 'm-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc: resultDesc,
      },
    },
  };
}

// Numbers the simulator answers in a fixed way (README "Test phone numbers").
export const PHONES = {
  pays: '0708374149',
  cancels: '0700001032',
  poor: '0700000001',
  wrongPin: '0700002001',
  unreachable: '0700001037',
  silent: '0700009999',
  refused: '0700005001',
};

export interface ServerEvent {
  event: string;
  data: unknown;
}

/** Opens the payment event stream and reads it event by event; heartbeats are skipped. */
export async function openPaymentEvents(
  app: TestApp,
  checkoutRequestId: string,
  headers: Record<string, string> = {},
) {
  const controller = new AbortController();
  const response = await fetch(`${app.url}/api/mpesa/events/${checkoutRequestId}`, {
    signal: controller.signal,
    headers,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;

  async function next(timeoutMs = 5_000): Promise<ServerEvent | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const cut = buffer.indexOf('\n\n');
      if (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const lines = block.split('\n');
        const data = lines.find((l) => l.startsWith('data: '));
        if (!data) continue;
        const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
        return { event, data: JSON.parse(data.slice(6)) };
      }
      if (ended) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no server-sent event in time');
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no server-sent event in time')), left),
        ),
      ]);
      if (chunk.done) ended = true;
      else buffer += chunk.value;
    }
  }

  return { response, next, close: () => controller.abort() };
}
