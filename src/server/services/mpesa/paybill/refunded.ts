// A Paybill payment no order claimed may be given back from the Refunds page instead of being
// assigned. From the moment a refund of it holds money (REFUND_STATES_HOLDING_MONEY: on its way or
// sent) that money is the payer's again, so the payment can no longer pay for an order: it leaves
// the list to assign, and assigning it is refused. A refund that failed or timed out in M-Pesa sent
// nothing, and frees the payment again, as it frees its amount for another refund.
import { and, count, eq, exists, inArray, not } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor';
import { mpesaC2bPayments, refunds } from '../tables';
import { REFUND_STATES_HOLDING_MONEY } from '../refunds/context';

export const C2B_REFUNDED_NOT_ASSIGNABLE =
  'This payment has been refunded to the payer, or its refund is on its way, so it cannot pay for an order';

/** True for a Paybill payment (of the query's `mpesa_c2b_payments` row) with a refund holding money. */
export function c2bRefundHoldsMoney(db: DbExecutor) {
  return exists(
    db
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(
          eq(refunds.c2bPaymentId, mpesaC2bPayments.id),
          inArray(refunds.state, [...REFUND_STATES_HOLDING_MONEY]),
        ),
      ),
  );
}

/** Paybill payments the owner may still assign: matched to no order, and none of it refunded. */
export function awaitingAssignment(db: DbExecutor) {
  return and(eq(mpesaC2bPayments.status, 'unmatched'), not(c2bRefundHoldsMoney(db)))!;
}

/** How many Paybill payments await assignment (the Today page's count). */
export async function countAwaitingAssignment(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mpesaC2bPayments).where(awaitingAssignment(db));
  return Number(row?.n ?? 0);
}
