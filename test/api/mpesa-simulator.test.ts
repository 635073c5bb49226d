// The Daraja simulator checks what Daraja checks and answers in Daraja's shapes.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PASSKEY } from '../../src/server/integrations/mpesa/env';
import { darajaTimestamp, stkPassword } from '../../src/server/integrations/mpesa/timestamp';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let sim: string;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { MPESA_SIM_CALLBACK_DELAY_MS: '50' } });
  sim = `${app.url}/__sim/mpesa`;
});
afterAll(() => app.close());

const ownCallbackUrl = () => `${app.url}/api/mpesa/callback/${app.config.mpesa.callbackSecret}`;

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

async function token(): Promise<string> {
  const response = await fetch(`${sim}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: basic(app.config.mpesa.consumerKey, app.config.mpesa.consumerSecret) },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token: string; expires_in: string };
  expect(body.expires_in).toBe('3599');
  return body.access_token;
}

function validPush(overrides: Record<string, unknown> = {}) {
  const timestamp = darajaTimestamp();
  return {
    BusinessShortCode: '174379',
    Password: stkPassword('174379', SANDBOX_PASSKEY, timestamp),
    Timestamp: timestamp,
    TransactionType: 'CustomerPayBillOnline',
    Amount: 1700,
    PartyA: '254708374149',
    PartyB: '174379',
    PhoneNumber: '254708374149',
    CallBackURL: ownCallbackUrl(),
    AccountReference: 'HM-7K2Q9X4M',
    TransactionDesc: 'Shea order',
    ...overrides,
  };
}

const call = (path: string, bearer: string, body: unknown) =>
  fetch(`${sim}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });

