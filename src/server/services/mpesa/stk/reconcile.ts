// Reconciliation of payments whose callback never came, run by the periodic job
// (jobs/payments-reconcile.ts) whether or not anyone is watching the payment widget:
// 1. a payment stuck in 'confirming' (paid, but confirming its order stopped half-way) is finished;
// 2. a payment pending for a minute is looked up with the STK query, then again at 2, 4, 8... minutes;
// 3. one still pending after MPESA_STATUS_QUERY_AFTER_MS gets a Transaction Status query, again after
//    a back-off that doubles. Its answer arrives later at the status/result hook (status.ts).
//    So does a payment owed back whose receipt the STK query could not name (wantsStatusQuery).
// Every step claims its rows with a conditional UPDATE (FOR UPDATE SKIP LOCKED), so two runners that
// overlap never ask Daraja twice about one payment. The database's clock decides what is due. A
// crash after a claim only delays that payment to its next turn: a claim records an ask, not an answer.
import { and, eq, inArray, isNull, lte, notLike, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { mpesaPayments } from '../tables';
import type { PaymentRow, PaymentsContext } from './context';
import { askStkQuery } from './query';
import { finishConfirming } from './settle';
import { sendStatusQuery, wantsStatusQuery } from './status';
import { GIVE_UP_AFTER, RESERVATION_PREFIX } from './waiting';

// Each step asks about at most this many payments per run; the rest wait for the next run.
const BATCH = 50;
// A callback normally comes within seconds; the payer's widget asks the STK query after 5.
const FIRST_ASK_AFTER = sql`interval '1 minute'`;

export interface ReconcileSummary {
  /** 'confirming' payments finished. */
  finished: number;
  /** STK queries sent, and how many of them brought a final answer. */
  stkQueries: number;
  settled: number;
  /** Transaction Status queries accepted by Daraja. */
  statusQueries: number;
  /** True when Transaction Status was due for some payment but no initiator is configured. */
  statusSkipped: boolean;
}

export async function reconcilePayments(ctx: PaymentsContext): Promise<ReconcileSummary> {
  const finished = await finishStuckConfirmations(ctx);
  const { asked, settled } = await askDueStkQueries(ctx);
  const status = await askTransactionStatus(ctx);
  return { finished, stkQueries: asked, settled, ...status };
}

async function finishStuckConfirmations(ctx: PaymentsContext) {
  const stuck = await ctx.db
    .select()
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.status, 'confirming'),
        lte(mpesaPayments.updatedAt, sql`now() - ${FIRST_ASK_AFTER}`),
      ),
    )
    .limit(BATCH);
  // finishConfirming moves each payment on with a conditional update: a second runner changes nothing.
  for (const payment of stuck) await finishConfirming(ctx, payment);
  return stuck.length;
}

/** Prompts Daraja has named, young enough to be worth asking about, in `state`. */
const askable = (state: SQL | undefined = eq(mpesaPayments.status, 'pending')) =>
  and(
    state,
    notLike(mpesaPayments.checkoutRequestId, `${RESERVATION_PREFIX}%`),
    sql`${mpesaPayments.createdAt} > now() - ${GIVE_UP_AFTER}`,
  );

// updated_at of a pending payment is when it was last asked about (nothing else changes such a row).
async function askDueStkQueries(ctx: PaymentsContext) {
  const due = and(
    askable(),
    sql`${mpesaPayments.createdAt} <= now() - ${FIRST_ASK_AFTER}`,
    sql`${mpesaPayments.updatedAt} <= now() - greatest(${FIRST_ASK_AFTER}, ${mpesaPayments.updatedAt} - ${mpesaPayments.createdAt})`,
  );
  const claimed = await claim(ctx, due, mpesaPayments.updatedAt, { updatedAt: sql`now()` });
  let settled = 0;
  for (const payment of claimed) {
    try {
      if (await askStkQuery(ctx, payment.checkoutRequestId)) settled++;
    } catch (error) {
      ctx.log.warn({ err: error, checkoutRequestId: payment.checkoutRequestId }, 'M-Pesa STK query failed');
    }
  }
  return { asked: claimed.length, settled };
}

async function askTransactionStatus(ctx: PaymentsContext) {
  const after = sql`${ctx.mpesa.statusQueryAfterMs} * interval '1 millisecond'`;
  const due = and(
    askable(wantsStatusQuery()),
    sql`${mpesaPayments.createdAt} <= now() - ${after}`,
    or(
      isNull(mpesaPayments.statusQueriedAt),
      sql`${mpesaPayments.statusQueriedAt} <= now() - greatest(${after}, ${mpesaPayments.statusQueriedAt} - ${mpesaPayments.createdAt})`,
    ),
  );
  const { initiatorName, securityCredential } = ctx.daraja.options;
  if (!initiatorName || !securityCredential) {
    const [waiting] = await ctx.db.select({ id: mpesaPayments.id }).from(mpesaPayments).where(due).limit(1);
    return { statusQueries: 0, statusSkipped: waiting !== undefined };
  }
  // A new query replaces an unanswered one: its late result no longer matches and is ignored.
  const claimed = await claim(ctx, due, mpesaPayments.statusQueriedAt, {
    statusQueriedAt: sql`now()`,
    statusQueryId: null,
  });
  let accepted = 0;
  for (const payment of claimed) {
    try {
      await sendStatusQuery(ctx, payment);
      accepted++;
    } catch (error) {
      // The claim stands: this payment is asked again after the back-off, not on every run.
      ctx.log.warn(
        { err: error, checkoutRequestId: payment.checkoutRequestId },
        'M-Pesa Transaction Status query failed',
      );
    }
  }
  return { statusQueries: accepted, statusSkipped: false };
}

/** Marks up to BATCH due rows as asked, in one statement; rows another runner holds are skipped. */
async function claim(
  ctx: PaymentsContext,
  due: SQL | undefined,
  oldestFirst: typeof mpesaPayments.updatedAt | typeof mpesaPayments.statusQueriedAt,
  mark: PgUpdateSetSource<typeof mpesaPayments>,
): Promise<PaymentRow[]> {
  const ids = ctx.db
    .select({ id: mpesaPayments.id })
    .from(mpesaPayments)
    .where(due)
    .orderBy(sql`${oldestFirst} asc nulls first`)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return ctx.db
    .update(mpesaPayments)
    .set(mark)
    .where(and(inArray(mpesaPayments.id, ids), due))
    .returning();
}
