// Every read of resellers' orders the console makes, in one place: wholesale orders live in their
// own table today and may join the retail orders table, and then only this file changes.
import { and, count, inArray, ne, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { wholesaleOrders } from '../db/schema';
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
     * by the user_id index on wholesale orders), never one query per reseller. Cancelled orders
     * are left out: their stock went back and no money is owed for them.
     */
    async totalsFor(userIds: readonly number[]): Promise<Map<number, ResellerOrderTotals>> {
      const totals = new Map<number, ResellerOrderTotals>(userIds.map((id) => [id, NO_ORDERS]));
      if (userIds.length === 0) return totals;
      const rows = await db
        .select({
          userId: wholesaleOrders.userId,
          orderCount: count(),
          totalCents: sum(wholesaleOrders.totalCents),
        })
        .from(wholesaleOrders)
        .where(and(inArray(wholesaleOrders.userId, [...userIds]), ne(wholesaleOrders.status, 'cancelled')))
        .groupBy(wholesaleOrders.userId);
      for (const row of rows) {
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
