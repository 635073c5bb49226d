// Wholesale orders as the resellers' screens list them: one reseller's own, the shop's list of
// every reseller's, and each reseller's count and value on a page of the console's list.
import { and, count, desc, eq, inArray, ne, sum } from 'drizzle-orm';
import type { OrderStatus } from '../../../core/order-status';
import type { DbExecutor } from '../../db/executor';
import { orders } from './tables';
import { toOrder, type Order } from './model';

/** One reseller's wholesale orders, newest first. */
export async function wholesaleOrdersOf(db: DbExecutor, userId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.kind, 'wholesale'), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrder);
}

/** Every wholesale order, newest first; `status` narrows to one status. */
export async function wholesaleOrders(db: DbExecutor, status?: OrderStatus): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.kind, 'wholesale'), status ? eq(orders.status, status) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrder);
}

/**
 * Order count and value of each of these resellers that has orders, in one grouped query (served
 * by the orders (user_id, created_at) index), never one query per reseller. Cancelled orders are
 * left out: their stock went back and no money is owed for them.
 */
export async function wholesaleTotals(
  db: DbExecutor,
  userIds: readonly number[],
): Promise<Map<number, { orderCount: number; totalCents: number }>> {
  const totals = new Map<number, { orderCount: number; totalCents: number }>();
  if (userIds.length === 0) return totals;
  const rows = await db
    .select({
      userId: orders.userId,
      orderCount: count(),
      totalCents: sum(orders.totalCents),
    })
    .from(orders)
    .where(
      and(eq(orders.kind, 'wholesale'), inArray(orders.userId, [...userIds]), ne(orders.status, 'cancelled')),
    )
    .groupBy(orders.userId);
  for (const row of rows) {
    if (row.userId === null) continue;
    // sum() comes back as a numeric string; a reseller's total is far below 2^53 cents.
    totals.set(row.userId, { orderCount: Number(row.orderCount), totalCents: Number(row.totalCents ?? 0) });
  }
  return totals;
}
