// Unpaid retail orders of one payment method, claimed for a pass over them (the payment reminders,
// mpesa/stk/payment-reminders.ts): FOR UPDATE SKIP LOCKED, the lock a payment's confirmation, a
// new prompt and a cancellation take, so an order being paid or cancelled right now is left for the
// next pass, and passes running at once never share an order. What else makes an order due is the
// payment provider's to say, over its own tables, as a condition on the order's id.
import { and, asc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { OrderPaymentMethod } from '../../../core/payment-methods';
import type { DbExecutor } from '../../db/executor';
import { orders } from './tables';
import { toOrder, type Order } from './model';

export interface UnpaidClaim {
  method: OrderPaymentMethod;
  /** The provider's condition on the order whose id is `orderId`. */
  due: (orderId: AnyColumn) => SQL | undefined;
  limit: number;
}

/** Oldest first; pass the transaction the pass works in, which holds the locks. */
export async function claimUnpaid(tx: DbExecutor, { method, due, limit }: UnpaidClaim): Promise<Order[]> {
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        eq(orders.paymentMethod, method),
        eq(orders.kind, 'retail'),
        due(orders.id),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit)
    .for('update', { of: orders, skipLocked: true });
  return rows.map(toOrder);
}
