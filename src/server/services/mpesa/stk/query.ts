import { and, desc, eq, inArray, notLike } from 'drizzle-orm';
import { mpesaPayments } from '../tables';
import { ServiceError } from '../../errors';
import { provesOrderById, type OrderProof } from '../../orders';
import { toPaymentState, type PaymentsContext, type PaymentState } from './context';
import { finishConfirming, settlePayment } from './settle';

// A callback normally lands within seconds; after this the server asks Daraja itself.
const ASK_DARAJA_AFTER_MS = 5_000;
const TOO_MANY_CHECKS = 'Too many status checks. Please wait a minute.';

/** Who asks for a payment's status over the API. */
export interface StatusCaller {
  clientAddress: string;
  /** The order's payment token or customer email, as the payer's widget sends them. */
  proof: OrderProof;
}

export async function readPayment(
  ctx: PaymentsContext,
  checkoutRequestId: string,
): Promise<PaymentState | null> {
  const [row] = await ctx.db
    .select()
    .from(mpesaPayments)
    .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
  return row ? toPaymentState(row) : null;
}

/**
 * The stored state; a payment pending too long is reconciled with Daraja's STK query first. An API
 * caller is counted per address (config/limits-env.ts). The per-payment allowance guards Daraja, which a
 * check past 5 s may cost a query, so it belongs to the payer: a caller who holds only the
 * CheckoutRequestID, not the order's proof, gets the stored state without asking Daraja and is not
 * counted per payment, so a stranger cannot use up the payer's checks (the reconciliation job still
 * asks for every payment). The shop's own calls (no caller) ask Daraja and count per payment.
 */
export async function queryPayment(
  ctx: PaymentsContext,
  checkoutRequestId: string,
  caller?: StatusCaller,
): Promise<PaymentState> {
  const { checksPerAddress, checksPerPayment } = ctx.paymentLimits;
  if (caller) await ctx.limits.enforce(checksPerAddress, caller.clientAddress, TOO_MANY_CHECKS);
  const [row] = await ctx.db
    .select()
    .from(mpesaPayments)
    .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
  if (!row) throw new ServiceError('not_found', 'Payment not found');
  if (caller && !(await provesOrderById(ctx.db, row.orderId, caller.proof))) return toPaymentState(row);
  await ctx.limits.enforce(checksPerPayment, checkoutRequestId, TOO_MANY_CHECKS);
  if (row.status === 'confirming' && Date.now() - row.updatedAt.getTime() > ASK_DARAJA_AFTER_MS) {
    // Paid, but confirming the order stopped half-way (a crash or a lost connection): finish it.
    await finishConfirming(ctx, row);
    return (await readPayment(ctx, checkoutRequestId)) ?? toPaymentState(row);
  }
  if (row.status !== 'pending' || Date.now() - row.createdAt.getTime() < ASK_DARAJA_AFTER_MS) {
    return toPaymentState(row);
  }
  try {
    await askStkQuery(ctx, checkoutRequestId);
  } catch (error) {
    // Still pending as far as the payer can tell; the next poll asks again.
    ctx.log.warn({ err: error, checkoutRequestId }, 'M-Pesa status query failed');
  }
  return (await readPayment(ctx, checkoutRequestId)) ?? toPaymentState(row);
}

/**
 * Asks Daraja's STK query about one prompt and records a final answer (settlePayment). True when
 * the answer was final; Daraja's errors are thrown for the caller to log.
 */
export async function askStkQuery(ctx: PaymentsContext, checkoutRequestId: string): Promise<boolean> {
  const answer = await ctx.daraja.stkQuery(checkoutRequestId);
  if (answer.state !== 'final') return false;
  await settlePayment(ctx, checkoutRequestId, {
    resultCode: answer.resultCode,
    resultDesc: answer.resultDesc,
    amountKes: null,
    receiptNumber: null,
    source: 'query',
  });
  return true;
}

/**
 * The console's 'Check payment now': the order's latest prompt still waiting for an answer,
 * reconciled with Daraja's STK query as the payer's widget would be. Null when none is waiting.
 */
export async function checkOrderPayment(ctx: PaymentsContext, orderId: number): Promise<PaymentState | null> {
  const [waiting] = await ctx.db
    .select({ checkoutRequestId: mpesaPayments.checkoutRequestId })
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.orderId, orderId),
        inArray(mpesaPayments.status, ['pending', 'confirming']),
        // A reservation whose prompt Daraja has not named yet cannot be asked about.
        notLike(mpesaPayments.checkoutRequestId, 'reserved-%'),
      ),
    )
    .orderBy(desc(mpesaPayments.createdAt), desc(mpesaPayments.id))
    .limit(1);
  return waiting ? queryPayment(ctx, waiting.checkoutRequestId) : null;
}
