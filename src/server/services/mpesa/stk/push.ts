// Starting an M-Pesa payment for an order. One order gets one live prompt: before Daraja is
// called, the payment row is reserved in a transaction that locks the order row, so parallel
// pushes for one order queue on that lock and all but the first find the open prompt and stop.
// An earlier prompt past its time on the phone but still without an answer may have been paid
// unheard (a lost callback): it is asked about first (earlier.ts), outside the lock, and
// the reservation is tried again. Paid: the order is paid, no prompt is sent, and the answer names
// the prompt that paid, so the widget shows the order paid. Failed: the new prompt goes ahead.
// Unknown: the push is refused (409) and nothing is sent; asking again is the next push's, the
// payer's widget's or the reconciliation job's.
// Across the calls to Daraja nothing is held open. If Daraja refuses, the reservation is deleted
// and the order stays as it was. If Daraja accepts and recording its CheckoutRequestID then fails,
// the reservation still blocks new prompts for the order for OPEN_PROMPT_MS (nothing can ask Daraja
// about a prompt it never named), and the callback for the unknown CheckoutRequestID is logged
// (settlePayment) for the shop to match by hand. A crash while an earlier prompt is asked about
// leaves it pending: whatever Daraja answered is recorded by whoever asks next.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import { MAX_MPESA_AMOUNT } from '../../../../core/mpesa-schemas';
import { isPaid, isPayable, type OrderState } from '../../../../core/order-status';
import { mpesaPayments } from '../tables';
import { DarajaError, DarajaUnavailableError } from '../../../integrations/mpesa/errors';
import { recordAudit } from '../../audit';
import { RateLimitedError, ServiceError } from '../../errors';
import { lockOrderForPayment, provesOrder, type OrderProof, type Order } from '../../orders';
import { formatPrice } from '../../../../core/currency-format';
import { paidByPaybill } from '../paybill/match';
import { chargeKes } from '../../../../core/money';
import type { PaymentRow, PaymentsContext } from './context';
import { resolveEarlierPrompt } from './earlier';
import { PROMPT_UNAVAILABLE, recordPromptFailure } from './prompt-failures';
import { mpesaPromptProvider } from './provider';
import { RESERVATION_PREFIX, waitingPrompts } from './waiting';

export type PushResult =
  { success: true; checkoutRequestId: string; message: string } | { success: false; message: string };

export type OrderPushInput = OrderProof & {
  phone: string;
  orderReference: string;
  description?: string;
  /** The caller's address, for the per-address limit; absent for the shop's own code. */
  clientAddress?: string;
};

// A shopper retrying a cancelled or mistyped prompt needs a few; counted only for callers who
// proved the order is theirs, so a stranger cannot use up the customer's allowance.
export const PUSHES_PER_ORDER = { name: 'stk-push:order', max: 6, windowMs: 15 * 60 * 1000 };
const NOT_FOUND = 'Order not found';
const PROMPT_OPEN =
  'A payment request for this order is already on its way to a phone. Please complete it, or try again in a minute.';
const EARLIER_UNKNOWN =
  'Your earlier payment request for this order is still being checked with M-Pesa, so no new request was sent. Please try again in a few minutes, or choose Pay Later.';
const PAID_BY_PROMPT = 'This order is already paid: your M-Pesa payment went through.';
// Earlier prompts asked about in one push; only prompts from before this rule leave more than one.
const MAX_EARLIER_ASKED = 3;

