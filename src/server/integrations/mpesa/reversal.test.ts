// The reversal call against a fake Daraja that answers with Daraja's documented shapes.
import { describe, expect, it } from 'vitest';
import { DarajaError } from './errors';
import { darajaFault, HOOKS, TOKEN_PATH, tokenAnswer, startFakeDaraja } from './fake-daraja';
import { REVERSAL_PATH, requestReversal } from './reversal';

const fake = startFakeDaraja({ tokens: ['tok-1'] });
const { seen, answers } = fake;
const client = () => fake.client();

const reversal = {
  transactionId: 'OEI2AK4Q16',
  amountKes: 1200,
  receiverParty: '600000',
  remarks: 'Customer returned one jar',
  occasion: 'Order HS-7K2Q9X4M',
};

const ACCEPTED = {
  OriginatorConversationID: 'f1e2-4b95-a71d-b30d3cdbb7a7942864',
  ConversationID: 'AG_20231114_2010325b025970fbc403',
  ResponseCode: '0',
  ResponseDescription: 'Accept the service request successfully.',
};

const refusal = (error: unknown) => error as DarajaError;

describe('requestReversal', () => {
  it("sends Daraja's Transaction Reversal body and returns the ids to match its result by", async () => {
    answers[REVERSAL_PATH] = [{ status: 200, body: ACCEPTED }];
    const accepted = await requestReversal(client(), reversal);
    expect(accepted).toEqual({
      originatorConversationId: ACCEPTED.OriginatorConversationID,
      conversationId: ACCEPTED.ConversationID,
      responseDescription: ACCEPTED.ResponseDescription,
    });
    const sent = seen.find((s) => s.path === REVERSAL_PATH)!;
    expect(sent.headers.authorization).toBe('Bearer tok-1');
    expect(sent.body).toEqual({
      Initiator: 'testapi',
      SecurityCredential: 'credential',
      CommandID: 'TransactionReversal',
      TransactionID: 'OEI2AK4Q16',
      Amount: 1200,
      ReceiverParty: '600000',
      RecieverIdentifierType: '11',
      ResultURL: `${HOOKS}/reversal/result`,
      QueueTimeOutURL: `${HOOKS}/reversal/timeout`,
      Remarks: 'Customer returned one jar',
      Occasion: 'Order HS-7K2Q9X4M',
    });
  });

  it('keeps Remarks within 100 characters and never empty', async () => {
    answers[REVERSAL_PATH] = [
      { status: 200, body: ACCEPTED },
      { status: 200, body: ACCEPTED },
    ];
    const daraja = client();
    await requestReversal(daraja, { ...reversal, remarks: `Damaged\n${'x'.repeat(200)}` });
    await requestReversal(daraja, { ...reversal, remarks: ' \t ' });
    const remarks = seen.filter((s) => s.path === REVERSAL_PATH).map((s) => s.body!.Remarks as string);
    expect(remarks[0]).toHaveLength(100);
    expect(remarks[0]!.startsWith('Damaged x')).toBe(true);
    expect(remarks[1]).toBe('Refund');
  });

  it.each([
    [400, '400.002.02', 'Bad Request - Invalid Amount'],
    [
      500,
      '500.001.1001',
      'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    ],
    [500, '500.003.1001', 'Internal Server Error'],
  ])('turns HTTP %i %s into a DarajaError with its message', async (status, errorCode, errorMessage) => {
    answers[REVERSAL_PATH] = [darajaFault(status, errorCode, errorMessage)];
    const error = refusal(await requestReversal(client(), reversal).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ httpStatus: status, errorCode, errorMessage });
  });

  it('asks for a new token once when Daraja says 404.001.03 Invalid Access Token', async () => {
    const invalid = darajaFault(404, '404.001.03', 'Invalid Access Token');
    answers[TOKEN_PATH]!.push(tokenAnswer('tok-2'));
    answers[REVERSAL_PATH] = [invalid, { status: 200, body: ACCEPTED }];
    await expect(requestReversal(client(), reversal)).resolves.toMatchObject({
      conversationId: ACCEPTED.ConversationID,
    });
    expect(seen.filter((s) => s.path === REVERSAL_PATH).map((s) => s.headers.authorization)).toEqual([
      'Bearer tok-1',
      'Bearer tok-2',
    ]);
  });

  it('gives up with the 404.001.03 error when the new token is refused too', async () => {
    const invalid = darajaFault(404, '404.001.03', 'Invalid Access Token');
    answers[TOKEN_PATH]!.push(tokenAnswer('tok-2'));
    answers[REVERSAL_PATH] = [invalid, invalid];
    const error = refusal(await requestReversal(client(), reversal).catch((e: unknown) => e));
    expect(error).toMatchObject({
      httpStatus: 404,
      errorCode: '404.001.03',
      errorMessage: 'Invalid Access Token',
    });
  });

  it('treats an HTTP 200 without ResponseCode 0 as a refusal', async () => {
    answers[REVERSAL_PATH] = [
      { status: 200, body: { ...ACCEPTED, ResponseCode: '1', ResponseDescription: 'Rejected' } },
    ];
    const error = refusal(await requestReversal(client(), reversal).catch((e: unknown) => e));
    expect(error).toMatchObject({ errorCode: '1', errorMessage: 'Rejected' });
  });

  it('refuses an amount M-Pesa cannot send before calling Daraja', async () => {
    await expect(requestReversal(client(), { ...reversal, amountKes: 12.5 })).rejects.toThrow(RangeError);
    expect(seen).toEqual([]);
  });
});
