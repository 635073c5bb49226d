// The shop's side of wholesale orders: every reseller's orders, and moving them along the allowed
// transitions through the one staff move (orders/admin.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../core/order-status';
import type { Database } from '../../db/client';
import { orders, users } from '../../db/schema';
import { type OrdersService, toOrder } from '../orders';
import type { WholesaleOrder } from './wholesale';

export interface WholesaleOrderWithReseller extends WholesaleOrder {
  reseller: { id: number; email: string; businessName: string; firstName: string; lastName: string };
}

export type WholesaleAdminService = ReturnType<typeof createWholesaleAdminService>;

export function createWholesaleAdminService(db: Database, ordersService: OrdersService) {
  return {
    /** Newest first; `status` narrows to one status. */
    async listOrders(status?: OrderStatus): Promise<WholesaleOrderWithReseller[]> {
      const rows = await db
        .select({
          order: orders,
          reseller: {
            id: users.id,
            email: users.email,
            businessName: users.businessName,
            firstName: users.firstName,
            lastName: users.lastName,
          },
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.kind, 'wholesale'), status ? eq(orders.status, status) : undefined))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return rows.map(({ order, reseller }) => ({ ...toOrder(order), reseller }));
    },

    moveOrder(adminId: number, orderNumber: string, to: OrderStatus): Promise<WholesaleOrder> {
      return ordersService.moveStatus({ orderNumber, kind: 'wholesale' }, to, { adminId });
    },
  };
}