export async function startOrderPush(ctx: PaymentsContext, input: OrderPushInput): Promise<PushResult> {
  if (input.clientAddress) {
    await ctx.limits.enforce(
      ctx.paymentLimits.pushesPerAddress,
      input.clientAddress,
      'Too many payment requests from your connection. Please wait a few minutes and try again.',
    );
  }
  const order = await ctx.orders.findByNumber(input.orderReference);
  // Wholesale orders are invoiced: to the checkout's payment they are unknown.
  if (!order || order.kind !== 'retail' || !provesOrder(order, input)) {
    throw new ServiceError('not_found', NOT_FOUND);
  }
  const paidBy = isPaid(order) ? await promptThatPaid(ctx, order) : undefined;
  if (paidBy) return paidAnswer(paidBy);
  assertPayable(order);
  const amountKes = chargeKes(order.totalCents);
  if (amountKes > MAX_MPESA_AMOUNT) {
    throw new ServiceError(
      'invalid',
      'M-Pesa takes at most KSH 250,000 in one payment. Please choose Pay Later.',
    );
  }
  const check = await ctx.limits.hit(PUSHES_PER_ORDER, order.orderNumber);
  if (!check.allowed) {
    throw new RateLimitedError(
      'Too many payment requests for this order. Please wait a few minutes, or choose Pay Later.',
      check.retryAfterSeconds,
    );
  }
  const reservation = await reserveAfterEarlierPrompts(ctx, order, input.phone, amountKes);
  if ('success' in reservation) return reservation;
  const reservationId = reservation.id;

  const recorded = (async () => {
    const description = input.description?.trim() || 'Shea order';
    let sent: Awaited<ReturnType<typeof push>>;
    try {
      sent = await push(ctx, {
        phone: input.phone,
        amountKes,
        accountReference: order.orderNumber,
        description,
      });
    } catch (error) {
      await releaseReservation(ctx, reservationId);
      throw error;
    }
    if (!sent.success) {
      await releaseReservation(ctx, reservationId);
      return sent;
    }
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(mpesaPayments)
        .set({
          checkoutRequestId: sent.checkoutRequestId,
          merchantRequestId: sent.merchantRequestId,
          updatedAt: new Date(),
        })
        .where(eq(mpesaPayments.id, reservationId));
      await recordAudit(tx, {
        actorUserId: null,
        action: 'mpesa_payment.requested',
        entityType: 'mpesa_payment',
        entityId: sent.checkoutRequestId,
        details: { orderId: order.id, orderNumber: order.orderNumber, amountCents: amountKes * 100 },
      });
    });
    return sent;
  })();
  ctx.recording.add(recorded);
  const sent = await recorded.finally(() => ctx.recording.delete(recorded));
  if (!sent.success) return sent;
  if (order.status === 'pending_payment') {
    // Only now, with a prompt on the payer's phone, does a Pay Later order become an M-Pesa one.
    await ctx.orders
      .choosePaymentMethod(order.orderNumber, mpesaPromptProvider.method, 'trusted')
      .catch((error: unknown) => {
        // Paid or cancelled meanwhile: the payment is recorded and its result decides.
        if (!(error instanceof ServiceError)) throw error;
      });
  }
  return { success: true, checkoutRequestId: sent.checkoutRequestId, message: sent.message };
}

function assertPayable(order: OrderState) {
  if (order.status === 'cancelled') {
    throw new ServiceError('conflict', 'This order was cancelled. Please place a new order.');
  }
  if (!isPayable(order)) throw new ServiceError('conflict', 'This order is already paid');
}

/** The order's prompt whose payment confirmed it, if a prompt paid it. */
async function promptThatPaid(ctx: PaymentsContext, order: Order) {
  if (!order.transactionId) return undefined;
  const [paid] = await ctx.db
    .select({ checkoutRequestId: mpesaPayments.checkoutRequestId })
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.orderId, order.id),
        eq(mpesaPayments.status, 'success'),
        or(
          eq(mpesaPayments.checkoutRequestId, order.transactionId),
          and(isNotNull(mpesaPayments.receiptNumber), eq(mpesaPayments.receiptNumber, order.transactionId)),
        ),
      ),
    )
    .orderBy(desc(mpesaPayments.id))
    .limit(1);
  return paid;
}

