// The reversal call against a fake Daraja that answers with Daraja's documented shapes.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDarajaClient } from './client';
import { SANDBOX_PASSKEY } from './env';
import { DarajaError } from './errors';
import { REVERSAL_PATH, requestReversal } from './reversal';

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}
type Answer = { status: number; body?: unknown };

let server: Server;
let baseUrl: string;
let seen: Seen[];
let answers: Record<string, Answer[]>;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      seen.push({ path, headers: req.headers, body: text ? JSON.parse(text) : null });
      const answer = answers[path]?.shift() ?? { status: 599, body: 'unexpected call' };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answers = { '/oauth/v1/generate': [{ status: 200, body: { access_token: 'tok-1', expires_in: '3599' } }] };
});

const HOOKS = 'https://shop.example/api/daraja/s3cret-s3cret-s3cret';

function client() {
  return createDarajaClient({
    baseUrl: () => baseUrl,
    callbackUrl: () => `${HOOKS}/callback`,
    consumerKey: 'key',
    consumerSecret: 'secret',
    shortcode: '174379',
    partyB: '174379',
    passkey: SANDBOX_PASSKEY,
    transactionType: 'CustomerPayBillOnline',
    paybillShortcode: '600000',
    initiatorName: 'testapi',
    securityCredential: 'encrypted-credential',
    hookUrl: (hook) => `${HOOKS}/${hook}`,
  });
}

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
      SecurityCredential: 'encrypted-credential',
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
    answers[REVERSAL_PATH] = [{ status, body: { requestId: '11728-2929992-1', errorCode, errorMessage } }];
    const error = refusal(await requestReversal(client(), reversal).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ httpStatus: status, errorCode, errorMessage });
  });

  it('asks for a new token once when Daraja says 404.001.03 Invalid Access Token', async () => {
    const invalid = {
      status: 404,
      body: { requestId: 'r-1', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' },
    };
    answers['/oauth/v1/generate']!.push({ status: 200, body: { access_token: 'tok-2', expires_in: 3599 } });
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
    const invalid = {
      status: 404,
      body: { requestId: 'r-1', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' },
    };
    answers['/oauth/v1/generate']!.push({ status: 200, body: { access_token: 'tok-2', expires_in: 3599 } });
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
