// The C2B calls against a fake Daraja that answers in Daraja's documented shapes.
import { describe, expect, it } from 'vitest';
import { registerC2bUrls, simulateC2b } from './c2b';
import { DarajaError, DarajaUnavailableError } from './errors';
import { darajaErrorBody, darajaFault, startFakeDaraja } from './fake-daraja';

const fake = startFakeDaraja({ tokens: ['tok'] });
const { seen, answers } = fake;
const client = () => fake.client();

const REGISTER = '/mpesa/c2b/v1/registerurl';
const SIMULATE = '/mpesa/c2b/v1/simulate';

describe('registerC2bUrls', () => {
  it("sends the Paybill shortcode and the shop's two hooks", async () => {
    answers[REGISTER] = [
      {
        status: 200,
        body: {
          OriginatorCoversationID: '7619-37765134-1',
          ResponseCode: '0',
          ResponseDescription: 'success',
        },
      },
    ];
    expect(await registerC2bUrls(client())).toEqual({ state: 'registered' });
    expect(seen.find((s) => s.path === REGISTER)?.body).toEqual({
      ShortCode: '600000',
      ResponseType: 'Completed',
      ConfirmationURL: 'https://shop.example/api/daraja/s3cret-s3cret-s3cret/c2b/confirmation',
      ValidationURL: 'https://shop.example/api/daraja/s3cret-s3cret-s3cret/c2b/validation',
    });
  });

  it('takes "already registered" (production keeps the first registration) as registered', async () => {
    answers[REGISTER] = [darajaFault(500, '500.003.1001', 'URLs are already registered')];
    expect(await registerC2bUrls(client())).toEqual({
      state: 'already_registered',
      message: 'URLs are already registered',
    });
  });

  it.each([
    [
      400,
      darajaErrorBody('400.002.02', 'Bad Request - Invalid ValidationURL'),
      '400.002.02',
      'Bad Request - Invalid ValidationURL',
    ],
    [500, darajaErrorBody('500.003.02', 'System is busy'), '500.003.02', 'System is busy'],
    [401, undefined, '401', 'Invalid M-Pesa credentials'],
    [200, { ResponseCode: '1', ResponseDescription: 'Invalid ShortCode' }, '1', 'Invalid ShortCode'],
  ])('throws DarajaError for HTTP %i', async (status, body, code, message) => {
    answers[REGISTER] = [{ status, body }];
    const error = await registerC2bUrls(client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ httpStatus: status, errorCode: code, errorMessage: message });
  });

  it('throws DarajaUnavailableError when Daraja cannot be reached', async () => {
    const unreachable = fake.client({ baseUrl: () => 'http://127.0.0.1:9' });
    await expect(registerC2bUrls(unreachable)).rejects.toBeInstanceOf(DarajaUnavailableError);
  });
});

describe('simulateC2b', () => {
  it('sends the payment and reads the misspelt OriginatorCoversationID', async () => {
    answers[SIMULATE] = [
      {
        status: 200,
        body: {
          OriginatorCoversationID: '53e3-4aa8-9fe0-8fb5e4092cdd3405976',
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        },
      },
    ];
    const accepted = await simulateC2b(client(), {
      amountKes: 1700,
      msisdn: '254708374149',
      billRefNumber: 'HM-7K2Q9X4M',
    });
    expect(accepted).toEqual({
      originatorConversationId: '53e3-4aa8-9fe0-8fb5e4092cdd3405976',
      responseDescription: 'Accept the service request successfully.',
    });
    expect(seen.find((s) => s.path === SIMULATE)?.body).toEqual({
      ShortCode: '600000',
      CommandID: 'CustomerPayBillOnline',
      Amount: 1700,
      Msisdn: '254708374149',
      BillRefNumber: 'HM-7K2Q9X4M',
    });
  });

  it("throws Daraja's error as DarajaError", async () => {
    answers[SIMULATE] = [darajaFault(400, '400.002.02', 'Bad Request - Invalid Msisdn')];
    const error = await simulateC2b(client(), { amountKes: 1, msisdn: '07', billRefNumber: 'X' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      httpStatus: 400,
      errorCode: '400.002.02',
      errorMessage: 'Bad Request - Invalid Msisdn',
    });
  });
});