/** Nothing is sent: the widget follows the prompt that paid and shows the order paid. */
function paidAnswer(paidBy: Pick<PaymentRow, 'checkoutRequestId'>): PushResult {
  return { success: true, checkoutRequestId: paidBy.checkoutRequestId, message: PAID_BY_PROMPT };
}

/**
 * Reserves the new prompt once no earlier prompt of the order can still take its money: each one
 * past its time on the phone is asked about first, and the reservation is tried again under the lock.
 */
async function reserveAfterEarlierPrompts(
  ctx: PaymentsContext,
  order: Order,
  phone: string,
  amountKes: number,
): Promise<{ id: number } | PushResult> {
  for (let asked = 0; asked < MAX_EARLIER_ASKED; asked++) {
    const reservation = await reservePrompt(ctx, order, phone, amountKes);
    if ('id' in reservation) return reservation;
    const outcome = await resolveEarlierPrompt(ctx, reservation.earlier);
    if (outcome === 'paid') return paidAnswer(reservation.earlier);
    if (outcome === 'unknown') throw new ServiceError('conflict', EARLIER_UNKNOWN);
  }
  throw new ServiceError('conflict', EARLIER_UNKNOWN);
}

/**
 * Inserts the pending payment under the order's row lock, after checking (under that lock) that the
 * order is still payable and that none of its prompts waits for an answer (waiting.ts). Its
 * CheckoutRequestID is a placeholder until Daraja names the request. Returns the payment row's id,
 * or the earliest prompt to ask about before trying again.
 */
async function reservePrompt(
  ctx: PaymentsContext,
  order: Order,
  phone: string,
  amountKes: number,
): Promise<{ id: number } | { earlier: PaymentRow }> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrderForPayment(tx, order.id);
    if (!locked) throw new ServiceError('not_found', NOT_FOUND);
    assertPayable(locked);
    const waiting = await waitingPrompts(tx, order.id);
    if (waiting.some((prompt) => prompt.onPhone)) throw new ServiceError('conflict', PROMPT_OPEN);
    if (waiting[0]) return { earlier: waiting[0].payment };
    // Part of the order came by Paybill (under this same lock): a prompt would charge the whole total again.
    const paidCents = await paidByPaybill(tx, order.id);
    if (paidCents > 0) {
      const rest = formatPrice(Math.max(amountKes * 100 - paidCents, 0), 'KES');
      throw new ServiceError(
        'conflict',
        `Part of this order is already paid by Paybill. Please pay the rest, ${rest}, by Paybill with the order number as account number.`,
      );
    }
    // Units that went back on sale while the order was unpaid are held again before anyone pays.
    await ctx.orders.holdSurplusForPrompt(tx, locked);
    const [reserved] = await tx
      .insert(mpesaPayments)
      .values({
        checkoutRequestId: `${RESERVATION_PREFIX}${randomUUID()}`,
        orderId: order.id,
        phone,
        amountCents: amountKes * 100,
      })
      .returning({ id: mpesaPayments.id });
    return { id: reserved!.id };
  });
}

/** No prompt was sent: the order may be pushed again at once. */
async function releaseReservation(ctx: PaymentsContext, reservationId: number) {
  await ctx.db.delete(mpesaPayments).where(eq(mpesaPayments.id, reservationId));
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
      await notePromptFailure(ctx, error.errorCode);
      return { success: false, message: error.errorMessage };
    }
    if (error instanceof DarajaUnavailableError) {
      ctx.log.error({ err: error }, 'M-Pesa unavailable');
      await notePromptFailure(ctx, PROMPT_UNAVAILABLE);
      return { success: false, message: error.message };
    }
    throw error;
  }
}

/** Counted by the owner's alerts; a note that cannot be written is logged, and the payer still gets the answer. */
async function notePromptFailure(ctx: PaymentsContext, errorCode: string) {
  await recordPromptFailure(ctx.db, errorCode).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'M-Pesa prompt failure not noted for the alerts'),
  );
}
