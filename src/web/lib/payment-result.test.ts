import { describe, expect, it } from 'vitest';
import { CANCELLED_OR_FAILED, interpretStatus, WILL_REFUND } from './payment-result';

describe('interpretStatus', () => {
  it('waits while there is no result code', () => {
    expect(interpretStatus({})).toEqual({ kind: 'pending' });
    expect(interpretStatus({ ResultCode: '' })).toEqual({ kind: 'pending' });
    expect(interpretStatus(null)).toEqual({ kind: 'pending' });
    expect(
      interpretStatus({ ResultCode: '4999', ResultDesc: 'The transaction is still under processing' }),
    ).toEqual({
      kind: 'pending',
    });
  });

  it("reads '0' (string or number) as paid, with the receipt", () => {
    expect(interpretStatus({ ResultCode: '0', MpesaReceiptNumber: 'NLJ7RT61SV' })).toEqual({
      kind: 'success',
      receipt: 'NLJ7RT61SV',
    });
    expect(interpretStatus({ ResultCode: 0 })).toEqual({ kind: 'success', receipt: null });
  });

  it("fails with M-Pesa's own words, or SPEC's default", () => {
    expect(interpretStatus({ ResultCode: '1032', ResultDesc: 'Request cancelled by user' })).toEqual({
      kind: 'failed',
      message: 'Request cancelled by user',
    });
    expect(interpretStatus({ ResultCode: 1 })).toEqual({ kind: 'failed', message: CANCELLED_OR_FAILED });
  });

  it('reads a payment the shop will refund as its own result, never success or a retry', () => {
    expect(
      interpretStatus({ ResultCode: 'needs_refund', ResultDesc: 'Refund coming', MpesaReceiptNumber: 'R1' }),
    ).toEqual({ kind: 'refund', message: 'Refund coming', receipt: 'R1' });
    expect(interpretStatus({ ResultCode: 'needs_refund' })).toEqual({
      kind: 'refund',
      message: WILL_REFUND,
      receipt: null,
    });
  });
});
