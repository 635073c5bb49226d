import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { emailProvesOrder } from './access';
import { orders } from './tables';
import type { OrdersContext } from './context';
import { readOrderHistory, toOrder, type Order, type OrderHistoryEntry } from './model';
import { normaliseOrderNumber } from '../../../core/order-number';
import type { OrderPickupPoint } from '../../../core/order-delivery';
import { pickupPointOf } from './pickup-point-of';

/** The order with its status history and, for a pickup order, the point it waits at. */
export type TrackedOrder = Order & { history: OrderHistoryEntry[]; pickupPoint: OrderPickupPoint | null };

/** The order of that number as shoppers and the owner type it (any case); null when there is none. */
export async function orderByNumber(db: DbExecutor, orderNumber: string): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, normaliseOrderNumber(orderNumber)));
  return row ? toOrder(row) : null;
}

/** The number of each of these orders that exists, by id: one query for a whole list. */
export async function orderNumbersOf(db: DbExecutor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.orderNumber]));
}

/**
 * The order and its status history, only when number and email both match (DESIGN.md §5), by
 * the one rule every proof follows (an erased order's placeholder proves nothing). Null either
 * way, so a caller cannot tell which of the two was wrong.
 */
export async function trackOrder(
  ctx: OrdersContext,
  orderNumber: string,
  email: string,
): Promise<TrackedOrder | null> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, normaliseOrderNumber(orderNumber)));
  if (!row || !emailProvesOrder(row, email)) return null;
  const [history, pickupPoint] = await Promise.all([
    readOrderHistory(ctx.db, row.id),
    pickupPointOf(ctx.db, row),
  ]);
  return { ...toOrder(row), history, pickupPoint };
}
