// The states of one Paybill (C2B) payment (`mpesa_c2b_payments.status`). A payment is matched to an
// order by its account number, or waits in the console's unmatched list until the owner assigns it.
export const C2B_PAYMENT_STATUSES = [
  /** Counted towards an order: its amount, less any `excess_cents`, paid the order. */
  'matched',
  /** No open order has this account number: the owner assigns it to one, or refunds it. */
  'unmatched',
] as const;
export type C2bPaymentStatus = (typeof C2B_PAYMENT_STATUSES)[number];
