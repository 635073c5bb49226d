// The states of one M-Pesa payment (`mpesa_payments.status`): pending until Daraja's answer is
// recorded, then one of the others.
export const PAYMENT_STATUSES = [
  'pending',
  /** Daraja says paid; the order is being confirmed. Reads as pending until that is done. */
  'confirming',
  'success',
  'failed',
  /** Daraja reported an amount other than the one charged for the order's total. */
  'amount_mismatch',
  /** A receipt that had already confirmed another payment: a replayed callback. */
  'rejected',
  /** Paid for an order that another payment had already paid, or that was cancelled. */
  'needs_refund',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payments the owner must look at: money that arrived but confirmed nothing. */
export const PAYMENT_STATUSES_NEEDING_ATTENTION = [
  'amount_mismatch',
  'needs_refund',
] as const satisfies readonly PaymentStatus[];
