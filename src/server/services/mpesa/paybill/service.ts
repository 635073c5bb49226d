// Paybill (Daraja C2B) payments: the account number is the order number. Daraja asks first
// (validation, when enabled for the shortcode) and then reports the completed payment
// (confirmation), which is recorded once per M-Pesa receipt (TransID, a unique index) and matched
// to its order in the same transaction (match.ts). A payment no order claims waits in the
// console until the owner assigns it, or refunds it (refunded.ts).
//
// Prompts and Paybill together: the validation refuses a payment for an order whose M-Pesa prompt
// has no answer yet (stk/waiting.ts). Without validation, or when the prompt comes after it,
// a confirmation is money already taken, so it is matched all the same; if the prompt is paid
// later too, that payment is the one owed back: `needs_refund` after a Paybill payment in full, or
// the Paybill part payments superseded (superseded.ts), both listed as refunds needed.
//
// Half-way failures: the insert, the match, the order's confirmation and the audit commit together
// or not at all; a confirmation that failed is answered with an error, and Daraja posts it again.
import { and, desc, eq } from 'drizzle-orm';
import { isPayable } from '../../../../core/order-status';
import { orderNumberOfAccount } from '../../../../core/paybill-account';
import type { Database } from '../../../db/client';
import { mpesaC2bPayments } from '../tables';
import {
  C2B_ACCEPT,
  C2B_REJECT,
  type C2bNotice,
  type C2bValidationAnswer,
} from '../../../integrations/mpesa/c2b-body';
import type { MpesaConfig } from '../../../integrations/mpesa/env';
import { ServiceError } from '../../errors';
import { awaitingAssignment, C2B_REFUNDED_NOT_ASSIGNABLE } from './refunded';
import { leaveUnmatched, matchPayment, paidByPaybill, type C2bMatch } from './match';
import { lockRetailOrderForPayment, orderMoneyView, type OrdersService } from '../../orders';
import type { PaymentsLog } from '../stk/context';
import { chargeKes } from '../../../../core/money';
import { refundedCents } from '../refunds/payment';
import { waitingPrompts } from '../stk/waiting';
import type { C2bAssigned, UnmatchedPaymentsView } from './unmatched-payments-view';

export interface C2bContext {
  db: Database;
  mpesa: Pick<MpesaConfig, 'paybillShortcode' | 'c2bValidation'>;
  orders: Pick<OrdersService, 'markPaid'>;
  log: PaymentsLog;
}

export type C2bPaymentRow = typeof mpesaC2bPayments.$inferSelect;
export type ConfirmOutcome = 'duplicate' | 'unmatched' | C2bMatch['kind'];

const MAX_UNMATCHED_LISTED = 200;

