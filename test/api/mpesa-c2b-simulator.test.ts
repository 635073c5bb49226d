// The shop's Daraja client against the simulator's C2B endpoints: what Daraja checks, in its shapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerC2bUrls, simulateC2b } from '../../src/server/integrations/mpesa/c2b';
import type { DarajaClient } from '../../src/server/integrations/mpesa/client';
import { DarajaError } from '../../src/server/integrations/mpesa/errors';
import { startTestApp, type TestApp } from '../support/test-app';
import { darajaOf } from './c2b-helpers';

let app: TestApp;
let daraja: DarajaClient;
let sim: string;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { MPESA_SIM_CALLBACK_DELAY_MS: '0' } });
  // The app's own registration at start takes a token too; it is done once this one is.
  await app.services.mpesa.paybill.registerUrls();
  daraja = darajaOf(app);
  sim = `${app.url}/__sim/mpesa`;
});

/** A token of its own for a raw call: asking for one retires the one before, as on Daraja. */
async function freshToken(): Promise<string> {
  const { consumerKey, consumerSecret } = app.config.mpesa;
  const response = await fetch(`${sim}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}` },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
afterAll(() => app.close());

const payment = { amountKes: 10, msisdn: '254708374149', billRefNumber: 'HM-AAAAAAAA' };

async function darajaErrorOf(call: Promise<unknown>): Promise<DarajaError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DarajaError);
  return error as DarajaError;
}

describe('register URL', () => {
  it("registers the shop's own hooks", async () => {
    expect(await registerC2bUrls(daraja)).toEqual({ state: 'registered' });
    expect(await registerC2bUrls(daraja, 'Cancelled')).toEqual({ state: 'registered' });
  });

  it.each([
    ['ShortCode', { ShortCode: 'abc' }, 400, '400.002.02', 'Bad Request - Invalid ShortCode'],
    ['ResponseType', { ResponseType: 'completed' }, 400, '400.002.02', 'Bad Request - Invalid ResponseType'],
    [
      'ConfirmationURL',
      { ConfirmationURL: 'https://elsewhere.example/c' },
      400,
      '400.002.02',
      'Bad Request - Invalid ConfirmationURL',
    ],
    ['another shortcode', { ShortCode: '600999' }, 500, '500.001.1001', 'Merchant does not exist'],
  ])("refuses a bad %s in Daraja's error shape", async (_name, change, status, code, message) => {
    const token = await freshToken();
    const response = await fetch(`${sim}/mpesa/c2b/v1/registerurl`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ShortCode: app.config.mpesa.paybillShortcode,
        ResponseType: 'Completed',
        ConfirmationURL: daraja.options.hookUrl('c2b/confirmation'),
        ValidationURL: daraja.options.hookUrl('c2b/validation'),
        ...change,
      }),
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({
      requestId: expect.any(String),
      errorCode: code,
      errorMessage: message,
    });
  });
});

describe('simulate', () => {
  it("answers with Daraja's accepted shape, its misspelt field included", async () => {
    const token = await freshToken();
    const response = await fetch(`${sim}/mpesa/c2b/v1/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ShortCode: Number(app.config.mpesa.paybillShortcode),
        CommandID: 'CustomerPayBillOnline',
        Amount: '10',
        Msisdn: 254708374149,
        BillRefNumber: 'HM-AAAAAAAA',
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      OriginatorCoversationID: expect.stringMatching(/^\w+-\w+-1$/),
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
  });

  it.each([
    ['Amount', { amountKes: 0 }, 'Bad Request - Invalid Amount'],
    ['Amount', { amountKes: 10.5 }, 'Bad Request - Invalid Amount'],
    ['Msisdn', { msisdn: '0708374149' }, 'Bad Request - Invalid Msisdn'],
    ['BillRefNumber', { billRefNumber: '' }, 'Bad Request - Invalid BillRefNumber'],
  ])('refuses a bad %s: the client throws DarajaError 400.002.02', async (_field, change, message) => {
    const error = await darajaErrorOf(simulateC2b(daraja, { ...payment, ...change }));
    expect(error).toMatchObject({ httpStatus: 400, errorCode: '400.002.02', errorMessage: message });
  });

  it('refuses an unknown CommandID', async () => {
    const error = await darajaErrorOf(
      simulateC2b(daraja, { ...payment, commandId: 'BusinessPayBill' as 'CustomerPayBillOnline' }),
    );
    expect(error.errorMessage).toBe('Bad Request - Invalid CommandID');
  });

  it('refuses a call without a valid token (404.001.03)', async () => {
    const response = await fetch(`${sim}/mpesa/c2b/v1/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token' },
      body: JSON.stringify({ ShortCode: '174379', CommandID: 'CustomerPayBillOnline', Amount: 1 }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      errorCode: '404.001.03',
      errorMessage: 'Invalid Access Token',
    });
  });
});
