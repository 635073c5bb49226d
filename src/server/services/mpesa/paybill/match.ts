// Matching one Paybill payment to the order its account number names, inside the caller's
// transaction. The order row is locked first (SELECT ... FOR UPDATE), so two payments for one order
// queue and the second sees what the first paid: the full amount due confirms the order, less is a
// part payment, more leaves the difference to refund, and an order already paid or cancelled keeps
// none of it.
import { and, eq, sql } from 'drizzle-orm';
import { isPayable } from '../../../../core/order-status';
import type { DbExecutor } from '../../../db/executor';
import { mpesaC2bPayments } from '../tables';
import { recordAudit } from '../../audit';
import { type OrdersService, type Order } from '../../orders';
import { chargeKes } from '../../../../core/money';
import { paybillProvider } from './provider';

export interface C2bMatch {
  /** paid: the order is confirmed now; part: it still waits; closed: it was paid or cancelled already. */
  kind: 'paid' | 'part' | 'closed';
  order: Order;
  excessCents: number;
  /** What the order still needed before this payment. */
  dueCents: number;
}

export interface C2bPaymentRef {
  id: number;
  transId: string;
  amountCents: number;
}

/** What the order's matched Paybill payments have paid towards it so far. */
export async function paidByPaybill(tx: DbExecutor, orderId: number): Promise<number> {
  const [row] = await tx
    .select({
      paid: sql<string>`coalesce(sum(${mpesaC2bPayments.amountCents} - ${mpesaC2bPayments.excessCents}), 0)`,
    })
    .from(mpesaC2bPayments)
    .where(and(eq(mpesaC2bPayments.orderId, orderId), eq(mpesaC2bPayments.status, 'matched')));
  return Number(row?.paid ?? 0);
}

/** A payment no order claims stays 'unmatched' for the owner; the decision is audited all the same. */
export async function leaveUnmatched(tx: DbExecutor, payment: C2bPaymentRef) {
  await recordAudit(tx, {
    actorUserId: null,
    action: 'c2b_payment.unmatched',
    entityType: 'c2b_payment',
    entityId: payment.transId,
    details: { amountCents: payment.amountCents },
  });
  return { kind: 'unmatched' as const };
}

/**
 * Matches `payment` (still 'unmatched') to `order`, locked by the caller, and audits the decision.
 * A full payment confirms the order through the orders service, so its usual mail and history follow.
 */
export async function matchPayment(
  tx: DbExecutor,
  orderService: Pick<OrdersService, 'markPaid'>,
  payment: C2bPaymentRef,
  order: Order,
  by: { actorUserId: number | null },
): Promise<C2bMatch> {
  const dueCents = isPayable(order)
    ? Math.max(chargeKes(order.totalCents) * 100 - (await paidByPaybill(tx, order.id)), 0)
    : 0;
  const excessCents = Math.max(payment.amountCents - dueCents, 0);
  const kind = !isPayable(order) ? 'closed' : payment.amountCents >= dueCents ? 'paid' : 'part';
  const [moved] = await tx
    .update(mpesaC2bPayments)
    .set({
      status: 'matched',
      orderId: order.id,
      excessCents,
      ...(by.actorUserId === null ? {} : { assignedByUserId: by.actorUserId }),
      updatedAt: new Date(),
    })
    .where(and(eq(mpesaC2bPayments.id, payment.id), eq(mpesaC2bPayments.status, 'unmatched')))
    .returning({ id: mpesaC2bPayments.id });
  // The caller holds the payment's only write (a fresh insert, or a locked unmatched row).
  if (!moved) throw new Error(`Paybill payment ${payment.id} is no longer unmatched`);
  let confirmed = order;
  if (kind === 'paid') {
    await orderService.markPaid(
      order.id,
      { transactionId: payment.transId, actor: paybillProvider.confirmedBy },
      tx,
    );
    confirmed = { ...order, status: 'confirmed', transactionId: payment.transId };
  }
  await recordAudit(tx, {
    actorUserId: by.actorUserId,
    action: by.actorUserId === null ? `c2b_payment.${kind}` : 'c2b_payment.assigned',
    entityType: 'c2b_payment',
    entityId: payment.transId,
    details: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      outcome: kind,
      amountCents: payment.amountCents,
      dueCents,
      excessCents,
    },
  });
  return { kind, order: confirmed, excessCents, dueCents };
}
