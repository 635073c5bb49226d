// Starting an M-Pesa payment for an order. One order gets one live prompt: before Daraja is
// called, the payment row is reserved in a transaction that locks the order row, so parallel
// pushes for one order queue on that lock and all but the first find the open prompt and stop.
// Across the call to Daraja nothing is held open. If Daraja refuses, the reservation is deleted
// and the order stays as it was. If Daraja accepts and recording its CheckoutRequestID then fails,
// the reservation still blocks new prompts for the order until it expires, and the callback for
// the unknown CheckoutRequestID is logged (settlePayment) for the shop to match by hand.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { MAX_MPESA_AMOUNT } from '../../core/mpesa-schemas';
import { isPayable, type OrderState } from '../../core/order-status';
import { mpesaPayments, orders } from '../db/schema';
import { DarajaError, DarajaUnavailableError } from '../integrations/mpesa/errors';
import { recordAudit } from './audit';
import { RateLimitedError, ServiceError } from './errors';
import { provesOrder, type OrderProof } from './order-access';
import type { Order } from './orders-model';
import { formatPrice } from '../../core/currency-format';
import { paidByPaybill } from './c2b-match';
import { chargeKes, type PaymentsContext } from './payments-context';

export type PushResult =
  { success: true; checkoutRequestId: string; message: string } | { success: false; message: string };

export type OrderPushInput = OrderProof & {
  phone: string;
  orderReference: string;
  description?: string;
  /** The caller's address, for the per-address limit; absent for the shop's own code. */
  clientAddress?: string;
};

// An STK prompt stays on the phone for about a minute; a second push inside that time could charge
// the payer twice for one order.
const OPEN_PROMPT_MS = 90_000;
// A shopper retrying a cancelled or mistyped prompt needs a few; counted only for callers who
// proved the order is theirs, so a stranger cannot use up the customer's allowance.
export const PUSHES_PER_ORDER = { name: 'stk-push:order', max: 6, windowMs: 15 * 60 * 1000 };
const NOT_FOUND = 'Order not found';
const PROMPT_OPEN =
  'A payment request for this order is already on its way to a phone. Please complete it, or try again in a minute.';

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
  const reservationId = await reservePrompt(ctx, order, input.phone, amountKes);

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
    await ctx.orders.choosePaymentMethod(order.orderNumber, 'mpesa', 'trusted').catch((error: unknown) => {
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

/**
 * Inserts the pending payment under the order's row lock, after checking (under that lock) that
 * the order is still payable and has no prompt younger than OPEN_PROMPT_MS. Its CheckoutRequestID
 * is a placeholder until Daraja names the request. Returns the payment row's id.
 */
async function reservePrompt(ctx: PaymentsContext, order: Order, phone: string, amountKes: number) {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ kind: orders.kind, status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    if (!locked) throw new ServiceError('not_found', NOT_FOUND);
    assertPayable(locked);
    const [open] = await tx
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
    if (open) throw new ServiceError('conflict', PROMPT_OPEN);
    // Part of the order came by Paybill (under this same lock): a prompt would charge the whole total again.
    const paidCents = await paidByPaybill(tx, order.id);
    if (paidCents > 0) {
      const rest = formatPrice(Math.max(amountKes * 100 - paidCents, 0), 'KES');
      throw new ServiceError(
        'conflict',
        `Part of this order is already paid by Paybill. Please pay the rest, ${rest}, by Paybill with the order number as account number.`,
      );
    }
    const [reserved] = await tx
      .insert(mpesaPayments)
      .values({
        checkoutRequestId: `reserved-${randomUUID()}`,
        orderId: order.id,
        phone,
        amountCents: amountKes * 100,
      })
      .returning({ id: mpesaPayments.id });
    return reserved!.id;
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
      return { success: false, message: error.errorMessage };
    }
    if (error instanceof DarajaUnavailableError) {
      ctx.log.error({ err: error }, 'M-Pesa unavailable');
      return { success: false, message: error.message };
    }
    throw error;
  }
}
