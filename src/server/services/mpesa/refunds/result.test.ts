// The moment a reversal result can arrive with nothing to find: Daraja has accepted the request but
// the shop has not yet stored its ids.
import { describe, expect, it, vi } from 'vitest';
import type { DarajaResultBody } from '../../../integrations/mpesa/result-body';
import type { RefundRow, RefundsContext } from './context';
import { writeFinishingDuringTheFirstRead } from '../../../lib/write-during-read.test-support';
import { settleRefund } from './result';

const RESULT: DarajaResultBody = {
  resultCode: '0',
  resultDesc: 'The service request is processed successfully.',
  originatorConversationId: 'a1b2-c3d4-000000000000000000000001',
  conversationId: 'AG_20261124_00000000000000000001',
  transactionId: 'SKD0000001',
  parameters: {},
};

const REFUND = { id: 7, state: 'pending' } as RefundRow;

/**
 * A context whose first read of the refund finds nothing, and while that read is under way the
 * send in flight stores the ids and leaves the set, as a send finishing at that moment does.
 */
function contextWithSendFinishingDuringTheFirstRead() {
  const { inFlight, select } = writeFinishingDuringTheFirstRead(REFUND);
  const transaction = vi.fn(async () => 'succeeded');
  const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() };
  const ctx = { db: { select, transaction }, log, sending: inFlight } as unknown as RefundsContext;
  return { ctx, transaction, log };
}

describe('a reversal result that outruns the storing of its ids', () => {
  it('waits for the sends in flight when it arrived, and finds its refund once they are stored', async () => {
    const { ctx, transaction, log } = contextWithSendFinishingDuringTheFirstRead();
    expect(await settleRefund(ctx, RESULT)).toBe('succeeded');
    expect(transaction).toHaveBeenCalledOnce();
    expect(log.warn).not.toHaveBeenCalled();
  });
});
