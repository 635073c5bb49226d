// The M-Pesa prompts of an order that have no final answer yet. A prompt younger than
// OPEN_PROMPT_MS may still be on the payer's phone; an older one may have been paid without the
// shop hearing of it (a lost callback). Either can still take the order's money, so while one waits
// no second prompt is sent (push.ts) and Daraja's validation refuses a Paybill payment for
// the order (paybill/service.ts). The database's clock decides the ages, the same for every process.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor';
import { mpesaPayments } from '../tables';
import type { PaymentRow } from './context';

// An STK prompt stays on the phone for about a minute; Daraja then answers it as timed out.
export const OPEN_PROMPT_MS = 90_000;
// Older prompts are left alone: their orders were long cancelled, and Daraja's answer is final by then.
export const GIVE_UP_AFTER = sql`interval '7 days'`;
// A push is reserved under this placeholder until Daraja names its CheckoutRequestID (push.ts).
export const RESERVATION_PREFIX = 'reserved-';

export interface WaitingPrompt {
  payment: PaymentRow;
  /** Younger than OPEN_PROMPT_MS: the payer may be entering the PIN right now. */
  onPhone: boolean;
}

/** Oldest first. Pass the transaction that holds the order's row lock to decide under it. */
export async function waitingPrompts(executor: DbExecutor, orderId: number): Promise<WaitingPrompt[]> {
  const rows = await executor
    .select({
      payment: mpesaPayments,
      onPhone: sql<boolean>`${mpesaPayments.createdAt} > now() - ${OPEN_PROMPT_MS} * interval '1 millisecond'`,
    })
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.orderId, orderId),
        inArray(mpesaPayments.status, ['pending', 'confirming']),
        sql`${mpesaPayments.createdAt} > now() - ${GIVE_UP_AFTER}`,
      ),
    )
    .orderBy(asc(mpesaPayments.createdAt), asc(mpesaPayments.id));
  // A reservation Daraja never named cannot be asked about (a push that stopped half-way): it
  // blocks only while its prompt could still be on the phone, as before any answer could be sought.
  return rows.filter((row) => row.onPhone || !isReservation(row.payment));
}

export function isReservation(payment: Pick<PaymentRow, 'checkoutRequestId'>): boolean {
  return payment.checkoutRequestId.startsWith(RESERVATION_PREFIX);
}
