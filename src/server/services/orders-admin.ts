// What the shop's staff do to orders: move them along (processing, shipped, delivered) or cancel
// them. Confirming belongs to markPaid, which records how the order was paid.
import { desc, eq } from 'drizzle-orm';
import { canTransition, type OrderStatus } from '../../core/order-status';
import { orders } from '../db/schema';
import { ServiceError } from './errors';
import type { OrdersContext } from './orders-context';
import { recordOrderEvent, toOrder, type Order } from './orders-model';
import { releaseStock } from './stock';

export async function moveOrderStatus(
  ctx: OrdersContext,
  orderId: number,
  to: OrderStatus,
  { actor, note }: { actor: string; note?: string },
): Promise<Order> {
  if (to === 'confirmed') {
    throw new ServiceError('invalid', 'Record the payment to confirm an order', { status: 'Use markPaid' });
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw new ServiceError('not_found', 'Order not found');
    const from = row.status as OrderStatus;
    if (!canTransition(from, to)) {
      throw new ServiceError('conflict', `An order that is ${from} cannot become ${to}`, {
        status: 'Not allowed',
      });
    }
    const [updated] = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning();
    // Stock was taken when the order was placed; a cancelled parcel never left, so it goes back.
    if (to === 'cancelled') await releaseStock(tx, row.items);
    await recordOrderEvent(tx, { orderId, from, to, actor, ...(note ? { note } : {}) });
    return toOrder(updated!);
  });
}

/** Newest first, optionally of one status, for the admin console. */
export async function listOrders(
  ctx: OrdersContext,
  { status, limit = 50, offset = 0 }: { status?: OrderStatus; limit?: number; offset?: number } = {},
): Promise<Order[]> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(Math.min(Math.max(limit, 1), 200))
    .offset(Math.max(offset, 0));
  return rows.map(toOrder);
}