export function createC2bPaymentsService(ctx: C2bContext) {
  /** The console's list: payments no order claims and none of them refunded, newest first. */
  const unmatched = () =>
    ctx.db
      .select()
      .from(mpesaC2bPayments)
      .where(awaitingAssignment(ctx.db))
      .orderBy(desc(mpesaC2bPayments.createdAt), desc(mpesaC2bPayments.id))
      .limit(MAX_UNMATCHED_LISTED);
  const toShopPaybill = (notice: C2bNotice) => notice.shortcode === ctx.mpesa.paybillShortcode;
  return {
    paybillShortcode: ctx.mpesa.paybillShortcode,

    /** Daraja asks whether to take a payment: only for an order that is still open, when enabled. */
    async validate(notice: C2bNotice): Promise<C2bValidationAnswer> {
      if (!ctx.mpesa.c2bValidation) return C2B_ACCEPT;
      if (!toShopPaybill(notice)) return C2B_REJECT.invalidShortcode;
      const orderNumber = orderNumberOfAccount(notice.billRefNumber);
      if (!orderNumber) return C2B_REJECT.invalidAccount;
      const order = await orderMoneyView(ctx.db, { orderNumber });
      if (!order || !isPayable(order)) return C2B_REJECT.invalidAccount;
      // A prompt for the order still without an answer may yet take the whole total: paying by
      // Paybill as well would charge the payer twice. Refused until M-Pesa has answered it.
      if ((await waitingPrompts(ctx.db, order.id)).length > 0) {
        ctx.log.info(
          { orderId: order.id },
          'Paybill payment refused: a prompt for the order has no answer yet',
        );
        return C2B_REJECT.other;
      }
      return C2B_ACCEPT;
    },

    /** A completed payment: recorded once, matched to its order, or left for the owner. */
    async confirm(notice: C2bNotice, raw: unknown): Promise<ConfirmOutcome> {
      // Refused as the validation refuses it: another business's payment pays no order here.
      if (!toShopPaybill(notice)) {
        ctx.log.warn(
          { transId: notice.transId, shortcode: notice.shortcode },
          'Paybill confirmation for another business number refused',
        );
        throw new ServiceError('invalid', 'Not a payment to the shop’s Paybill number');
      }
      const orderNumber = orderNumberOfAccount(notice.billRefNumber);
      const outcome = await ctx.db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(mpesaC2bPayments)
          .values({
            transId: notice.transId,
            transTime: notice.transTime,
            transactionType: notice.transactionType,
            shortcode: notice.shortcode,
            billRefNumber: notice.billRefNumber,
            amountCents: notice.amountCents,
            msisdn: notice.msisdn,
            payerName: notice.payerName,
            status: 'unmatched',
            raw: raw as object,
          })
          .onConflictDoNothing({ target: mpesaC2bPayments.transId })
          .returning({
            id: mpesaC2bPayments.id,
            transId: mpesaC2bPayments.transId,
            amountCents: mpesaC2bPayments.amountCents,
          });
        // Daraja posts a confirmation again when our answer was lost: the receipt is known.
        if (!payment) return { kind: 'duplicate' as const };
        const order = orderNumber ? await lockRetailOrderForPayment(tx, orderNumber) : null;
        if (!order) return leaveUnmatched(tx, payment);
        return matchPayment(tx, ctx.orders, payment, order, { actorUserId: null });
      });
      if (outcome.kind === 'unmatched') {
        ctx.log.warn(
          { transId: notice.transId },
          'Paybill payment with an unknown account number: assign it',
        );
      } else if (outcome.kind !== 'duplicate' && outcome.excessCents > 0) {
        ctx.log.warn(
          { transId: notice.transId, excessCents: outcome.excessCents },
          'Paybill payment over what the order needed: refund the difference',
        );
      }
      return outcome.kind;
    },

    /** The owner assigns a payment from the unmatched list to an order, by its number. */
    async assign(paymentId: number, orderNumberTyped: string, adminId: number): Promise<C2bAssigned> {
      const orderNumber = orderNumberOfAccount(orderNumberTyped);
      const outcome = await ctx.db.transaction(async (tx) => {
        // Payment first, then order: the same order as no other path, so no deadlock.
        const [payment] = await tx
          .select()
          .from(mpesaC2bPayments)
          .where(eq(mpesaC2bPayments.id, paymentId))
          .for('update');
        if (!payment) throw new ServiceError('not_found', 'Payment not found');
        if (payment.status !== 'unmatched') {
          throw new ServiceError('conflict', 'This payment is already assigned to an order');
        }
        // A refund of it waits on the same row lock, so it is either seen here or sees the match.
        if ((await refundedCents(tx, 'c2b', payment.id)) > 0) {
          throw new ServiceError('conflict', C2B_REFUNDED_NOT_ASSIGNABLE);
        }
        const order = orderNumber ? await lockRetailOrderForPayment(tx, orderNumber) : null;
        if (!order)
          throw new ServiceError('not_found', 'Order not found', { orderNumber: 'No order has this number' });
        const match = await matchPayment(tx, ctx.orders, payment, order, { actorUserId: adminId });
        return { payment, match };
      });
      return { ...outcome.match, transId: outcome.payment.transId, amountCents: outcome.payment.amountCents };
    },

    unmatched,

    /** The Unmatched payments screen: the list, and the Paybill number payers paid to. */
    unmatchedView: async (): Promise<UnmatchedPaymentsView> => ({
      paybill: ctx.mpesa.paybillShortcode,
      payments: await unmatched(),
    }),

    /** One order's Paybill payments, oldest first. */
    ofOrder: (orderId: number) =>
      ctx.db
        .select()
        .from(mpesaC2bPayments)
        .where(and(eq(mpesaC2bPayments.orderId, orderId), eq(mpesaC2bPayments.status, 'matched')))
        .orderBy(mpesaC2bPayments.createdAt, mpesaC2bPayments.id),

    /** What an order has received by Paybill and what it still needs, for the shopper's pages. */
    async balanceOf(orderId: number) {
      const order = await orderMoneyView(ctx.db, { id: orderId });
      if (!order) return null;
      const paidCents = await paidByPaybill(ctx.db, orderId);
      const dueCents = isPayable(order) ? Math.max(chargeKes(order.totalCents) * 100 - paidCents, 0) : 0;
      return { paidCents, dueCents };
    },
  };
}

export type C2bPaymentsService = ReturnType<typeof createC2bPaymentsService>;
