// An M-Pesa order nobody paid for holds stock other shoppers could buy. After a while it is
// cancelled and its stock released. Rows are claimed with FOR UPDATE SKIP LOCKED, so several app
// processes may run this at once: each order is cancelled by exactly one of them, and an order
// being paid at that moment (markPaid holds its lock) is left for the next run.
import { and, asc, eq, lt } from 'drizzle-orm';
import { orders } from '../db/schema';
import type { OrdersContext } from './orders-context';
import { recordOrderEvent } from './orders-model';
import { releaseStock } from './stock';

const BATCH = 100;

export interface CancelAbandonedOptions {
  now: Date;
  /** An order awaiting payment for longer than this (since its last status change) is cancelled. */
  olderThanMs: number;
}

/** Returns the numbers of the orders it cancelled. */
export async function cancelAbandonedOrders(
  ctx: OrdersContext,
  { now, olderThanMs }: CancelAbandonedOptions,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - olderThanMs);
  const cancelled: string[] = [];
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.updatedAt, cutoff)))
        .orderBy(asc(orders.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        await tx.update(orders).set({ status: 'cancelled', updatedAt: now }).where(eq(orders.id, row.id));
        await releaseStock(tx, row.items);
        await recordOrderEvent(tx, {
          orderId: row.id,
          from: 'awaiting_payment',
          to: 'cancelled',
          actor: 'system',
          note: 'No payment received in time',
        });
      }
      return rows.map((row) => row.orderNumber);
    });
    cancelled.push(...batch);
    if (batch.length < BATCH) return cancelled;
  }
}
