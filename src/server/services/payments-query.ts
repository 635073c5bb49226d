import { and, desc, eq, inArray, notLike } from 'drizzle-orm';
import { mpesaPayments } from '../db/schema';
import { ServiceError } from './errors';
import { toPaymentState, type PaymentsContext, type PaymentState } from './payments-context';
import { finishConfirming, settlePayment } from './payments-settle';

// A callback normally lands within seconds; after this the server asks Daraja itself.
const ASK_DARAJA_AFTER_MS = 5_000;
const TOO_MANY_CHECKS = 'Too many status checks. Please wait a minute.';

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

/** The stored state; a payment pending too long is reconciled with Daraja's STK query first. */
/** With the caller's address, counted per address and per payment (limits-env.ts). */
export async function queryPayment(
  ctx: PaymentsContext,
  checkoutRequestId: string,
  clientAddress?: string,
): Promise<PaymentState> {
  const { checksPerAddress, checksPerPayment } = ctx.paymentLimits;
  if (clientAddress) await ctx.limits.enforce(checksPerAddress, clientAddress, TOO_MANY_CHECKS);
  await ctx.limits.enforce(checksPerPayment, checkoutRequestId, TOO_MANY_CHECKS);
  const [row] = await ctx.db
    .select()
    .from(mpesaPayments)
    .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
  if (!row) throw new ServiceError('not_found', 'Payment not found');
  if (row.status === 'confirming' && Date.now() - row.updatedAt.getTime() > ASK_DARAJA_AFTER_MS) {
    // Paid, but confirming the order stopped half-way (a crash or a lost connection): finish it.
    await finishConfirming(ctx, row);
    return (await readPayment(ctx, checkoutRequestId)) ?? toPaymentState(row);
  }
  if (row.status !== 'pending' || Date.now() - row.createdAt.getTime() < ASK_DARAJA_AFTER_MS) {
    return toPaymentState(row);
  }
  try {
    const answer = await ctx.daraja.stkQuery(checkoutRequestId);
    if (answer.state === 'final') {
      await settlePayment(ctx, checkoutRequestId, {
        resultCode: answer.resultCode,
        resultDesc: answer.resultDesc,
        amountKes: null,
        receiptNumber: null,
        source: 'query',
      });
    }
  } catch (error) {
    // Still pending as far as the payer can tell; the next poll asks again.
    ctx.log.warn({ err: error, checkoutRequestId }, 'M-Pesa status query failed');
  }
  return (await readPayment(ctx, checkoutRequestId)) ?? toPaymentState(row);
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
