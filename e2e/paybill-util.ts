import { expect, type APIRequestContext } from '@playwright/test';

// The shop registers its Paybill URLs with the simulator once it listens (README, "Paying by
// Paybill"); the simulator's Daraja credentials in simulated mode are these.
const SIM = '/__sim/mpesa';
const BASIC = `Basic ${Buffer.from('simulated-consumer-key:simulated-consumer-secret').toString('base64')}`;

/** Pays `amountKes` to the shop's Paybill with `account` as account number, as a payer would. */
export async function payByPaybill(
  request: APIRequestContext,
  paybill: string,
  account: string,
  amountKes: number,
) {
  const token = await request.get(`${SIM}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: BASIC },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const simulated = await request.post(`${SIM}/mpesa/c2b/v1/simulate`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      ShortCode: paybill,
      CommandID: 'CustomerPayBillOnline',
      Amount: amountKes,
      Msisdn: '254708374149',
      BillRefNumber: account,
    },
  });
  expect(simulated.status()).toBe(200);
}
