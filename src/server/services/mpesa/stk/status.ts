// The Transaction Status queries of reconcile.ts and earlier.ts, and their answers,
// posted by Daraja to the status/result and status/timeout hooks. A result is matched to its payment
// by the OriginatorConversationID stored when the query was sent. Only a 'Completed' transaction settles
// anything, through settlePayment like a callback (once only; the amount must be the one charged).
// Any other answer says nothing about the payment: it stays pending, and the STK query, whose
// answers are about the prompt itself, or a later status query decides.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { mpesaPayments } from '../tables';
import type { DarajaResultBody } from '../../../integrations/mpesa/result-body';
import {
  queryTransactionStatus,
  readTransactionStatus,
} from '../../../integrations/mpesa/transaction-status';
import type { PaymentRow, PaymentsContext } from './context';
import { settlePayment, type SettleOutcome } from './settle';

// Daraja can post the result before the query's id is stored (the simulator answers in
// milliseconds): while a query is sent but not yet named, an unknown id is looked up again for this
// long, across processes.
const WAIT_FOR_QUERY_MS = 3_000;
const LOOK_AGAIN_MS = 100;

export type StatusResultOutcome = SettleOutcome | 'no_answer';

/**
 * Payments a Transaction Status query is for: a prompt with no answer yet, and one paid for an order
 * already paid or cancelled whose receipt, needed to give the money back, is still unknown (the STK
 * query names none).
 */
export const wantsStatusQuery = () =>
  or(
    eq(mpesaPayments.status, 'pending'),
    and(eq(mpesaPayments.status, 'needs_refund'), isNull(mpesaPayments.receiptNumber)),
  );

/**
 * Sends one Transaction Status query about a pending prompt and stores the id its result will name.
 * The caller has claimed the ask (status_queried_at); Daraja's errors are thrown for it to log.
 */
export async function sendStatusQuery(
  ctx: PaymentsContext,
  payment: Pick<PaymentRow, 'id' | 'checkoutRequestId'>,
): Promise<string> {
  const sent = await queryTransactionStatus(ctx.daraja, {
    originalConversationId: payment.checkoutRequestId,
    remarks: 'Payment reconciliation',
    occasion: `Payment ${payment.id}`,
  });
  await ctx.db
    .update(mpesaPayments)
    .set({ statusQueryId: sent.originatorConversationId })
    .where(and(eq(mpesaPayments.id, payment.id), wantsStatusQuery()));
  return sent.originatorConversationId;
}

export async function handleStatusResult(
  ctx: PaymentsContext,
  result: DarajaResultBody,
): Promise<StatusResultOutcome> {
  const payment = await findQueried(ctx, result.originatorConversationId, WAIT_FOR_QUERY_MS);
  if (!payment) {
    ctx.log.warn(
      { originatorConversationId: result.originatorConversationId },
      'M-Pesa Transaction Status result for an unknown query ignored',
    );
    return 'unknown';
  }
  const answer = readTransactionStatus(result);
  const { checkoutRequestId } = payment;
  if (answer.kind !== 'completed') {
    // The query is answered; the back-off on statusQueriedAt decides when to ask again.
    await ctx.db
      .update(mpesaPayments)
      .set({ statusQueryId: null })
      .where(and(eq(mpesaPayments.id, payment.id), eq(mpesaPayments.statusQueryId, payment.statusQueryId!)));
    ctx.log.info({ checkoutRequestId, answer }, 'M-Pesa Transaction Status found no completed payment');
    return 'no_answer';
  }
  if (payment.status === 'failed') {
    // The prompt was reported failed, yet M-Pesa names a completed transaction: the owner looks.
    ctx.log.warn(
      { checkoutRequestId },
      'M-Pesa Transaction Status reports paid a payment recorded as failed',
    );
  }
  return settlePayment(ctx, checkoutRequestId, {
    resultCode: 0,
    resultDesc: result.resultDesc,
    amountKes: answer.amountKes,
    receiptNumber: answer.receiptNumber,
    source: 'status',
  });
}

/** M-Pesa never got to the query: it is forgotten, so the next reconciliation run asks again. */
export async function handleStatusTimeout(ctx: PaymentsContext, result: DarajaResultBody) {
  const payment = await findQueried(ctx, result.originatorConversationId, 0);
  if (!payment) return 'unknown' as const;
  const [cleared] = await ctx.db
    .update(mpesaPayments)
    .set({ statusQueryId: null, statusQueriedAt: null })
    .where(and(eq(mpesaPayments.id, payment.id), eq(mpesaPayments.statusQueryId, payment.statusQueryId!)))
    .returning({ id: mpesaPayments.id });
  ctx.log.warn(
    { checkoutRequestId: payment.checkoutRequestId, resultCode: result.resultCode },
    'M-Pesa Transaction Status query timed out in the queue; it is asked again',
  );
  return cleared ? ('cleared' as const) : ('unknown' as const);
}

async function findQueried(ctx: PaymentsContext, originatorConversationId: string, waitMs: number) {
  if (originatorConversationId === '') return undefined;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [row] = await ctx.db
      .select()
      .from(mpesaPayments)
      .where(eq(mpesaPayments.statusQueryId, originatorConversationId));
    if (row || Date.now() >= deadline || !(await queryBeingSent(ctx))) return row;
    await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
  }
}

/** A status query claimed in the last minute whose id is not stored: its result may come first. */
async function queryBeingSent(ctx: PaymentsContext) {
  const [row] = await ctx.db
    .select({ id: mpesaPayments.id })
    .from(mpesaPayments)
    .where(
      and(
        wantsStatusQuery(),
        isNull(mpesaPayments.statusQueryId),
        sql`${mpesaPayments.statusQueriedAt} > now() - interval '1 minute'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
