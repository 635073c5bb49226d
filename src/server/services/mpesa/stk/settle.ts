// Recording Daraja's final answer for a payment, from its callback, an STK query or a Transaction
// Status result. All paths meet here, so the rules hold whichever comes first: only known
// CheckoutRequestIDs, once only (a conditional update on status 'pending'), never a confirmation for
// an amount other than the one charged for the order's total, and never an order moved backwards
// (markPaid decides).
//
// Half-way failures: a success is first recorded as 'confirming', then the order is confirmed, then
// the payment marked 'success'; a crash between the steps leaves 'confirming', which the next status
// query, the next push for the order or the reconciliation job finishes (finishConfirming).
// A success for an order something else paid meanwhile confirms nothing and is owed back
// (`needs_refund`). No new prompt and no validated Paybill payment is taken while a prompt waits for
// its answer (waiting.ts), so that happens only with a Paybill payment Daraja did not ask
// the shop about first, and the refunds-needed list shows it.
import { and, eq, isNull } from 'drizzle-orm';
import { isPaid } from '../../../../core/order-status';
import { mpesaPayments } from '../tables';
import { uniqueViolation } from '../../../db/unique-violation';
import { readAfterInFlight } from '../../../lib/read-after-in-flight';
import { recordAudit } from '../../audit';
import { orderMoneyView } from '../../orders';
import { paybillSupersededByPrompt } from '../paybill/superseded';
import { chargeKes } from '../../../../core/money';
import type { PaymentRow, PaymentsContext, PaymentStatus } from './context';
import { mpesaPromptProvider } from './provider';

export interface DarajaResult {
  resultCode: number;
  resultDesc: string;
  /** Whole KES from the callback's metadata or the status result; the STK query does not report it. */
  amountKes: number | null;
  receiptNumber: string | null;
  /** 'status': a Transaction Status result, which names the receipt and amount like a callback. */
  source: 'callback' | 'query' | 'status';
  raw?: unknown;
}

export type SettleOutcome = 'unknown' | 'already_settled' | Exclude<PaymentStatus, 'pending' | 'confirming'>;

export async function settlePayment(
  ctx: PaymentsContext,
  checkoutRequestId: string,
  result: DarajaResult,
): Promise<SettleOutcome> {
  // Only the callback can outrun the push that stores its CheckoutRequestID (the queries start
  // from stored rows), and it alone names the receipt: it waits for this process's pushes.
  const payment = await readAfterInFlight(result.source === 'callback' ? ctx.recording : new Set(), () =>
    findPayment(ctx, checkoutRequestId),
  );
  if (!payment) {
    ctx.log.warn(
      { checkoutRequestId, source: result.source },
      'M-Pesa result for an unknown request ignored',
    );
    return 'unknown';
  }
  if (payment.status !== 'pending') {
    // A repeat changes nothing, but finishes a success whose first attempt stopped between
    // recording the payment and confirming the order (markPaid is idempotent).
    if (payment.status === 'confirming') await finishConfirming(ctx, payment);
    if (payment.status === 'success' || payment.status === 'needs_refund') {
      await addLateReceipt(ctx, payment, result);
    }
    return 'already_settled';
  }
  const order = await orderMoneyView(ctx.db, { id: payment.orderId });
  const status = decide(payment, result, order?.totalCents ?? null);
  const values = {
    // A success shows as such only once its order is confirmed, so the payer's widget never
    // reports success for an order still awaiting payment.
    status: status === 'success' ? ('confirming' as const) : status,
    resultCode: result.resultCode,
    resultDesc: result.resultDesc,
    // A payment for another amount confirms nothing, but its money arrived: the receipt is what
    // refunds it (a Transaction Reversal names it).
    receiptNumber: status === 'success' || status === 'amount_mismatch' ? result.receiptNumber : null,
    rawCallback: result.source === 'callback' ? (result.raw ?? null) : payment.rawCallback,
    updatedAt: new Date(),
  };
  let updated: PaymentRow | undefined;
  try {
    [updated] = await ctx.db
      .update(mpesaPayments)
      .set(values)
      .where(and(eq(mpesaPayments.id, payment.id), eq(mpesaPayments.status, 'pending')))
      .returning();
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    // The receipt already confirmed another payment: a replayed callback, never a second payment.
    [updated] = await ctx.db
      .update(mpesaPayments)
      .set({ ...values, status: 'rejected', receiptNumber: null })
      .where(and(eq(mpesaPayments.id, payment.id), eq(mpesaPayments.status, 'pending')))
      .returning();
  }
  // Another request recorded the answer first.
  if (!updated) return 'already_settled';

  if (updated.status === 'amount_mismatch' || updated.status === 'rejected') {
    await auditPayment(ctx, updated, {
      chargedCents: payment.amountCents,
      reportedKes: result.amountKes,
      receiptNumber: updated.receiptNumber,
      resultDesc: result.resultDesc,
    });
    ctx.log.warn(
      { checkoutRequestId, status: updated.status, reportedKes: result.amountKes },
      'M-Pesa payment not accepted for its order',
    );
  }
  if (updated.status === 'failed') {
    await auditPayment(ctx, updated, { resultCode: result.resultCode, resultDesc: result.resultDesc });
  }
  if (updated.status === 'confirming') return finishConfirming(ctx, updated);
  await signal(ctx, checkoutRequestId);
  return status;
}

