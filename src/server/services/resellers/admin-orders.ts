// Every read of resellers' orders the console makes, in one place: their wholesale orders in the
// one orders table.
import { and, count, eq, inArray, ne, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { WholesaleOrder, WholesaleService } from './wholesale';

export interface ResellerOrderTotals {
  orderCount: number;
  totalCents: number;
}

const NO_ORDERS: ResellerOrderTotals = { orderCount: 0, totalCents: 0 };

export type ResellerOrdersAdminService = ReturnType<typeof createResellerOrdersAdminService>;

export function createResellerOrdersAdminService(db: Database, wholesale: WholesaleService) {
  return {
    /**
     * Order count and value of each reseller on a page of the list, in one grouped query (served
     * by the orders (user_id, created_at) index), never one query per reseller. Cancelled orders
     * are left out: their stock went back and no money is owed for them.
     */
    async totalsFor(userIds: readonly number[]): Promise<Map<number, ResellerOrderTotals>> {
      const totals = new Map<number, ResellerOrderTotals>(userIds.map((id) => [id, NO_ORDERS]));
      if (userIds.length === 0) return totals;
      const rows = await db
        .select({
          userId: orders.userId,
          orderCount: count(),
          totalCents: sum(orders.totalCents),
        })
        .from(orders)
        .where(
          and(
            eq(orders.kind, 'wholesale'),
            inArray(orders.userId, [...userIds]),
            ne(orders.status, 'cancelled'),
          ),
        )
        .groupBy(orders.userId);
      for (const row of rows) {
        if (row.userId === null) continue;
        // sum() comes back as a numeric string; a reseller's total is far below 2^53 cents.
        totals.set(row.userId, {
          orderCount: Number(row.orderCount),
          totalCents: Number(row.totalCents ?? 0),
        });
      }
      return totals;
    },

    /** One reseller's orders, newest first: the reseller's own list, as they see it. */
    ordersOf(userId: number): Promise<WholesaleOrder[]> {
      return wholesale.listOrders(userId);
    },
  };
}
