// A refund and a refundable payment as the service reads them, for the order page and the refund
// endpoints to show.
import type { RefundPaymentKind, StoredRestockItem } from './refund-schema';
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
  /** Units were asked to go back in stock: those of `restockItems`. */
  restock: boolean;
  /** The units the owner said came back, to go back in stock once the refund succeeds. */
  restockItems: StoredRestockItem[];
  /** The units its success did put back: at most what was still out by then. */
  restocked: StoredRestockItem[];
  state: RefundState;
  resultDesc: string | null;
  reversalReceipt: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One size of an order: units ordered, back in stock, and that a new refund may still put back. */
export interface OrderUnitsView {
  productId: number;
  variantId: number;
  name: string;
  /** The size's label as sold. */
  size: string;
  ordered: number;
  back: number;
  /** In parcels away from the shop: not on the shelf, so not restockable until a parcel comes back. */
  away: number;
  /** Still out, on the shelf, and not already on a pending refund. */
  restockable: number;
}
