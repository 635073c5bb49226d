import { describe, expect, it } from 'vitest';
import { parseStkCallback } from './callback';

describe('parseStkCallback', () => {
  it('reads a success, metadata by name in any order', () => {
    const parsed = parseStkCallback({
      Body: {
        stkCallback: {
          MerchantRequestID: '29115-34620561-1',
          CheckoutRequestID: 'ws_CO_191220191020363925',
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
              { Name: 'Balance' },
              { Name: 'TransactionDate', Value: 20191219102115 },
              { Name: 'PhoneNumber', Value: 254708374149 },
              { Name: 'Amount', Value: 1.0 },
            ],
          },
        },
      },
    });
    expect(parsed).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
      merchantRequestId: '29115-34620561-1',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amount: 1,
      receiptNumber: 'NLJ7RT61SV',
      phone: '254708374149',
    });
  });

  it('reads a failure without metadata', () => {
    expect(
      parseStkCallback({
        Body: {
          stkCallback: {
            CheckoutRequestID: 'ws_1',
            ResultCode: 1032,
            ResultDesc: 'Request cancelled by user',
          },
        },
      }),
    ).toMatchObject({ resultCode: 1032, amount: null, receiptNumber: null });
  });

  it.each([null, {}, { Body: {} }, { Body: { stkCallback: { ResultCode: 0 } } }, 'text'])(
    'returns null for %j',
    (body) => {
      expect(parseStkCallback(body)).toBeNull();
    },
  );

  it('returns null for a CheckoutRequestID or text holding control characters', () => {
    const callback = (id: string, desc: string) => ({
      Body: { stkCallback: { CheckoutRequestID: id, ResultCode: 1032, ResultDesc: desc } },
    });
    expect(parseStkCallback(callback('ws_CO_1', 'Request cancelled by user'))).not.toBeNull();
    expect(parseStkCallback(callback('ws_CO_\u00001', 'Request cancelled by user'))).toBeNull();
    expect(parseStkCallback(callback('ws CO 1', 'Request cancelled by user'))).toBeNull();
    expect(parseStkCallback(callback('ws_CO_1', 'cancelled\u0000'))).toBeNull();
  });
});
