import { describe, expect, it } from 'vitest';
import { DarajaError, DarajaUnavailableError } from './errors';
import { darajaFault, HOOKS, startFakeDaraja } from './fake-daraja';
import { parseDarajaResult } from './result-body';
import { queryTransactionStatus, readTransactionStatus } from './transaction-status';

// A fake Daraja answering in the shapes of Safaricom's TransactionStatus page.
const fake = startFakeDaraja({ tokens: ['first', 'second'] });
const { seen: sent, answers } = fake;

const PATH = '/mpesa/transactionstatus/v1/query';
const ACCEPTED = {
  OriginatorConversationID: '1236-7134259-1',
  ConversationID: 'AG_20210709_1234409f86436c583e3f',
  ResponseCode: '0',
  ResponseDescription: 'Accept the service request successfully.',
};
const client = fake.client;

const query = { originalConversationId: 'ws_CO_1007202409152617172396192', remarks: 'OK', occasion: 'Order' };

describe('queryTransactionStatus', () => {
  it('sends the documented request with the bearer token and returns the ids to match the result', async () => {
    answers[PATH] = [{ status: 200, body: ACCEPTED }];
    await expect(queryTransactionStatus(client(), query)).resolves.toEqual({
      originatorConversationId: '1236-7134259-1',
      conversationId: 'AG_20210709_1234409f86436c583e3f',
      responseDescription: 'Accept the service request successfully.',
    });
    const call = sent.find((s) => s.path === PATH)!;
    expect(call.headers.authorization).toBe('Bearer first');
    expect(call.body).toEqual({
      Initiator: 'testapi',
      SecurityCredential: 'credential',
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: 'ws_CO_1007202409152617172396192',
      PartyA: '174379',
      IdentifierType: '4',
      ResultURL: `${HOOKS}/status/result`,
      QueueTimeOutURL: `${HOOKS}/status/timeout`,
      Remarks: 'OK',
      Occasion: 'Order',
    });
  });

  it('asks by receipt when one is known, and never sends an empty Remarks', async () => {
    answers[PATH] = [{ status: 200, body: ACCEPTED }];
    await queryTransactionStatus(client(), { transactionId: 'NEF61H8J60', remarks: ' ', occasion: '' });
    const body = sent.find((s) => s.path === PATH)!.body!;
    expect(body).toMatchObject({ TransactionID: 'NEF61H8J60', Remarks: 'Status' });
    expect(body).not.toHaveProperty('OriginalConversationID');
  });

  it.each([
    darajaFault(400, '400.002.02', 'Bad Request - Invalid TransactionID'),
    darajaFault(500, '500.003.02', 'Error Occurred: Spike Arrest Violation'),
    darajaFault(500, '500.003.03', 'Error Occurred: Quota Violation'),
    darajaFault(500, '500.003.1001', 'Internal Server Error'),
  ])("raises Daraja's error $body.errorCode with its message", async (answer) => {
    answers[PATH] = [answer];
    const body = answer.body as { errorCode: string; errorMessage: string };
    await expect(queryTransactionStatus(client(), query)).rejects.toMatchObject({
      name: 'DarajaError',
      httpStatus: answer.status,
      errorCode: body.errorCode,
      errorMessage: body.errorMessage,
    });
  });

  it('fetches a new token once when Daraja answers 404.001.03 Invalid Access Token', async () => {
    answers[PATH] = [darajaFault(404, '404.001.03', 'Invalid Access Token'), { status: 200, body: ACCEPTED }];
    await expect(queryTransactionStatus(client(), query)).resolves.toMatchObject({
      originatorConversationId: '1236-7134259-1',
    });
    expect(sent.filter((s) => s.path === PATH).map((s) => s.headers.authorization)).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it('refuses an acceptance without ids or with a non-zero ResponseCode', async () => {
    answers[PATH] = [
      { status: 200, body: { ...ACCEPTED, OriginatorConversationID: '' } },
      { status: 200, body: { ...ACCEPTED, ResponseCode: '1', ResponseDescription: 'Rejected' } },
      { status: 200, body: '<html>' },
    ];
    const daraja = client();
    await expect(queryTransactionStatus(daraja, query)).rejects.toBeInstanceOf(DarajaUnavailableError);
    await expect(queryTransactionStatus(daraja, query)).rejects.toMatchObject({ errorMessage: 'Rejected' });
    await expect(queryTransactionStatus(daraja, query)).rejects.toBeInstanceOf(DarajaUnavailableError);
  });

  it('calls nothing without an initiator or an identifier', async () => {
    const none = client({ initiatorName: '', securityCredential: '' });
    await expect(queryTransactionStatus(none, query)).rejects.toThrow(/MPESA_INITIATOR_NAME/);
    await expect(queryTransactionStatus(client(), { remarks: 'OK', occasion: '' })).rejects.toThrow(
      RangeError,
    );
    expect(sent).toEqual([]);
  });

  it('reports an unreachable Daraja as unavailable, not as a refusal', async () => {
    const daraja = fake.client({ baseUrl: () => 'http://127.0.0.1:1' });
    const error = await queryTransactionStatus(daraja, query).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaUnavailableError);
    expect(error).not.toBeInstanceOf(DarajaError);
  });
});

// Safaricom's sample result, as documented (a repeated key, a key without a Value).
const DOCUMENTED_RESULT = {
  Result: {
    ConversationID: 'AG_20180223_0000493344ae97d86f75',
    OriginatorConversationID: '3213-416199-2',
    ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    ResultParameters: {
      ResultParameter: [
        { Key: 'DebitPartyName', Value: '600310 - Safaricom333' },
        { Key: 'DebitPartyName', Value: '254708374149 - John Doe' },
        { Key: 'OriginatorConversationID', Value: '3211-416020-3' },
        { Key: 'InitiatedTime', Value: '20180223054112' },
        { Key: 'TransactionReason' },
        { Key: 'TransactionStatus', Value: 'Completed' },
        { Key: 'FinalisedTime', Value: '20180223054112' },
        { Key: 'Amount', Value: '300' },
        { Key: 'ReceiptNo', Value: 'MBN31H462N' },
      ],
    },
    ResultType: 0,
    TransactionID: 'MBN0000000',
  },
};

describe('readTransactionStatus', () => {
  const read = (body: unknown) => readTransactionStatus(parseDarajaResult(body)!);

  it('reads a completed transaction: its receipt and amount', () => {
    expect(read(DOCUMENTED_RESULT)).toEqual({
      kind: 'completed',
      receiptNumber: 'MBN31H462N',
      amountKes: 300,
    });
  });

  it('reads a failed query, whose ResultCode may be text, as saying nothing about the payment', () => {
    const failed = {
      Result: {
        ResultType: 0,
        ResultCode: 'SFC_IC0003',
        ResultDesc: 'The operator does not exist.',
        OriginatorConversationID: '41ee-4e5a-ac1d-f88e26237e3b6251',
        ConversationID: 'AG_20251106_010010281a6ti4fj86cj',
        TransactionID: 'TK61000000',
        ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
      },
    };
    expect(read(failed)).toEqual({
      kind: 'query_failed',
      resultCode: 'SFC_IC0003',
      resultDesc: 'The operator does not exist.',
    });
    expect(read({ Result: { ...failed.Result, ResultCode: 2001 } })).toMatchObject({ resultCode: '2001' });
  });

  it('does not call a transaction paid unless its status is Completed with a receipt and an amount', () => {
    const withParameters = (parameters: { Key: string; Value?: string }[]) => ({
      Result: { ...DOCUMENTED_RESULT.Result, ResultParameters: { ResultParameter: parameters } },
    });
    expect(read(withParameters([{ Key: 'TransactionStatus', Value: 'Expired' }]))).toEqual({
      kind: 'not_completed',
      transactionStatus: 'Expired',
    });
    expect(read(withParameters([{ Key: 'TransactionStatus', Value: 'Completed' }]))).toMatchObject({
      kind: 'query_failed',
    });
    expect(
      read(
        withParameters([
          { Key: 'TransactionStatus', Value: 'Completed' },
          { Key: 'ReceiptNo', Value: 'MBN31H462N' },
          { Key: 'Amount', Value: 'three hundred' },
        ]),
      ),
    ).toMatchObject({ kind: 'query_failed' });
  });
});
