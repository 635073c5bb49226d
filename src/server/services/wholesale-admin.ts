// The shop's side of wholesale orders: every reseller's orders, and moving them along the allowed
// transitions (src/core/order-status.ts). Cancelling puts the stock back in the same transaction.
import { desc, eq } from 'drizzle-orm';
import { canTransition, isOrderStatus, type OrderStatus } from '../../core/order-status';
import type { Database } from '../db/client';
import { auditEvents, users, wholesaleOrders } from '../db/schema';
import { ServiceError } from './errors';
import { releaseStock } from './stock';
import type { WholesaleOrder } from './wholesale';

export interface WholesaleOrderWithReseller extends WholesaleOrder {
  reseller: { id: number; email: string; businessName: string; firstName: string; lastName: string };
}

export type WholesaleAdminService = ReturnType<typeof createWholesaleAdminService>;

export function createWholesaleAdminService(db: Database) {
  return {
    /** Newest first; `status` narrows to one status. */
    async listOrders(status?: OrderStatus): Promise<WholesaleOrderWithReseller[]> {
      const rows = await db
        .select({
          order: wholesaleOrders,
          reseller: {
            id: users.id,
            email: users.email,
            businessName: users.businessName,
            firstName: users.firstName,
            lastName: users.lastName,
          },
        })
        .from(wholesaleOrders)
        .innerJoin(users, eq(users.id, wholesaleOrders.userId))
        .where(status ? eq(wholesaleOrders.status, status) : undefined)
        .orderBy(desc(wholesaleOrders.createdAt), desc(wholesaleOrders.id));
      return rows.map(({ order, reseller }) => ({ ...order, reseller }));
    },

    async moveOrder(adminId: number, orderNumber: string, to: OrderStatus): Promise<WholesaleOrder> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(wholesaleOrders)
          .where(eq(wholesaleOrders.orderNumber, orderNumber))
          .for('update');
        if (!current) throw new ServiceError('not_found', 'Wholesale order not found');
        const from = current.status;
        if (!isOrderStatus(from) || !canTransition(from, to)) {
          throw new ServiceError('conflict', `A ${from} order cannot become ${to}`, {
            status: `Cannot move from ${from} to ${to}`,
          });
        }
        if (to === 'cancelled') await releaseStock(tx, current.items);
        const [row] = await tx
          .update(wholesaleOrders)
          .set({ status: to, updatedAt: new Date() })
          .where(eq(wholesaleOrders.id, current.id))
          .returning();
        await tx.insert(auditEvents).values({
          actorUserId: adminId,
          action: 'wholesale_order.status_changed',
          entityType: 'wholesale_order',
          entityId: orderNumber,
          details: { from, to },
        });
        return row!;
      });
    },
  };
}
