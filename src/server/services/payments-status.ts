// The answers to the Transaction Status queries of payments-reconcile.ts, posted by Daraja to the
// status/result and status/timeout hooks. A result is matched to its payment by the
// OriginatorConversationID stored when the query was sent. Only a 'Completed' transaction settles
// anything, through settlePayment like a callback (once only; the amount must be the one charged).
// Any other answer says nothing about the payment: it stays pending, and the STK query, whose
// answers are about the prompt itself, or a later status query decides.
import { and, eq } from 'drizzle-orm';
import { mpesaPayments } from '../db/schema';
import type { DarajaResultBody } from '../integrations/mpesa/result-body';
import { readTransactionStatus } from '../integrations/mpesa/transaction-status';
import type { PaymentsContext } from './payments-context';
import { settlePayment, type SettleOutcome } from './payments-settle';

// Daraja can post the result before the query's id is stored (the simulator answers in
// milliseconds): an unknown id is looked up again for this long, across processes.
const WAIT_FOR_QUERY_MS = 3_000;
const LOOK_AGAIN_MS = 100;

export type StatusResultOutcome = SettleOutcome | 'no_answer';

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
    if (row || Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
  }
}
