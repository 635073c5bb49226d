// What an M-Pesa status answer means for the widget (SPEC §4): ResultCode '0' is success, any
// other non-empty code is a failure, and no code yet means keep waiting.

export interface StatusAnswer {
  ResultCode?: string | number | null;
  ResultDesc?: string | null;
  MpesaReceiptNumber?: string | null;
}

export type PaymentResult =
  | { kind: 'pending' }
  | { kind: 'success'; receipt: string | null }
  | { kind: 'failed'; message: string }
  /** Paid, but for an order already paid or cancelled: the money goes back, nothing to retry. */
  | { kind: 'refund'; message: string; receipt: string | null };

export const CANCELLED_OR_FAILED = 'Payment was cancelled or failed';
export const PAYMENT_TIMEOUT = 'Payment timeout. Please try again.';
export const POLL_INTERVAL_MS = 10_000;
export const MAX_POLLS = 30;

// Daraja's "still under processing" answer to a query is a code too, but not a result (DARAJA.md).
const STILL_PROCESSING = '4999';
// The shop's own code for a payment it will refund (services/mpesa/stk/status-json.ts).
const NEEDS_REFUND = 'needs_refund';
export const WILL_REFUND =
  'We received this M-Pesa payment, but your order was already paid or has been cancelled. We will refund it to your M-Pesa number.';

export function interpretStatus(answer: StatusAnswer | null | undefined): PaymentResult {
  const code = answer?.ResultCode;
  if (code === undefined || code === null || String(code).trim() === '') return { kind: 'pending' };
  const text = String(code).trim();
  if (text === STILL_PROCESSING) return { kind: 'pending' };
  if (text === '0') return { kind: 'success', receipt: answer?.MpesaReceiptNumber || null };
  if (text === NEEDS_REFUND) {
    return {
      kind: 'refund',
      message: answer?.ResultDesc?.trim() || WILL_REFUND,
      receipt: answer?.MpesaReceiptNumber || null,
    };
  }
  return { kind: 'failed', message: answer?.ResultDesc?.trim() || CANCELLED_OR_FAILED };
}
