import { describe, expect, it } from 'vitest';
import { parseDarajaResult } from './result-body';

describe('parseDarajaResult', () => {
  it('reads a reversal result with its parameters as a list', () => {
    const parsed = parseDarajaResult({
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        OriginatorConversationID: '8521-4298025-1',
        ConversationID: 'AG_20181005_00004d7ee675c0c7ee0b',
        TransactionID: 'MJ561H6X5O',
        ResultParameters: {
          ResultParameter: [
            { Key: 'Amount', Value: 100 },
            { Key: 'OriginalTransactionID', Value: 'MJ551H6X5D' },
            { Key: 'Charge', Value: null },
          ],
        },
      },
    });
    expect(parsed).toEqual({
      resultCode: '0',
      resultDesc: 'The service request is processed successfully.',
      originatorConversationId: '8521-4298025-1',
      conversationId: 'AG_20181005_00004d7ee675c0c7ee0b',
      transactionId: 'MJ561H6X5O',
      parameters: { Amount: '100', OriginalTransactionID: 'MJ551H6X5D' },
    });
  });

  it('reads a failure whose code is text and whose single parameter is an object', () => {
    const parsed = parseDarajaResult({
      Result: {
        ResultType: '0',
        ResultCode: 'R000002',
        ResultDesc: 'The OriginalTransID is invalid.',
        OriginatorConversationID: '1',
        ConversationID: 'AG_1',
        TransactionID: '',
        ResultParameters: { ResultParameter: { Key: 'Amount', Value: '5' } },
      },
    });
    expect(parsed?.resultCode).toBe('R000002');
    expect(parsed?.parameters).toEqual({ Amount: '5' });
  });

  it('refuses what is not a Daraja result', () => {
    expect(parseDarajaResult({ Body: { stkCallback: {} } })).toBeNull();
    expect(parseDarajaResult(null)).toBeNull();
    expect(parseDarajaResult({ Result: { ResultCode: 'x'.repeat(30) } })).toBeNull();
  });
});
