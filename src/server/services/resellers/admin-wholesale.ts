// The shop's side of wholesale orders: every reseller's orders, and moving them along the allowed
// transitions through the one staff move (orders/admin.ts).
import type { OrderStatus } from '../../../core/order-status';
import type { Database } from '../../db/client';
import { accountContacts } from '../accounts';
import { type OrdersService, wholesaleOrders } from '../orders';
import type { WholesaleOrder } from './wholesale';

export interface WholesaleOrderWithReseller extends WholesaleOrder {
  reseller: { id: number; email: string; businessName: string; firstName: string; lastName: string };
}

export type WholesaleAdminService = ReturnType<typeof createWholesaleAdminService>;

export function createWholesaleAdminService(db: Database, ordersService: OrdersService) {
  return {
    /** Newest first; `status` narrows to one status. Only orders whose reseller's account exists. */
    async listOrders(status?: OrderStatus): Promise<WholesaleOrderWithReseller[]> {
      const list = await wholesaleOrders(db, status);
      const accounts = await accountContacts(
        db,
        list.flatMap((order) => (order.userId === null ? [] : [order.userId])),
      );
      return list.flatMap((order) => {
        const account = order.userId === null ? undefined : accounts.get(order.userId);
        if (!account) return [];
        const { id, email, businessName, firstName, lastName } = account;
        return [{ ...order, reseller: { id, email, businessName, firstName, lastName } }];
      });
    },

    moveOrder(adminId: number, orderNumber: string, to: OrderStatus): Promise<WholesaleOrder> {
      return ordersService.moveStatus({ orderNumber, kind: 'wholesale' }, to, { adminId });
    },
  };
}
