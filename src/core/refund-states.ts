// The states of one refund to M-Pesa (`refunds.state`), sent as a Daraja Transaction Reversal.
export const REFUND_STATES = [
  /** Recorded, and sent or about to be sent; Daraja's result comes to the result URL. */
  'pending',
  'succeeded',
  /** Daraja refused the reversal, at once or in its result. */
  'failed',
  /** Daraja's queue-timeout URL was called: the reversal did not run; the owner may try again. */
  'timed_out',
] as const;
export type RefundState = (typeof REFUND_STATES)[number];
