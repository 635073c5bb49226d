// What of one M-Pesa payment is owed back to its payer, and why: the one rule behind the Refunds
// page, Today's count and the order page. Each payment gives at most one answer, so no shilling is
// counted twice: a Paybill payment to an order later cancelled is owed whole, its excess included.
import type { OrderStatus } from './order-status';
import type { RefundPaymentKind } from './refund-schema';

export const REFUND_WHYS = ['needs_refund', 'amount_mismatch', 'excess', 'cancelled', 'unmatched'] as const;
export type RefundWhy = (typeof REFUND_WHYS)[number];

export const REFUND_WHY_LABELS: Record<RefundWhy, string> = {
  needs_refund: 'Paid after the order was paid or cancelled',
  amount_mismatch: 'Paid an amount other than the one asked',
  excess: 'Paid more than the order needed (Paybill)',
  cancelled: 'Paid for an order that was then cancelled',
  unmatched: 'Paybill payment for no order, partly refunded already',
};

export interface PaymentMoney {
  kind: RefundPaymentKind;
  /** The prompt payment's status, or the Paybill payment's ('matched', 'unmatched'). */
  status: string;
  /** Null for a Paybill payment matched to no order. */
  orderStatus: OrderStatus | null;
  paidCents: number;
  /** What a Paybill payment paid beyond what its order needed; 0 for a prompt payment. */
  excessCents: number;
  /** Refunds of the payment on their way or sent. */
  refundedCents: number;
}

export interface MoneyOwed {
  why: RefundWhy;
  owedCents: number;
}

/** Null when nothing of the payment is owed back (it paid for its order, or went back already). */
export function moneyOwed(payment: PaymentMoney): MoneyOwed | null {
  const owed = whyOwed(payment);
  if (!owed) return null;
  const owedCents = owed.ofCents - payment.refundedCents;
  return owedCents > 0 ? { why: owed.why, owedCents } : null;
}

function whyOwed(p: PaymentMoney): { why: RefundWhy; ofCents: number } | null {
  const cancelled = p.orderStatus === 'cancelled';
  if (p.kind === 'stk') {
    if (p.status === 'needs_refund' || p.status === 'amount_mismatch') {
      return { why: p.status, ofCents: p.paidCents };
    }
    return p.status === 'success' && cancelled ? { why: 'cancelled', ofCents: p.paidCents } : null;
  }
  // Refunding part of a payment of no order gives up assigning it (services/mpesa/paybill/refunded.ts): the rest is owed.
  if (p.status === 'unmatched') {
    return p.refundedCents > 0 ? { why: 'unmatched', ofCents: p.paidCents } : null;
  }
  if (p.status !== 'matched') return null;
  // Kept whole from the start (paid after the order closed, or superseded by a prompt) reads as excess.
  if (cancelled) return { why: p.excessCents >= p.paidCents ? 'excess' : 'cancelled', ofCents: p.paidCents };
  return p.excessCents > 0 ? { why: 'excess', ofCents: p.excessCents } : null;
}