/**
 * Confirms the order of a successful payment, then marks the payment a success. A payment for an
 * order that another payment already paid, or that was cancelled, confirms nothing: it is marked
 * `needs_refund`, audited, and its payer is told the money goes back.
 */
export async function finishConfirming(
  ctx: PaymentsContext,
  payment: PaymentRow,
): Promise<'success' | 'needs_refund'> {
  const outcome = await confirmOrder(ctx, payment);
  const status = outcome.confirmed ? ('success' as const) : ('needs_refund' as const);
  const [moved] = await ctx.db
    .update(mpesaPayments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(mpesaPayments.id, payment.id), eq(mpesaPayments.status, 'confirming')))
    .returning({ id: mpesaPayments.id });
  if (moved) {
    await auditPayment(
      ctx,
      payment,
      {
        orderStatus: outcome.orderStatus,
        amountCents: payment.amountCents,
        receiptNumber: payment.receiptNumber,
      },
      status,
    );
  }
  if (moved && status === 'success') await paybillSupersededByPrompt(ctx.db, payment.orderId);
  if (moved && status === 'needs_refund') {
    ctx.log.warn(
      { checkoutRequestId: payment.checkoutRequestId, orderStatus: outcome.orderStatus },
      'M-Pesa payment for an order already paid or cancelled: refund it',
    );
  }
  await signal(ctx, payment.checkoutRequestId);
  return status;
}

/** Every answer Daraja gives for a payment goes to the activity log, once: callers hold the only write. */
async function auditPayment(
  ctx: PaymentsContext,
  payment: PaymentRow,
  details: Record<string, unknown>,
  status: PaymentRow['status'] = payment.status,
) {
  await recordAudit(ctx.db, {
    actorUserId: null,
    action: `mpesa_payment.${status}`,
    entityType: 'mpesa_payment',
    entityId: payment.checkoutRequestId,
    details: { orderId: payment.orderId, ...details },
  });
}

async function signal(ctx: PaymentsContext, checkoutRequestId: string) {
  await ctx.events.publish(checkoutRequestId).catch((error: unknown) => {
    ctx.log.warn({ err: error, checkoutRequestId }, 'could not signal a settled payment');
  });
}

async function findPayment(ctx: PaymentsContext, checkoutRequestId: string) {
  const [row] = await ctx.db
    .select()
    .from(mpesaPayments)
    .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
  return row;
}

function decide(
  payment: PaymentRow,
  result: DarajaResult,
  orderTotalCents: number | null,
): Exclude<PaymentStatus, 'pending' | 'confirming'> {
  if (result.resultCode !== 0) return 'failed';
  const chargedForTotal =
    orderTotalCents !== null && payment.amountCents === chargeKes(orderTotalCents) * 100;
  if (!chargedForTotal) return 'amount_mismatch';
  // The STK query answers for the very request we sent, whose amount we set; a callback or a status
  // result must say so.
  if (result.source === 'query') return 'success';
  return result.amountKes !== null && Math.round(result.amountKes * 100) === payment.amountCents
    ? 'success'
    : 'amount_mismatch';
}

/**
 * Confirmed when this payment moved the order to confirmed, now or in an earlier attempt that
 * stopped half-way (the order then carries this payment's receipt or request id).
 */
async function confirmOrder(ctx: PaymentsContext, payment: PaymentRow) {
  const { changed, status, transactionId } = await ctx.orders.markPaid(payment.orderId, {
    transactionId: payment.receiptNumber ?? payment.checkoutRequestId,
    actor: mpesaPromptProvider.confirmedBy,
  });
  const ours = transactionId === payment.receiptNumber || transactionId === payment.checkoutRequestId;
  // M-Pesa prompts are only ever sent for retail orders (push.ts).
  return { confirmed: changed || (isPaid({ kind: 'retail', status }) && ours), orderStatus: status };
}

/**
 * A success found by the STK query has no receipt; Safaricom's callback or a Transaction Status
 * result may still bring it later. Only the payment learns it: the order keeps the transaction id it
 * was confirmed with. The same for a payment owed back (`needs_refund`): without its receipt it can
 * be neither reversed nor listed as owed, so the reconciliation job asks Transaction Status for it.
 */
async function addLateReceipt(ctx: PaymentsContext, payment: PaymentRow, result: DarajaResult) {
  const paidAsCharged =
    result.amountKes !== null && Math.round(result.amountKes * 100) === payment.amountCents;
  if (payment.receiptNumber || result.source === 'query' || result.resultCode !== 0) return;
  if (!result.receiptNumber || !paidAsCharged) return;
  try {
    await ctx.db
      .update(mpesaPayments)
      .set({
        receiptNumber: result.receiptNumber,
        ...(result.source === 'callback' ? { rawCallback: result.raw ?? null } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(mpesaPayments.id, payment.id), isNull(mpesaPayments.receiptNumber)));
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
  }
}
