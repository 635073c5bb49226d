// Writing a status change: every path that moves an order (payment, the shopper's method switch,
// the shop's staff, the abandoned-order job) locks the row, asks core's transition table, and
// comes through here, so the status, the stock and the history always agree.
import { eq, type SQL } from 'drizzle-orm';
import {
  canTransition,
  isPayable,
  NOTHING_TO_SEND,
  sendsGoods,
  type OrderStatus,
} from '../../../core/order-status';
import type { DbExecutor } from '../../db/executor';
import { orders } from './tables';
import { ServiceError } from '../errors';
import { recordOrderEvent, toOrder, type Order } from './model';
import { allUnitsBack, returnUnits, unitsOfOrder } from '../catalogue';
import { releaseDiscount } from '../discounts';
import { takeBackOnPayment } from './surplus-hold';

export const PARCELS_AWAY =
  'Part of this order has left the shop. Record its parcels as back at the shop before cancelling it.';

type OrderChanges = Partial<Pick<typeof orders.$inferInsert, 'paymentMethod' | 'notes' | 'transactionId'>>;

/** The order, locked until the transaction ends, so concurrent moves of one order queue. */
export async function lockOrder(tx: DbExecutor, where: SQL): Promise<Order | null> {
  const [row] = await tx.select().from(orders).where(where).for('update');
  return row ? toOrder(row) : null;
}

export interface Transition {
  order: Order;
  /** The move's entry in the order's history; mails about the move are keyed by it. */
  eventId: number;
}

/**
 * Moves a locked order to `to`, with any other fields the move sets, and records the move in its
 * history. A cancelled order never left the shop, so its units still out go back in the same
 * transaction (those a refund already put back stay counted once); an order whose units are all
 * back has nothing to prepare or ship.
 */
export async function writeTransition(
  tx: DbExecutor,
  current: Order,
  to: OrderStatus,
  { actor, note, set = {}, at = new Date() }: { actor: string; note?: string; set?: OrderChanges; at?: Date },
): Promise<Transition> {
  if (!canTransition(current, to)) {
    throw new ServiceError('conflict', cannotMoveMessage(current.status, to), {
      status: `Cannot move from ${current.status} to ${to}`,
    });
  }
  if (to === 'cancelled' && current.unitsShipped > 0) {
    throw new ServiceError('conflict', PARCELS_AWAY, { status: PARCELS_AWAY });
  }
  if (sendsGoods(to) && allUnitsBack(await unitsOfOrder(tx, current))) {
    throw new ServiceError('conflict', NOTHING_TO_SEND, { status: NOTHING_TO_SEND });
  }
  // The client's address only counts the units its unpaid orders hold (unpaid-hold.ts).
  const leavesUnpaid = !isPayable({ kind: current.kind, status: to });
  // Paid (or confirmed by the shop): what went back on sale while it was unpaid is taken again.
  const shortfall =
    isPayable(current) && leavesUnpaid && to !== 'cancelled'
      ? await takeBackOnPayment(tx, current)
      : undefined;
  const fullNote = [note, shortfall].filter(Boolean).join('. ');
  const [row] = await tx
    .update(orders)
    .set({
      ...set,
      status: to,
      updatedAt: at,
      ...(leavesUnpaid ? { clientAddressDigest: null, surplusHeldUntil: null } : {}),
    })
    .where(eq(orders.id, current.id))
    .returning();
  if (to === 'cancelled') {
    await returnUnits(tx, current, 'all', 'cancellation');
    await releaseDiscount(tx, current.id);
  }
  const eventId = await recordOrderEvent(tx, {
    orderId: current.id,
    from: current.status,
    to,
    actor,
    ...(fullNote ? { note: fullNote } : {}),
  });
  return { order: toOrder(row!), eventId };
}

export function cannotMoveMessage(from: OrderStatus, to: OrderStatus): string {
  const words = from.replace(/_/g, ' ');
  return `${/^[aeiou]/.test(words) ? 'An' : 'A'} ${words} order cannot become ${to.replace(/_/g, ' ')}`;
}
