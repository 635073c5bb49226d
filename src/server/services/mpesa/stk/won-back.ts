// The M-Pesa payments won back by a reminder, for the Insight page: the reminders sent in a
// period, and of their orders those paid since, by the day of the reminder. The orders' side is
// the orders' own read (paid orders with their totals), joined in the one query.
import { count, desc, eq, gte, and, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor';
import { orderNumbersOf, paidOrderTotals } from '../../orders';
import { paymentReminders } from '../tables';

export interface WonBack {
  reminded: number;
  orders: number;
  revenueCents: number;
  /** The latest ones paid, newest reminder first. */
  recent: { orderNumber: string; totalCents: number; remindedAt: Date }[];
}

/** The reminders sent from `start` up to `end`, the orders of them paid, and the latest `listed` of those. */
export async function wonBackByReminders(
  db: DbExecutor,
  start: Date,
  end: Date,
  listed: number,
): Promise<WonBack> {
  const paid = paidOrderTotals(db);
  const reminded = and(gte(paymentReminders.sentAt, start), lt(paymentReminders.sentAt, end));
  const [[totals], recent] = await Promise.all([
    db
      .select({
        reminded: count(),
        orders: count(paid.orderId),
        revenueCents: sql<number>`coalesce(sum(${paid.totalCents}), 0)`.mapWith(Number),
      })
      .from(paymentReminders)
      .leftJoin(paid, eq(paid.orderId, paymentReminders.orderId))
      .where(reminded),
    db
      .select({
        orderId: paymentReminders.orderId,
        totalCents: paid.totalCents,
        remindedAt: paymentReminders.sentAt,
      })
      .from(paymentReminders)
      .innerJoin(paid, eq(paid.orderId, paymentReminders.orderId))
      .where(reminded)
      .orderBy(desc(paymentReminders.sentAt), desc(paymentReminders.orderId))
      .limit(listed),
  ]);
  const numbers = await orderNumbersOf(
    db,
    recent.map((row) => row.orderId),
  );
  return {
    reminded: Number(totals?.reminded ?? 0),
    orders: Number(totals?.orders ?? 0),
    revenueCents: totals?.revenueCents ?? 0,
    recent: recent.flatMap(({ orderId, totalCents, remindedAt }) => {
      const orderNumber = numbers.get(orderId);
      return orderNumber === undefined ? [] : [{ orderNumber, totalCents, remindedAt }];
    }),
  };
}
