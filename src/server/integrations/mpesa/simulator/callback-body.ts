// The callback the simulated Safaricom posts, in the shape of DARAJA.md's examples.
import { randomBytes } from 'node:crypto';
import { darajaTimestamp } from '../timestamp';

export interface SimResult {
  checkoutRequestId: string;
  merchantRequestId: string;
  resultCode: number;
  resultDesc: string;
  amount: number;
  msisdn: string;
  /** The receipt of a success. */
  receiptNumber: string;
}

export function simCallbackBody(result: SimResult) {
  // Only a success carries metadata; Balance comes without a Value, as on the real service.
  const metadata =
    result.resultCode === 0
      ? {
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: result.amount },
              { Name: 'MpesaReceiptNumber', Value: result.receiptNumber },
              { Name: 'Balance' },
              { Name: 'TransactionDate', Value: Number(darajaTimestamp()) },
              { Name: 'PhoneNumber', Value: Number(result.msisdn) },
            ],
          },
        }
      : {};
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: result.merchantRequestId,
        CheckoutRequestID: result.checkoutRequestId,
        ResultCode: result.resultCode,
        ResultDesc: result.resultDesc,
        ...metadata,
      },
    },
  };
}

const RECEIPT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** Ten characters like Safaricom's receipts (e.g. NLJ7RT61SV). */
export function receiptNumber(): string {
  return Array.from(randomBytes(10), (byte) => RECEIPT_ALPHABET[byte % RECEIPT_ALPHABET.length]).join('');
}
