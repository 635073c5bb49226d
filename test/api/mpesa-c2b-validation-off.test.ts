// With MPESA_C2B_VALIDATION=off Daraja does not ask before taking a Paybill payment: the shop
// accepts any account number, and a payment no order claims lands in the unmatched list.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simulateC2b } from '../../src/server/integrations/mpesa/c2b';
import { startTestApp, type TestApp } from '../support/test-app';
import { c2bNotice, darajaOf, postValidation, waitForC2bPayments } from './c2b-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    seed: false,
    env: { MPESA_SIM_CALLBACK_DELAY_MS: '0', MPESA_C2B_VALIDATION: 'off' },
  });
  expect(await app.services.mpesa.paybill.registerUrls()).toBe(true);
});
afterAll(() => app.close());

it('accepts an account number no order has', async () => {
  const response = await postValidation(app, c2bNotice(app, { billRef: 'HM-ZZZZZZZZ', amountKes: 100 }));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
});

it('records a simulated payment to an unknown account as unmatched', async () => {
  await simulateC2b(darajaOf(app), { amountKes: 640, msisdn: '254712345678', billRefNumber: 'HM-QQQQQQQQ' });
  const [payment] = await waitForC2bPayments(app, 'HM-QQQQQQQQ');
  expect(payment).toMatchObject({ status: 'unmatched', orderId: null, amountCents: 64000 });
});
