// Before a new prompt for an order, an earlier prompt of the order that is past its time on the phone
// and still has no answer is asked about: Daraja's STK query first, then, where that cannot tell (it
// keeps saying "being processed"), Transaction Status, whose result Daraja posts to the status/result
// hook (status.ts). Only a final answer decides: paid means the order is paid and no new
// prompt is sent; failed or cancelled lets the new prompt go; anything else is 'unknown', and the
// push is refused until a later ask, the payer's widget or the reconciliation job learns more.
//
// Half-way failures: every answer is recorded by settlePayment, as a callback's would be, so a crash
// after asking only leaves the prompt pending for the next push or the reconciliation job. A status
// query is claimed on status_queried_at with a conditional UPDATE, so pushes in any number of
// processes send at most one a minute for a prompt; a claim whose query failed or was never answered
// leaves the prompt 'unknown' until the next claim.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { mpesaPayments } from '../tables';
import type { PaymentRow, PaymentsContext } from './context';
import { askStkQuery } from './query';
import { finishConfirming } from './settle';
import { sendStatusQuery } from './status';

export type EarlierOutcome = 'paid' | 'not_paid' | 'unknown';

// A push may ask Transaction Status about one prompt again after this; the reconciliation job keeps
// its own, longer back-off on the same column.
const STATUS_ASK_AGAIN_AFTER = sql`interval '1 minute'`;
// Daraja posts a status result within seconds (the simulator within milliseconds): the push waits
// this long for it, so a shopper whose earlier prompt was paid learns so at once.
const STATUS_WAIT_MS = 3_000;
const LOOK_AGAIN_MS = 100;

export async function resolveEarlierPrompt(
  ctx: PaymentsContext,
  payment: PaymentRow,
): Promise<EarlierOutcome> {
  if (payment.status !== 'pending') return outcomeOf(ctx, payment);
  try {
    await askStkQuery(ctx, payment.checkoutRequestId);
  } catch (error) {
    ctx.log.warn({ err: error, checkoutRequestId: payment.checkoutRequestId }, 'M-Pesa STK query failed');
  }
  const asked = await reread(ctx, payment.id);
  if (asked?.status !== 'pending') return outcomeOf(ctx, asked);
  return askTransactionStatus(ctx, asked);
}

async function askTransactionStatus(ctx: PaymentsContext, payment: PaymentRow): Promise<EarlierOutcome> {
  const { initiatorName, securityCredential } = ctx.daraja.options;
  if (!initiatorName || !securityCredential) return 'unknown';
  const [claimed] = await ctx.db
    .update(mpesaPayments)
    // A new query replaces an unanswered one: its late result no longer matches and is ignored.
    .set({ statusQueriedAt: sql`now()`, statusQueryId: null })
    .where(
      and(
        eq(mpesaPayments.id, payment.id),
        eq(mpesaPayments.status, 'pending'),
        or(
          isNull(mpesaPayments.statusQueriedAt),
          lte(mpesaPayments.statusQueriedAt, sql`now() - ${STATUS_ASK_AGAIN_AFTER}`),
        ),
      ),
    )
    .returning({ id: mpesaPayments.id });
  if (claimed) {
    try {
      await sendStatusQuery(ctx, payment);
    } catch (error) {
      ctx.log.warn(
        { err: error, checkoutRequestId: payment.checkoutRequestId },
        'M-Pesa Transaction Status query failed',
      );
      return 'unknown';
    }
  }
  return waitForStatusAnswer(ctx, payment.id);
}

/** Until the prompt is settled, no status query is outstanding for it any more, or time is up. */
async function waitForStatusAnswer(ctx: PaymentsContext, paymentId: number): Promise<EarlierOutcome> {
  const deadline = Date.now() + STATUS_WAIT_MS;
  for (;;) {
    const row = await reread(ctx, paymentId);
    if (row?.status !== 'pending') return outcomeOf(ctx, row);
    // Answered without a completed transaction, timed out in Daraja's queue, or still being sent by
    // another request: nothing more to learn now.
    if (row.statusQueryId === null || Date.now() >= deadline) return 'unknown';
    await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
  }
}

async function outcomeOf(ctx: PaymentsContext, row: PaymentRow | undefined): Promise<EarlierOutcome> {
  if (!row) return 'unknown';
  // Paid, but confirming the order stopped half-way or is under way elsewhere: finishConfirming is
  // idempotent, and says whether this payment is the one that paid the order.
  const status = row.status === 'confirming' ? await finishConfirming(ctx, row) : row.status;
  if (status === 'success') return 'paid';
  return status === 'pending' ? 'unknown' : 'not_paid';
}

async function reread(ctx: PaymentsContext, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await ctx.db.select().from(mpesaPayments).where(eq(mpesaPayments.id, paymentId));
  return row;
}
