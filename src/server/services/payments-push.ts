// Starting an M-Pesa payment for an order. Across the call to Daraja nothing is held open: if
// Daraja refuses, nothing was written and the order stays as it was; if Daraja accepts and the
// insert below then fails, the payer may still pay, and the callback for a CheckoutRequestID we do
// not know is logged (settlePayment) for the shop to match by hand.
import { and, desc, eq, gt } from 'drizzle-orm';
import { MAX_MPESA_AMOUNT } from '../../core/mpesa-schemas';
import { mpesaPayments } from '../db/schema';
import { DarajaError, DarajaUnavailableError } from '../integrations/mpesa/errors';
import { ServiceError } from './errors';
import { chargeKes, type PaymentsContext } from './payments-context';

export type PushResult =
  { success: true; checkoutRequestId: string; message: string } | { success: false; message: string };

// An STK prompt stays on the phone for about a minute; a second push inside that time could charge
// the payer twice for one order.
const OPEN_PROMPT_MS = 90_000;

export async function startOrderPush(
  ctx: PaymentsContext,
  input: { phone: string; orderReference: string; description?: string },
): Promise<PushResult> {
  const order = await ctx.orders.findByNumber(input.orderReference);
  if (!order) throw new ServiceError('not_found', 'Order not found');
  if (order.status === 'cancelled') {
    throw new ServiceError('conflict', 'This order was cancelled. Please place a new order.');
  }
  if (order.status !== 'awaiting_payment' && order.status !== 'pending_payment') {
    throw new ServiceError('conflict', 'This order is already paid');
  }
  const amountKes = chargeKes(order.totalCents);
  if (amountKes > MAX_MPESA_AMOUNT) {
    throw new ServiceError(
      'invalid',
      'M-Pesa takes at most KSH 250,000 in one payment. Please choose Pay Later.',
    );
  }
  const [open] = await ctx.db
    .select({ id: mpesaPayments.id })
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.orderId, order.id),
        eq(mpesaPayments.status, 'pending'),
        gt(mpesaPayments.createdAt, new Date(Date.now() - OPEN_PROMPT_MS)),
      ),
    )
    .orderBy(desc(mpesaPayments.createdAt))
    .limit(1);
  if (open) {
    throw new ServiceError(
      'conflict',
      'A payment request for this order is already on its way to a phone. Please complete it, or try again in a minute.',
    );
  }

  const recorded = (async () => {
    const sent = await push(ctx, {
      phone: input.phone,
      amountKes,
      accountReference: order.orderNumber,
      description: input.description?.trim() || 'Shea order',
    });
    if (!sent.success) return sent;
    await ctx.db.insert(mpesaPayments).values({
      checkoutRequestId: sent.checkoutRequestId,
      merchantRequestId: sent.merchantRequestId,
      orderId: order.id,
      phone: input.phone,
      amountCents: amountKes * 100,
    });
    return sent;
  })();
  ctx.recording.add(recorded);
  const sent = await recorded.finally(() => ctx.recording.delete(recorded));
  if (!sent.success) return sent;
  if (order.status === 'pending_payment') {
    await ctx.orders.choosePaymentMethod(order.orderNumber, 'mpesa').catch((error: unknown) => {
      // Paid or cancelled meanwhile: the payment is recorded and its result decides.
      if (!(error instanceof ServiceError)) throw error;
    });
  }
  return { success: true, checkoutRequestId: sent.checkoutRequestId, message: sent.message };
}

/** Daraja's refusals come back as `success: false` with Daraja's own words for the payer. */
export async function push(
  ctx: PaymentsContext,
  input: { phone: string; amountKes: number; accountReference: string; description: string },
): Promise<
  | {
      success: true;
      checkoutRequestId: string;
      merchantRequestId: string;
      responseCode: string;
      message: string;
    }
  | { success: false; message: string }
> {
  try {
    const accepted = await ctx.daraja.stkPush(input);
    return {
      success: true,
      checkoutRequestId: accepted.checkoutRequestId,
      merchantRequestId: accepted.merchantRequestId,
      responseCode: accepted.responseCode,
      message: accepted.customerMessage,
    };
  } catch (error) {
    if (error instanceof DarajaError) {
      ctx.log.warn(
        { errorCode: error.errorCode, httpStatus: error.httpStatus },
        'M-Pesa refused an STK push',
      );
      return { success: false, message: error.errorMessage };
    }
    if (error instanceof DarajaUnavailableError) {
      ctx.log.error({ err: error }, 'M-Pesa unavailable');
      return { success: false, message: error.message };
    }
    throw error;
  }
}
