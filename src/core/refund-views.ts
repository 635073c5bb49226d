// A refund and a refundable payment as the service reads them, for the order page and the refund
// endpoints to show.
import type { RefundPaymentKind } from './refund-schema';
import type { RefundState } from './refund-states';

/** A payment that brought money in, and what is left of it to refund. */
export interface RefundablePaymentView {
  kind: RefundPaymentKind;
  id: number;
  receipt: string;
  /** 'success', 'needs_refund', 'amount_mismatch' for prompts; 'matched' or 'unmatched' for Paybill. */
  status: string;
  paidCents: number;
  refundableCents: number;
  /** What of it is owed back to the payer (core/refund-owed.ts); 0 when it paid for its order. */
  owedCents: number;
  paidAt: Date;
}

export interface RefundView {
  id: number;
  paymentKind: RefundPaymentKind;
  receipt: string;
  amountCents: number;
  reason: string;
  restock: boolean;
  state: RefundState;
  resultDesc: string | null;
  reversalReceipt: string | null;
  createdAt: Date;
  updatedAt: Date;
}
