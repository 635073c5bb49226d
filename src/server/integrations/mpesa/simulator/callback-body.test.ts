import { describe, expect, it } from 'vitest';
import { parseStkCallback } from '../callback';
import { simCallbackBody } from './callback-body';

const base = {
  checkoutRequestId: 'ws_CO_1',
  merchantRequestId: 'm-1',
  amount: 1700,
  msisdn: '254708374149',
  receiptNumber: 'NLJ7RT61SV',
};

describe('simCallbackBody', () => {
  it('reads back through the real callback parser, with a receipt like Safaricom’s', () => {
    const body = simCallbackBody({
      ...base,
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
    });
    expect(parseStkCallback(body)).toEqual({
      checkoutRequestId: 'ws_CO_1',
      merchantRequestId: 'm-1',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amount: 1700,
      receiptNumber: expect.stringMatching(/^[A-Z0-9]{10}$/),
      phone: '254708374149',
      raw: body,
    });
  });

  it('sends a failure without metadata', () => {
    const body = simCallbackBody({ ...base, resultCode: 1032, resultDesc: 'Request cancelled by user' });
    expect(body.Body.stkCallback).not.toHaveProperty('CallbackMetadata');
    expect(parseStkCallback(body)).toMatchObject({ resultCode: 1032, amount: null, receiptNumber: null });
  });
});
