// An owner refunding (part of) a payment. In one transaction the payment row is locked, what is
// left of it is checked, and the refund is recorded as 'pending': two refunds racing for the last
// shillings queue on that lock, and the second sees the first; so do a refund of a Paybill payment
// of no order and its assignment to an order (paybill/refunded.ts). Daraja is called only after the
// commit. If that call fails half-way:
// - Daraja refuses the request: the refund is marked 'failed' with Daraja's words, and its amount
//   is free again.
// - Daraja cannot be reached, or its answer is lost: the refund is marked 'failed' too, but Daraja
//   may have taken it, so the message tells the owner to look at the M-Pesa statement first.
// - The process stops between the commit and the call: the refund stays 'pending' with no Daraja
//   ids (no result can ever match it); the activity log shows the request.
// The units the owner says came back are checked here against those still out and not claimed by
// another pending refund; the success puts them back (result.ts), checked again then.
import { and, eq } from 'drizzle-orm';
import { formatPrice } from '../../../../core/currency-format';
import type { RefundRequest } from '../../../../core/refund-schema';
import type { DbExecutor } from '../../../db/executor';
import { refunds } from '../tables';
import { DarajaError, DarajaUnavailableError } from '../../../integrations/mpesa/errors';
import { requestReversal } from '../../../integrations/mpesa/reversal';
import { recordAudit } from '../../audit';
import { ServiceError } from '../../errors';
import { orderByNumber, orderMoneyView, type Order } from '../../orders';
import type { RefundRow, RefundsContext } from './context';
import { lockRefundablePayment, refundedCents } from './payment';
import { restockFor } from './restock';

export interface RefundInput extends RefundRequest {
  /** The order the payment belongs to; null for a Paybill payment matched to no order. */
  orderNumber: string | null;
  actorUserId: number;
}

export const REFUNDS_NEED_INITIATOR =
  'Refunds need the M-Pesa initiator: set MPESA_INITIATOR_NAME and MPESA_SECURITY_CREDENTIAL (README "Refunds").';
const UNREACHABLE =
  'M-Pesa could not be reached, so this refund may or may not have gone out. Check the M-Pesa statement before trying again.';

export async function requestRefund(ctx: RefundsContext, input: RefundInput): Promise<RefundRow> {
  const { initiatorName, securityCredential } = ctx.daraja.options;
  if (!initiatorName || !securityCredential) throw new ServiceError('conflict', REFUNDS_NEED_INITIATOR);
  const { refund, orderNumber, receiverParty } = await recordRefund(ctx, input);
  const sending = send(ctx, refund, orderNumber, receiverParty);
  ctx.sending.add(sending);
  try {
    return await sending;
  } finally {
    ctx.sending.delete(sending);
  }
}

async function recordRefund(ctx: RefundsContext, input: RefundInput) {
  return ctx.db.transaction(async (tx) => {
    let order: Order | null = null;
    if (input.orderNumber !== null) {
      order = await orderByNumber(tx, input.orderNumber);
      if (!order) throw new ServiceError('not_found', 'Order not found');
    }
    const payment = await lockRefundablePayment(tx, input.paymentKind, input.paymentId);
    // Asked as a payment of no order, but it belongs to one: a Paybill payment assigned since the
    // page was loaded (the assignment held the row lock first). Its money pays for that order now.
    if (payment && order === null && payment.orderId !== null) {
      const message = `This payment belongs to order ${await orderNumberOf(tx, payment.orderId)}: refund it from that order's page`;
      throw new ServiceError('conflict', message, { paymentId: message });
    }
    if (!payment || payment.orderId !== (order?.id ?? null)) {
      throw new ServiceError('not_found', 'No M-Pesa payment with money to refund was found for this order', {
        paymentId: 'Choose a payment of this order that received money',
      });
    }
    const leftCents = payment.paidCents - (await refundedCents(tx, payment.kind, payment.id));
    const amountCents = input.amountKes * 100;
    if (amountCents > leftCents) {
      const message =
        leftCents <= 0
          ? 'This payment has been refunded in full already'
          : `At most ${formatPrice(leftCents)} of this payment is left to refund`;
      throw new ServiceError('conflict', message, { amountKes: message });
    }
    const restockItems = await restockFor(tx, order, input);
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order?.id ?? null,
        mpesaPaymentId: payment.kind === 'stk' ? payment.id : null,
        c2bPaymentId: payment.kind === 'c2b' ? payment.id : null,
        transactionId: payment.receipt,
        amountCents,
        reason: input.reason,
        restock: restockItems.length > 0,
        restockItems,
        requestedByUserId: input.actorUserId,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'refund.requested',
      entityType: 'refund',
      entityId: refund!.id,
      details: {
        orderNumber: order?.orderNumber ?? null,
        receipt: payment.receipt,
        amountCents,
        reason: input.reason,
        restockItems,
      },
    });
    return {
      refund: refund!,
      orderNumber: order?.orderNumber ?? null,
      // Prompt payments go to the prompt's PartyB (the till for Buy Goods).
      receiverParty: payment.receiverParty ?? ctx.daraja.options.partyB,
    };
  });
}

async function orderNumberOf(tx: DbExecutor, orderId: number): Promise<string> {
  return (await orderMoneyView(tx, { id: orderId }))!.orderNumber;
}

async function send(
  ctx: RefundsContext,
  refund: RefundRow,
  orderNumber: string | null,
  receiverParty: string,
): Promise<RefundRow> {
  try {
    const accepted = await requestReversal(ctx.daraja, {
      transactionId: refund.transactionId,
      amountKes: refund.amountCents / 100,
      receiverParty,
      remarks: refund.reason,
      occasion: orderNumber ? `Refund ${orderNumber}` : `Refund ${refund.transactionId}`,
    });
    const [stored] = await ctx.db
      .update(refunds)
      .set({
        originatorConversationId: accepted.originatorConversationId,
        conversationId: accepted.conversationId,
        updatedAt: new Date(),
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    return stored!;
  } catch (error) {
    if (!(error instanceof DarajaError || error instanceof DarajaUnavailableError)) throw error;
    const refused = error instanceof DarajaError;
    ctx.log.warn(
      { refundId: refund.id, errorCode: refused ? error.errorCode : null },
      'M-Pesa reversal not accepted',
    );
    return markFailed(ctx, refund, {
      resultCode: refused ? error.errorCode : null,
      resultDesc: refused ? error.errorMessage : UNREACHABLE,
    });
  }
}

async function markFailed(
  ctx: RefundsContext,
  refund: RefundRow,
  result: { resultCode: string | null; resultDesc: string },
): Promise<RefundRow> {
  return ctx.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(refunds)
      .set({ state: 'failed', ...result, updatedAt: new Date() })
      .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'pending')))
      .returning();
    if (!failed) return refund;
    await recordAudit(tx, {
      actorUserId: refund.requestedByUserId,
      action: 'refund.failed',
      entityType: 'refund',
      entityId: refund.id,
      details: { receipt: refund.transactionId, amountCents: refund.amountCents, ...result },
    });
    return failed;
  });
}
