// Prompts whose money arrived but confirmed nothing (PAYMENT_STATUSES_NEEDING_ATTENTION: the wrong
// amount, or money to give back), latest first, for the Today page.
import { and, desc, inArray, isNotNull } from 'drizzle-orm';
import { PAYMENT_STATUSES_NEEDING_ATTENTION, type PaymentStatus } from '../../../../core/payment-statuses';
import type { DbExecutor } from '../../../db/executor';
import { mpesaPayments } from '../tables';

export interface PromptNeedingAttention {
  checkoutRequestId: string;
  orderId: number;
  status: PaymentStatus;
  amountCents: number;
  receiptNumber: string | null;
  at: Date;
}

export async function promptsNeedingAttention(
  db: DbExecutor,
  limit: number,
): Promise<PromptNeedingAttention[]> {
  const rows = await db
    .select({
      checkoutRequestId: mpesaPayments.checkoutRequestId,
      orderId: mpesaPayments.orderId,
      status: mpesaPayments.status,
      amountCents: mpesaPayments.amountCents,
      receiptNumber: mpesaPayments.receiptNumber,
      at: mpesaPayments.updatedAt,
    })
    .from(mpesaPayments)
    .where(
      and(
        isNotNull(mpesaPayments.orderId),
        inArray(mpesaPayments.status, [...PAYMENT_STATUSES_NEEDING_ATTENTION]),
      ),
    )
    .orderBy(desc(mpesaPayments.updatedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, orderId: row.orderId! }));
}
