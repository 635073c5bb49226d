// Daraja's Customer to Business (Paybill) calls: registering the URLs Daraja posts each payment
// to, and the sandbox's simulate call that makes a payment without a phone. The bodies Daraja
// posts are read in c2b-body.ts.
import type { DarajaClient } from './client';
import { DarajaError, darajaErrorFrom } from './errors';

/**
 * What M-Pesa does with a payment when it cannot reach the validation URL in time: 'Completed'
 * takes the money anyway, 'Cancelled' refuses it.
 */
export type C2bResponseType = 'Completed' | 'Cancelled';

export type C2bRegistration = { state: 'registered' } | { state: 'already_registered'; message: string };

// Production keeps the first registration of a shortcode and answers a second with an error
// whose text says so (field report; the code varies): the URLs in place are then ours already.
const ALREADY_REGISTERED = /already\s+registered/i;

/** POST /mpesa/c2b/v1/registerurl for the shop's Paybill shortcode. */
export async function registerC2bUrls(
  client: Pick<DarajaClient, 'post' | 'options'>,
  responseType: C2bResponseType = 'Completed',
): Promise<C2bRegistration> {
  const { status, json } = await client.post('/mpesa/c2b/v1/registerurl', {
    ShortCode: client.options.paybillShortcode,
    ResponseType: responseType,
    ConfirmationURL: client.options.hookUrl('c2b/confirmation'),
    ValidationURL: client.options.hookUrl('c2b/validation'),
  });
  const body = (json ?? {}) as Record<string, unknown>;
  if (status === 200 && String(body.ResponseCode) === '0') return { state: 'registered' };
  const error =
    status === 200 && typeof body.ResponseDescription === 'string'
      ? new DarajaError(status, String(body.ResponseCode ?? ''), body.ResponseDescription)
      : darajaErrorFrom(status, json);
  if (ALREADY_REGISTERED.test(error.errorMessage)) {
    return { state: 'already_registered', message: error.errorMessage };
  }
  throw error;
}

export interface C2bSimulation {
  /** Whole KES. */
  amountKes: number;
  /** The payer, 2547XXXXXXXX. */
  msisdn: string;
  /** The account number the payer typed: an order number. */
  billRefNumber: string;
  commandId?: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
}

export interface C2bSimulationAccepted {
  /** Daraja spells the field `OriginatorCoversationID`. */
  originatorConversationId: string;
  responseDescription: string;
}

/** POST /mpesa/c2b/v1/simulate: a Paybill payment made up by the sandbox (or the simulator). */
export async function simulateC2b(
  client: Pick<DarajaClient, 'post' | 'options'>,
  payment: C2bSimulation,
): Promise<C2bSimulationAccepted> {
  const { status, json } = await client.post('/mpesa/c2b/v1/simulate', {
    ShortCode: client.options.paybillShortcode,
    CommandID: payment.commandId ?? 'CustomerPayBillOnline',
    Amount: payment.amountKes,
    Msisdn: payment.msisdn,
    BillRefNumber: payment.billRefNumber,
  });
  const body = (json ?? {}) as Record<string, unknown>;
  if (status !== 200 || String(body.ResponseCode) !== '0') {
    if (status === 200 && typeof body.ResponseDescription === 'string') {
      throw new DarajaError(status, String(body.ResponseCode ?? ''), body.ResponseDescription);
    }
    throw darajaErrorFrom(status, json);
  }
  return {
    originatorConversationId: String(body.OriginatorCoversationID ?? body.OriginatorConversationID ?? ''),
    responseDescription: String(body.ResponseDescription ?? ''),
  };
}
