// How an order's Paybill payment stands, for the shopper who placed it (the checkout's widget).
import { isPayable } from '../../../../core/order-status';
import type { PaybillStatus } from '../../../../core/paybill-status-schema';
import type { Database } from '../../../db/client';
import { paidByPaybill } from './match';
import { orderByNumber, provesOrder, type OrderProof } from '../../orders';
import { chargeKes } from '../../../../core/money';

/** Null when there is no such order or the proof does not hold: the caller cannot tell which. */
export async function paybillStatus(
  db: Database,
  paybill: string,
  orderNumber: string,
  proof: OrderProof,
): Promise<PaybillStatus | null> {
  const order = await orderByNumber(db, orderNumber);
  if (!order || order.kind !== 'retail' || !provesOrder(order, proof)) return null;
  const paidCents = await paidByPaybill(db, order.id);
  const chargedCents = chargeKes(order.totalCents) * 100;
  const payable = isPayable(order);
  const state = payable
    ? paidCents > 0
      ? 'part'
      : 'waiting'
    : order.status === 'cancelled'
      ? 'closed'
      : 'paid';
  return {
    state,
    paybill,
    accountNumber: order.orderNumber,
    dueKes: payable ? chargeKes(Math.max(chargedCents - paidCents, 0)) : 0,
    paidKes: Math.floor(paidCents / 100),
    receipt: payable ? null : order.transactionId,
  };
}
