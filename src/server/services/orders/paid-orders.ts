// The paid orders with their totals, as a subquery for figures another domain keeps beside orders
// (a discount code's takings): that domain joins it in its own query, one pass, however many orders.
import { inArray } from 'drizzle-orm';
import { PAID_STATUSES } from '../../../core/order-status';
import type { DbExecutor } from '../../db/executor';
import { orders } from './tables';

export function paidOrderTotals(db: DbExecutor) {
  return db
    .select({ orderId: orders.id, totalCents: orders.totalCents })
    .from(orders)
    .where(inArray(orders.status, [...PAID_STATUSES]))
    .as('paid_orders');
}
