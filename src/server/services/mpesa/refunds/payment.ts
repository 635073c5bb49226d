// The payment a refund sends money back from, read the same way for both kinds (an M-Pesa prompt
// payment or a Paybill payment), and how much of it is still the payer's to get back.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { RefundPaymentKind } from '../../../../core/refund-schema';
import type { PaymentStatus } from '../../../../core/payment-statuses';
import type { DbExecutor } from '../../../db/executor';
import { mpesaC2bPayments, mpesaPayments, refunds } from '../tables';
import { REFUND_STATES_HOLDING_MONEY } from './context';

export interface RefundablePayment {
  kind: RefundPaymentKind;
  id: number;
  orderId: number | null;
  /** The M-Pesa receipt that brought the money in. */
  receipt: string;
  /** The shortcode the money went to: Daraja's ReceiverParty for the reversal. */
  receiverParty: string | null;
  paidCents: number;
}

/** Prompt payments whose money arrived, whether or not it confirmed the order. */
export const STK_STATUSES_WITH_MONEY = [
  'success',
  'needs_refund',
  'amount_mismatch',
] as const satisfies readonly PaymentStatus[];

/**
 * The payment, locked until the transaction ends so two refunds of it queue (the second then sees
 * the first's row); null when it does not exist or received no money.
 */
export async function lockRefundablePayment(
  tx: DbExecutor,
  kind: RefundPaymentKind,
  id: number,
): Promise<RefundablePayment | null> {
  if (kind === 'stk') {
    const [row] = await tx
      .select()
      .from(mpesaPayments)
      .where(
        and(
          eq(mpesaPayments.id, id),
          inArray(mpesaPayments.status, [...STK_STATUSES_WITH_MONEY]),
          isNotNull(mpesaPayments.receiptNumber),
        ),
      )
      .for('update');
    if (!row) return null;
    return {
      kind,
      id,
      orderId: row.orderId,
      receipt: row.receiptNumber!,
      receiverParty: null,
      paidCents: row.amountCents,
    };
  }
  const [row] = await tx.select().from(mpesaC2bPayments).where(eq(mpesaC2bPayments.id, id)).for('update');
  if (!row) return null;
  return {
    kind,
    id,
    orderId: row.orderId,
    receipt: row.transId,
    receiverParty: row.shortcode,
    paidCents: row.amountCents,
  };
}

/** Cents of the payment already sent back or on their way. */
export async function refundedCents(tx: DbExecutor, kind: RefundPaymentKind, id: number): Promise<number> {
  const column = kind === 'stk' ? refunds.mpesaPaymentId : refunds.c2bPaymentId;
  const [row] = await tx
    .select({ total: sql<string | number | null>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(and(eq(column, id), inArray(refunds.state, [...REFUND_STATES_HOLDING_MONEY])));
  return Number(row?.total ?? 0);
}

/**
 * The money the shop holds on an order: every prompt and Paybill payment that reached it, less
 * the refunds that went back. A credit note answers the part of a refund that takes the shop below
 * what the order's invoice says it sold (an overpayment sent back is not a sale undone).
 */
export async function keptOnOrderCents(tx: DbExecutor, orderId: number): Promise<number> {
  const [stk] = await tx
    .select({ total: sql<string | number | null>`coalesce(sum(${mpesaPayments.amountCents}), 0)` })
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.orderId, orderId),
        inArray(mpesaPayments.status, [...STK_STATUSES_WITH_MONEY]),
        isNotNull(mpesaPayments.receiptNumber),
      ),
    );
  const [c2b] = await tx
    .select({ total: sql<string | number | null>`coalesce(sum(${mpesaC2bPayments.amountCents}), 0)` })
    .from(mpesaC2bPayments)
    .where(eq(mpesaC2bPayments.orderId, orderId));
  const [back] = await tx
    .select({ total: sql<string | number | null>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'succeeded')));
  return Number(stk?.total ?? 0) + Number(c2b?.total ?? 0) - Number(back?.total ?? 0);
}
