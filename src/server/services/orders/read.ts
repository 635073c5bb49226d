import { eq } from 'drizzle-orm';
import { emailProvesOrder } from './access';
import { orders } from './tables';
import type { OrdersContext } from './context';
import { readOrderHistory, toOrder, type Order, type OrderHistoryEntry } from './model';
import { normaliseOrderNumber } from '../../../core/order-number';

export type TrackedOrder = Order & { history: OrderHistoryEntry[] };

export async function findByNumber(ctx: OrdersContext, orderNumber: string): Promise<Order | null> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, normaliseOrderNumber(orderNumber)));
  return row ? toOrder(row) : null;
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
  return { ...toOrder(row), history: await readOrderHistory(ctx.db, row.id) };
}
