// Every read of resellers' orders the console makes, in one place: their wholesale orders, read
// through the orders' door.
import type { Database } from '../../db/client';
import { wholesaleTotals } from '../orders';
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
     * Order count and value of each reseller on a page of the list, in one grouped query, never
     * one query per reseller; cancelled orders are left out (orders/wholesale-lists.ts).
     */
    async totalsFor(userIds: readonly number[]): Promise<Map<number, ResellerOrderTotals>> {
      const found = await wholesaleTotals(db, userIds);
      return new Map(userIds.map((id) => [id, found.get(id) ?? NO_ORDERS]));
    },

    /** One reseller's orders, newest first: the reseller's own list, as they see it. */
    ordersOf(userId: number): Promise<WholesaleOrder[]> {
      return wholesale.listOrders(userId);
    },
  };
}
