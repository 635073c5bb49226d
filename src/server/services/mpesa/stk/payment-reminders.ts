// One reminder for an M-Pesa order the shopper meant to pay: its prompt failed, was cancelled or
// timed out on the phone (Daraja's 1032, 1037, 1019 and the like), and nothing has come in since.
// After the owner's wait (settings.orders.paymentReminderAfterMinutes) the customer gets one text
// and one mail with a link to the order's tracking page, where 'Pay now' sends a new prompt
// (payment-reminder-texts.ts says what). Orders are claimed FOR UPDATE SKIP LOCKED
// (orders/unpaid-claim.ts), the lock a payment's confirmation, a new prompt and a cancellation take,
// and the reminder's row (keyed by the order) is inserted in the transaction that queues the
// messages: however many processes run the pass at once, an order is reminded once, and never after
// it was paid or cancelled. An order with a prompt still waiting, or with money that matched
// nothing, is left alone.
import { and, desc, eq, exists, inArray, notExists, sql, type AnyColumn } from 'drizzle-orm';
import { PAYMENT_METHOD } from '../../../../core/payment-methods';
import type { DbExecutor } from '../../../db/executor';
import type { Order } from '../../orders';
import { mpesaC2bPayments, mpesaPayments, paymentReminders } from '../tables';
import { paymentReminder } from './payment-reminder-texts';
import type { PaymentsContext } from './context';

const BATCH = 50;

export interface PaymentReminderOptions {
  now: Date;
  /** How long after its last failed prompt an unpaid order is reminded. */
  afterMs: number;
}

/** Returns the numbers of the orders reminded. */
export async function sendPaymentReminders(
  ctx: Pick<PaymentsContext, 'db' | 'orders'>,
  { now, afterMs }: PaymentReminderOptions,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - afterMs).toISOString();
  const due = (orderId: AnyColumn) =>
    and(
      notExists(
        ctx.db
          .select({ one: sql`1` })
          .from(paymentReminders)
          .where(eq(paymentReminders.orderId, orderId)),
      ),
      // Prompts were sent, every one failed, and the last answer is older than the wait.
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(mpesaPayments)
          .where(eq(mpesaPayments.orderId, orderId))
          .groupBy(mpesaPayments.orderId)
          .having(
            sql`bool_and(${mpesaPayments.status} = 'failed') and max(${mpesaPayments.updatedAt}) <= ${cutoff}::timestamptz`,
          ),
      ),
      // Part paid by Paybill: the tracking page shows what is left, and the shop follows it up.
      notExists(
        ctx.db
          .select({ one: sql`1` })
          .from(mpesaC2bPayments)
          .where(eq(mpesaC2bPayments.orderId, orderId)),
      ),
    );
  const reminded: string[] = [];
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const claimed = await ctx.orders.claimUnpaid(tx, { method: PAYMENT_METHOD.mpesa, due, limit: BATCH });
      if (claimed.length === 0) return [];
      const lastCodes = await lastResultCodes(
        tx,
        claimed.map((order) => order.id),
      );
      const recorded: Order[] = [];
      for (const order of claimed) {
        if (await recordReminder(tx, order, now, lastCodes.get(order.id) ?? null)) recorded.push(order);
      }
      await ctx.orders.remindToPay(tx, recorded, paymentReminder);
      return recorded.map((order) => order.orderNumber);
    });
    reminded.push(...batch);
    if (batch.length < BATCH) return reminded;
  }
}

/** The result code of each order's latest prompt: why its payment failed, kept with the reminder. */
async function lastResultCodes(tx: DbExecutor, orderIds: number[]): Promise<Map<number, number | null>> {
  const rows = await tx
    .selectDistinctOn([mpesaPayments.orderId], {
      orderId: mpesaPayments.orderId,
      resultCode: mpesaPayments.resultCode,
    })
    .from(mpesaPayments)
    .where(inArray(mpesaPayments.orderId, orderIds))
    .orderBy(mpesaPayments.orderId, desc(mpesaPayments.id));
  return new Map(rows.map((row) => [row.orderId!, row.resultCode]));
}

/** False when another pass recorded the order's reminder first. */
async function recordReminder(tx: DbExecutor, order: Order, now: Date, resultCode: number | null) {
  const inserted = await tx
    .insert(paymentReminders)
    .values({ orderId: order.id, resultCode, sentAt: now })
    .onConflictDoNothing()
    .returning({ orderId: paymentReminders.orderId });
  return inserted.length > 0;
}
