// Shared by the reconciliation tests: payments made older, their mails, and waiting for a result.
import { eq, sql } from 'drizzle-orm';
import { mpesaPayments } from '../../src/server/db/schema';
import type { TestApp } from '../support/test-app';
import { outbox } from '../support/outbox';
import { paymentOf } from './mpesa-helpers';

// The simulator's payers whose callback is lost (README "Test phone numbers").
export const LOST = {
  /** The STK query and Transaction Status say paid. */
  queryPaid: '0700000404',
  /** The STK query keeps saying "being processed"; Transaction Status says paid. */
  queryStuck: '0700000408',
};

/** The payment as if it had been made `ageMs` ago and never asked about. */
export async function ageOf(app: TestApp, checkoutRequestId: string, ageMs: number) {
  const then = sql`now() - ${ageMs} * interval '1 millisecond'`;
  await app.db
    .update(mpesaPayments)
    .set({ createdAt: then, updatedAt: then })
    .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
}

/** Older than reconciliation looks: later runs of the file leave it alone. */
export const retire = (app: TestApp, checkoutRequestId: string) =>
  ageOf(app, checkoutRequestId, 8 * 24 * 60 * 60 * 1000);

/** Mails to the customer (insertOrder's) about the order. */
export async function outboxTo(app: TestApp, orderNumber: string) {
  return (await outbox(app)).filter(
    (mail) => mail.to === 'wanjiku@example.com' && mail.subject.includes(orderNumber),
  );
}

/** Waits for Daraja's asynchronous result to move the payment to `status`. */
export async function waitForPayment(app: TestApp, checkoutRequestId: string, status: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const payment = await paymentOf(app, checkoutRequestId);
    if (payment?.status === status) return payment;
    if (Date.now() > deadline) throw new Error(`payment still ${payment?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function quietLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_details: object, message: string) => void lines.push({ level, message });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}
