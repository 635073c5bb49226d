// The moment an STK callback can arrive with nothing to find: Daraja has accepted the prompt but
// the shop has not yet stored its CheckoutRequestID.
import { describe, expect, it, vi } from 'vitest';
import type { PaymentRow, PaymentsContext } from './context';
import { writeFinishingDuringTheFirstRead } from '../../../lib/write-during-read.test-support';
import { settlePayment } from './settle';

const CHECKOUT_REQUEST_ID = 'ws_CO_24112026153000000000000001';

// Already answered (by the payer's poll, say): settling it again reads nothing else.
const PAYMENT = { id: 3, checkoutRequestId: CHECKOUT_REQUEST_ID, status: 'failed' } as PaymentRow;

/**
 * A context whose first read of the payment finds nothing, and while that read is under way the
 * push in flight stores its id and leaves the set, as a push finishing at that moment does.
 */
function contextWithPushFinishingDuringTheFirstRead() {
  const { inFlight, select } = writeFinishingDuringTheFirstRead(PAYMENT);
  const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() };
  const ctx = { db: { select }, log, recording: inFlight } as unknown as PaymentsContext;
  return { ctx, log };
}

describe('an STK callback that outruns the storing of its CheckoutRequestID', () => {
  it('waits for the pushes in flight when it arrived, and finds its payment once they are stored', async () => {
    const { ctx, log } = contextWithPushFinishingDuringTheFirstRead();
    const outcome = await settlePayment(ctx, CHECKOUT_REQUEST_ID, {
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amountKes: 1700,
      receiptNumber: 'SKD0000001',
      source: 'callback',
    });
    expect(outcome).toBe('already_settled');
    expect(log.warn).not.toHaveBeenCalled();
  });
});
