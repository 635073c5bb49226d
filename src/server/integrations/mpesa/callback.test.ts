import { describe, expect, it } from 'vitest';
import { parseStkCallback } from './callback';

describe('parseStkCallback', () => {
  it('reads a success, metadata by name in any order', () => {
    const body = {
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
    };
    expect(parseStkCallback(body)).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
      merchantRequestId: '29115-34620561-1',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amount: 1,
      receiptNumber: 'NLJ7RT61SV',
      phone: '254708374149',
      raw: body,
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

  it('returns null for a CheckoutRequestID holding control characters or half a UTF-16 pair', () => {
    const callback = (id: string, desc: string) => ({
      Body: { stkCallback: { CheckoutRequestID: id, ResultCode: 1032, ResultDesc: desc } },
    });
    expect(parseStkCallback(callback('ws_CO_1', 'Request cancelled by user'))).not.toBeNull();
    expect(parseStkCallback(callback('ws_CO_\u00001', 'Request cancelled by user'))).toBeNull();
    expect(parseStkCallback(callback('ws_CO_\ud8001', 'Request cancelled by user'))).toBeNull();
    expect(parseStkCallback(callback('ws CO 1', 'Request cancelled by user'))).toBeNull();
  });

  it('keeps a callback whose text the database cannot store, with U+FFFD in place of each character', () => {
    const body = {
      Body: {
        stkCallback: {
          CheckoutRequestID: 'ws_CO_1',
          ResultCode: 0,
          ResultDesc: 'processed \ud800 and \u0000 and \udc00\ud800 but not 😀',
          CallbackMetadata: { Item: [{ Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' }], 'x\udfff': 1 },
        },
      },
    };
    const parsed = parseStkCallback(body);
    expect(parsed).toMatchObject({
      resultDesc: 'processed \ufffd and \ufffd and \ufffd\ufffd but not 😀',
      receiptNumber: 'NLJ7RT61SV',
    });
    expect(JSON.stringify(parsed!.raw)).not.toMatch(/\\u(0000|d[89a-f])/i);
    expect(JSON.stringify(parsed!.raw)).toContain('x\ufffd');
  });

  it('returns null for a body nested deeper than any callback', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(
      parseStkCallback({ Body: { stkCallback: { CheckoutRequestID: 'ws_1', ResultCode: 0, X: deep } } }),
    ).toBeNull();
  });
});
