import { beforeEach, describe, expect, it } from 'vitest';
import { transactionDesc } from './client';
import { DarajaError, DarajaUnavailableError } from './errors';
import { SANDBOX_PASSKEY } from './env';
import { TOKEN_PATH, startFakeDaraja } from './fake-daraja';
import { stkPassword } from './timestamp';

// A fake Daraja: each test says what the next answers are and reads what the client sent.
const fake = startFakeDaraja();
const { seen, answers } = fake;

const PUSH_PATH = '/mpesa/stkpush/v1/processrequest';
const QUERY_PATH = '/mpesa/stkpushquery/v1/query';
const ACCEPTED = {
  MerchantRequestID: '2654-4b64-97ff-b827b542881d3130',
  CheckoutRequestID: 'ws_CO_1007202409152617172396192',
  ResponseCode: '0',
  ResponseDescription: 'Success. Request accepted for processing',
  CustomerMessage: 'Success. Request accepted for processing',
};

function client(clock = { now: new Date('2021-06-28T06:24:08Z') }) {
  return fake.client({ now: () => clock.now });
}

const push = {
  phone: '0708374149',
  amountKes: 1700,
  accountReference: 'HM-7K2Q9X4M',
  description: 'Heritage Shea order',
};

describe('OAuth', () => {
  it('sends Basic credentials, accepts expires_in as a string and caches the token', async () => {
    answers[TOKEN_PATH] = [{ status: 200, body: { access_token: 'tok-1', expires_in: '3599' } }];
    answers[PUSH_PATH] = [
      { status: 200, body: ACCEPTED },
      { status: 200, body: ACCEPTED },
    ];
    const daraja = client();
    await daraja.stkPush(push);
    await daraja.stkPush(push);
    const tokenCalls = seen.filter((s) => s.path === TOKEN_PATH);
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('key:secret').toString('base64')}`,
    );
    expect(seen.filter((s) => s.path === PUSH_PATH).map((s) => s.headers.authorization)).toEqual([
      'Bearer tok-1',
      'Bearer tok-1',
    ]);
  });

  it('renews the token shortly before it expires', async () => {
    answers[TOKEN_PATH] = [
      { status: 200, body: { access_token: 'tok-1', expires_in: 3599 } },
      { status: 200, body: { access_token: 'tok-2', expires_in: 3599 } },
    ];
    const clock = { now: new Date('2024-01-01T00:00:00Z') };
    const daraja = client(clock);
    expect(await daraja.accessToken()).toBe('tok-1');
    clock.now = new Date('2024-01-01T00:58:00Z');
    expect(await daraja.accessToken()).toBe('tok-1');
    clock.now = new Date('2024-01-01T00:59:30Z');
    expect(await daraja.accessToken()).toBe('tok-2');
  });

  it('turns the empty-body 400 of wrong credentials into a clear error', async () => {
    answers[TOKEN_PATH] = [{ status: 400, raw: '' }];
    const error = await client()
      .stkPush(push)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ httpStatus: 400, errorMessage: 'Invalid M-Pesa credentials' });
    expect(seen.some((s) => s.path === PUSH_PATH)).toBe(false);
  });

  it('fetches a new token once when Daraja no longer knows the cached one', async () => {
    answers[TOKEN_PATH] = [
      { status: 200, body: { access_token: 'old', expires_in: 3599 } },
      { status: 200, body: { access_token: 'new', expires_in: 3599 } },
    ];
    answers[PUSH_PATH] = [
      {
        status: 404,
        body: { requestId: 'r', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' },
      },
      { status: 200, body: ACCEPTED },
    ];
    const result = await client().stkPush(push);
    expect(result.checkoutRequestId).toBe(ACCEPTED.CheckoutRequestID);
    expect(seen.filter((s) => s.path === PUSH_PATH).map((s) => s.headers.authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });
});

describe('STK push', () => {
  beforeEach(() => {
    answers[TOKEN_PATH] = [{ status: 200, body: { access_token: 'tok', expires_in: 3599 } }];
  });

  it('sends every field the way Daraja wants it', async () => {
    answers[PUSH_PATH] = [{ status: 200, body: ACCEPTED }];
    const result = await client().stkPush({ ...push, accountReference: 'HM-7K2Q9X4M-EXTRA' });
    expect(result).toEqual({
      merchantRequestId: ACCEPTED.MerchantRequestID,
      checkoutRequestId: ACCEPTED.CheckoutRequestID,
      responseCode: '0',
      customerMessage: ACCEPTED.CustomerMessage,
    });
    const sent = seen.find((s) => s.path === PUSH_PATH)!;
    expect(sent.body).toEqual({
      BusinessShortCode: '174379',
      Password: stkPassword('174379', SANDBOX_PASSKEY, '20210628092408'),
      Timestamp: '20210628092408',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1700,
      PartyA: '254708374149',
      PartyB: '174379',
      PhoneNumber: '254708374149',
      CallBackURL: 'https://shop.example/api/mpesa/callback/s3cret-s3cret-s3cret',
      AccountReference: 'HM-7K2Q9X4M-',
      TransactionDesc: 'Heritage Shea',
    });
  });

  it("raises Daraja's error shape with Daraja's message", async () => {
    answers[PUSH_PATH] = [
      {
        status: 400,
        body: { requestId: 'r', errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PhoneNumber' },
      },
    ];
    await expect(client().stkPush(push)).rejects.toMatchObject({
      name: 'DarajaError',
      httpStatus: 400,
      errorCode: '400.002.02',
      errorMessage: 'Bad Request - Invalid PhoneNumber',
    });
  });

  it('reports an unreachable Daraja as unavailable', async () => {
    const daraja = fake.client({ baseUrl: () => 'http://127.0.0.1:1' });
    await expect(daraja.stkPush(push)).rejects.toBeInstanceOf(DarajaUnavailableError);
  });
});

describe('STK query', () => {
  beforeEach(() => {
    answers[TOKEN_PATH] = [{ status: 200, body: { access_token: 'tok', expires_in: 3599 } }];
  });

  it('reads the HTTP 500 "being processed" error as pending', async () => {
    answers[QUERY_PATH] = [
      {
        status: 500,
        body: {
          requestId: 'r',
          errorCode: '500.001.1001',
          errorMessage: 'The transaction is being processed',
        },
      },
    ];
    expect(await client().stkQuery('ws_CO_1')).toEqual({
      state: 'pending',
      resultDesc: 'The transaction is being processed',
    });
    expect(seen.find((s) => s.path === QUERY_PATH)!.body).toMatchObject({
      BusinessShortCode: '174379',
      Timestamp: '20210628092408',
      CheckoutRequestID: 'ws_CO_1',
    });
  });

  it('reads ResultCode "4999" as pending', async () => {
    answers[QUERY_PATH] = [
      { status: 200, body: { ResultCode: '4999', ResultDesc: 'The transaction is still under processing' } },
    ];
    expect(await client().stkQuery('ws_CO_1')).toMatchObject({ state: 'pending' });
  });

  it('reads a final answer, whose ResultCode is a string', async () => {
    answers[QUERY_PATH] = [
      {
        status: 200,
        body: {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successfully',
          MerchantRequestID: '22205-34066-1',
          CheckoutRequestID: 'ws_CO_1',
          ResultCode: '1032',
          ResultDesc: 'Request cancelled by user',
        },
      },
    ];
    expect(await client().stkQuery('ws_CO_1')).toEqual({
      state: 'final',
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
  });

  it('raises other errors instead of calling them pending', async () => {
    answers[QUERY_PATH] = [
      { status: 500, body: { requestId: 'r', errorCode: '500.003.02', errorMessage: 'System is busy' } },
    ];
    await expect(client().stkQuery('ws_CO_1')).rejects.toMatchObject({ errorCode: '500.003.02' });
  });
});

describe('transactionDesc', () => {
  it('is at most 13 characters and never empty', () => {
    expect(transactionDesc('Payment for order HM-1234')).toBe('Payment for o');
    expect(transactionDesc('   ')).toBe('Payment');
    expect(transactionDesc('')).toBe('Payment');
  });
});
