// An unpaid order holds stock other shoppers could buy. An M-Pesa order nobody paid for, and a Pay
// Later order the shop has not confirmed, are cancelled after a while and their stock released.
// Rows are claimed with FOR UPDATE SKIP LOCKED, so several app processes may run this at once:
// each order is cancelled by exactly one of them, and an order being paid or confirmed at that
// moment (which holds its lock) is left for the next run.
import { and, asc, eq, lt, or } from 'drizzle-orm';
import type { OrderStatus } from '../../../core/order-status';
import { orders } from './tables';
import type { OrdersContext } from './context';
import { orderCancelledMail } from './cancelled-mail';
import { mailCustomer } from './customer-mail';
import { orderEventMail } from './mails';
import { orderMessageSettings } from './message-settings';
import { toOrder } from './model';
import { writeTransition } from './transition';

const BATCH = 100;

export interface CancelAbandonedOptions {
  now: Date;
  /** An order awaiting M-Pesa payment for longer than this (since its last status change) is cancelled. */
  olderThanMs: number;
  /** A Pay Later order the shop has not confirmed for longer than this is cancelled; unset keeps them. */
  payLaterOlderThanMs?: number;
}

const NOTES: Partial<Record<OrderStatus, string>> = {
  awaiting_payment: 'No payment received in time',
  pending_payment: 'Pay Later order not confirmed by the shop in time',
};

/** Returns the numbers of the orders it cancelled. */
export async function cancelAbandonedOrders(
  ctx: OrdersContext,
  { now, olderThanMs, payLaterOlderThanMs }: CancelAbandonedOptions,
): Promise<string[]> {
  const stale = (status: OrderStatus, ms: number) =>
    and(eq(orders.status, status), lt(orders.updatedAt, new Date(now.getTime() - ms)));
  const due = or(
    stale('awaiting_payment', olderThanMs),
    payLaterOlderThanMs === undefined ? undefined : stale('pending_payment', payLaterOlderThanMs),
  );
  const cancelled: string[] = [];
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(orders)
        .where(due)
        .orderBy(asc(orders.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const done: string[] = [];
      for (const row of rows) {
        const current = toOrder(row);
        const note = NOTES[current.status];
        const { order, eventId } = await writeTransition(tx, current, 'cancelled', {
          actor: 'system',
          at: now,
          ...(note ? { note } : {}),
        });
        // The Pay Later customer was promised a call; tell them why none came and the order is off.
        if (current.status === 'pending_payment') {
          const mail = orderCancelledMail(order, (await orderMessageSettings(ctx, tx)).mail);
          await mailCustomer(ctx, tx, orderEventMail(eventId, 'customer'), mail, 'pay_later_expired');
        }
        done.push(order.orderNumber);
      }
      return done;
    });
    cancelled.push(...batch);
    if (batch.length < BATCH) return cancelled;
  }
}
