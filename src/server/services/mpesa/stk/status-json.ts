import type { PaymentState } from './context';

/**
 * SPEC §7's status answer: ResultCode '0' is success, any other non-empty code a failure, and an
 * empty one "still waiting". A payment we refused to accept (wrong amount, reused receipt) reads
 * as a failure whatever Daraja said, so the widget never shows success for an unconfirmed order.
 */
export function toPaymentStatusJson(state: PaymentState) {
  const base = { status: state.status, MpesaReceiptNumber: '' };
  switch (state.status) {
    case 'pending':
    case 'confirming':
      return { ...base, ResultCode: '', ResultDesc: 'Waiting for the payment to be confirmed on the phone' };
    case 'success':
      return {
        ...base,
        ResultCode: '0',
        ResultDesc: state.resultDesc ?? 'The service request is processed successfully.',
        MpesaReceiptNumber: state.receiptNumber ?? '',
      };
    case 'failed':
      return {
        ...base,
        ResultCode: String(state.resultCode ?? ''),
        ResultDesc: state.resultDesc ?? 'Payment failed',
      };
    case 'amount_mismatch':
      return {
        ...base,
        ResultCode: state.status,
        ResultDesc: 'The amount paid does not match the order total. We will contact you to put it right.',
      };
    case 'needs_refund':
      return {
        ...base,
        ResultCode: state.status,
        ResultDesc:
          'We received this M-Pesa payment, but your order was already paid or has been cancelled. We will refund it to your M-Pesa number; contact us if you have any questions.',
        MpesaReceiptNumber: state.receiptNumber ?? '',
      };
    case 'rejected':
      return {
        ...base,
        ResultCode: state.status,
        ResultDesc: 'This payment could not be matched to your order. We will contact you to put it right.',
      };
  }
}