describe('OAuth', () => {
  it('answers wrong credentials with HTTP 400 and an empty body', async () => {
    const response = await fetch(`${sim}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: basic('someone', 'else') },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('');
  });

  it('names a wrong grant type and a missing Basic scheme', async () => {
    const grant = await fetch(`${sim}/oauth/v1/generate?grant_type=password`, {
      headers: { authorization: basic('a', 'b') },
    });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({
      errorCode: '400.008.02',
      errorMessage: 'Invalid grant type passed',
    });
    const scheme = await fetch(`${sim}/oauth/v1/generate?grant_type=client_credentials`);
    expect(await scheme.json()).toMatchObject({ errorCode: '400.008.01' });
  });

  it('retires the old token when a new one is issued', async () => {
    const old = await token();
    const fresh = await token();
    const stale = await call('/mpesa/stkpush/v1/processrequest', old, validPush());
    expect(stale.status).toBe(404);
    expect(await stale.json()).toMatchObject({
      errorCode: '404.001.03',
      errorMessage: 'Invalid Access Token',
    });
    expect((await call('/mpesa/stkpush/v1/processrequest', fresh, validPush())).status).toBe(200);
  });
});

describe('STK push checks', () => {
  let bearer: string;
  beforeEach(async () => {
    bearer = await token();
  });

  it('accepts a valid push in Daraja’s shape', async () => {
    const response = await call('/mpesa/stkpush/v1/processrequest', bearer, validPush());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      MerchantRequestID: expect.any(String),
      CheckoutRequestID: expect.stringMatching(/^ws_CO_/),
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  });

  it.each([
    [{ Amount: 0 }, 'Bad Request - Invalid Amount'],
    [{ Amount: 1.5 }, 'Bad Request - Invalid Amount'],
    [{ Amount: 250_001 }, 'Bad Request - Invalid Amount'],
    [{ PhoneNumber: '0708374149' }, 'Bad Request - Invalid PhoneNumber'],
    [{ PartyA: '254808374149' }, 'Bad Request - Invalid PartyA'],
    [{ CallBackURL: 'not a url' }, 'Bad Request - Invalid CallBackURL'],
    [{ AccountReference: 'HM-7K2Q9X4M-X' }, 'Bad Request - Invalid AccountReference'],
    [{ TransactionDesc: undefined }, 'Bad Request - Invalid Remarks'],
    [{ TransactionDesc: 'Fourteen chars' }, 'Bad Request - Invalid Remarks'],
    [{ TransactionType: 'CustomerPayLater' }, 'Bad Request - Invalid TransactionType'],
    [{ Timestamp: '2021-06-28' }, 'Bad Request - Invalid Timestamp'],
  ])('refuses %j with 400.002.02', async (overrides, errorMessage) => {
    const response = await call('/mpesa/stkpush/v1/processrequest', bearer, validPush(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      requestId: expect.any(String),
      errorCode: '400.002.02',
      errorMessage,
    });
  });

  it.each([
    ['another path on this app', () => `${app.url}/api/mpesa/callback/another-secret-0123456789`],
    ['its own URL with a query', () => `${ownCallbackUrl()}?next=1`],
    ['another host', () => ownCallbackUrl().replace('127.0.0.1', 'localhost')],
  ])('refuses a CallBackURL on %s with 400.002.02', async (_name, callBackUrl) => {
    const response = await call(
      '/mpesa/stkpush/v1/processrequest',
      bearer,
      validPush({ CallBackURL: callBackUrl() }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errorCode: '400.002.02',
      errorMessage: 'Bad Request - Invalid CallBackURL',
    });
  });

  it('never posts to a CallBackURL that is not the app’s own callback', async () => {
    // Posting wherever a caller asks would let anyone aim the shop's server at any address.
    const received: string[] = [];
    const elsewhere = createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      response.end();
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = elsewhere.address() as AddressInfo;
      const response = await call(
        '/mpesa/stkpush/v1/processrequest',
        bearer,
        validPush({ CallBackURL: `http://127.0.0.1:${port}/internal/admin` }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorMessage: 'Bad Request - Invalid CallBackURL' });
      // Well past the 50 ms the simulated payer takes to answer.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toEqual([]);
    } finally {
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });

  it('refuses a Password that does not match shortcode, passkey and timestamp', async () => {
    const response = await call(
      '/mpesa/stkpush/v1/processrequest',
      bearer,
      validPush({ Password: stkPassword('174379', SANDBOX_PASSKEY, '20210628092408') }),
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      errorCode: '500.001.1001',
      errorMessage: 'Wrong credentials',
    });
  });

  it('refuses an unknown shortcode', async () => {
    const timestamp = darajaTimestamp();
    const response = await call(
      '/mpesa/stkpush/v1/processrequest',
      bearer,
      validPush({ BusinessShortCode: '600000', Password: stkPassword('600000', SANDBOX_PASSKEY, timestamp) }),
    );
    expect(await response.json()).toMatchObject({
      errorCode: '500.001.1001',
      errorMessage: 'Merchant does not exist',
    });
  });
});

describe('STK query', () => {
  it('is pending in the HTTP 500 form, then final once the payer answered', async () => {
    const bearer = await token();
    const pushed = await call(
      '/mpesa/stkpush/v1/processrequest',
      bearer,
      validPush({ PhoneNumber: '254700001032', PartyA: '254700001032' }),
    );
    const { CheckoutRequestID } = (await pushed.json()) as { CheckoutRequestID: string };
    const query = () => {
      const timestamp = darajaTimestamp();
      return call('/mpesa/stkpushquery/v1/query', bearer, {
        BusinessShortCode: '174379',
        Password: stkPassword('174379', SANDBOX_PASSKEY, timestamp),
        Timestamp: timestamp,
        CheckoutRequestID,
      });
    };
    const early = await query();
    expect(early.status).toBe(500);
    expect(await early.json()).toMatchObject({
      errorCode: '500.001.1001',
      errorMessage: 'The transaction is being processed',
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const late = await query();
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ ResultCode: '1032', ResultDesc: 'Request cancelled by user' });
  });
});
