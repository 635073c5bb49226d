// One reminder for an M-Pesa order the shopper meant to pay: its prompt failed, was cancelled or
// timed out on the phone (Daraja's 1032, 1037, 1019 and the like), and nothing has come in since.
// After the owner's wait (settings.orders.paymentReminderAfterMinutes) the customer gets one text
// and one mail with a link to the order's tracking page, where 'Pay now' sends a new prompt.
// Orders are claimed FOR UPDATE SKIP LOCKED, the lock a payment's confirmation, a new prompt and a
// cancellation take, and the reminder's row (keyed by the order) is inserted in the transaction
// that queues the messages: however many processes run the pass at once, an order is reminded
// once, and never after it was paid or cancelled. The prompts' states are read from the M-Pesa
// module's table: an order with a prompt still waiting, or with money that matched nothing, is
// left alone.
import { and, asc, desc, eq, exists, inArray, notExists, sql } from 'drizzle-orm';
import { mpesaC2bPayments, mpesaPayments, paymentReminders } from '../../db/schema';
import { orders } from './tables';
import type { DbExecutor } from '../../db/executor';
import type { OrdersContext } from './context';
import { mailCustomer } from './customer-mail';
import { paymentReminderMail, type PaymentReminderMailSettings } from './mails';
import { toOrder, type Order } from './model';
import { queueCustomerSmsWithinLimit } from './sms';
import { paymentReminderSms } from './sms-texts';

const BATCH = 50;

export interface PaymentReminderOptions {
  now: Date;
  /** How long after its last failed prompt an unpaid order is reminded. */
  afterMs: number;
}

/** Returns the numbers of the orders reminded. */
export async function sendPaymentReminders(
  ctx: OrdersContext,
  { now, afterMs }: PaymentReminderOptions,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - afterMs).toISOString();
  const reminded: string[] = [];
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'awaiting_payment'),
            eq(orders.paymentMethod, 'mpesa'),
            eq(orders.kind, 'retail'),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(paymentReminders)
                .where(eq(paymentReminders.orderId, orders.id)),
            ),
            // Prompts were sent, every one failed, and the last answer is older than the wait.
            exists(
              tx
                .select({ one: sql`1` })
                .from(mpesaPayments)
                .where(eq(mpesaPayments.orderId, orders.id))
                .groupBy(mpesaPayments.orderId)
                .having(
                  sql`bool_and(${mpesaPayments.status} = 'failed') and max(${mpesaPayments.updatedAt}) <= ${cutoff}::timestamptz`,
                ),
            ),
            // Part paid by Paybill: the tracking page shows what is left, and the shop follows it up.
            notExists(
              tx
                .select({ one: sql`1` })
                .from(mpesaC2bPayments)
                .where(eq(mpesaC2bPayments.orderId, orders.id)),
            ),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(BATCH)
        .for('update', { of: orders, skipLocked: true });
      if (rows.length === 0) return [];
      const settings = await ctx.settings.readFresh(tx);
      const mail = {
        publicUrl: ctx.mailSettings.publicUrl,
        shopEmail: settings.store.email,
        paybillNumber: settings.store.paybillNumber,
        cancelAfterHours: settings.orders.abandonedAfterHours,
      };
      const sms = { publicUrl: ctx.smsSettings.publicUrl, shopName: settings.brand.shopName };
      const lastCodes = await lastResultCodes(
        tx,
        rows.map((row) => row.id),
      );
      const done: string[] = [];
      for (const row of rows) {
        const order = toOrder(row);
        if (await remind(ctx, tx, order, { now, mail, sms, resultCode: lastCodes.get(order.id) ?? null })) {
          done.push(order.orderNumber);
        }
      }
      return done;
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

interface Reminder {
  now: Date;
  mail: PaymentReminderMailSettings;
  sms: Parameters<typeof paymentReminderSms>[1];
  resultCode: number | null;
}

async function remind(
  ctx: OrdersContext,
  tx: DbExecutor,
  order: Order,
  { now, mail, sms, resultCode }: Reminder,
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentReminders)
    .values({ orderId: order.id, resultCode, sentAt: now })
    .onConflictDoNothing()
    .returning({ orderId: paymentReminders.orderId });
  if (inserted.length === 0) return false;

  const event = `payment-reminder:${order.id}`;
  await mailCustomer(ctx, tx, `${event}:customer`, paymentReminderMail(order, mail), 'payment_reminder');
  await queueCustomerSmsWithinLimit(ctx, tx, order, event, paymentReminderSms(order, sms));
  return true;
}
