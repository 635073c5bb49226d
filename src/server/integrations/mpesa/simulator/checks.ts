// What Daraja checks on an STK push or query before accepting it, with Daraja's error shapes.
import { stkPassword } from '../timestamp';
import { sameSecret } from '../../../lib/same-secret';

export interface SimCredentials {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
}

export interface DarajaFault {
  status: number;
  errorCode: string;
  errorMessage: string;
}

const badRequest = (what: string): DarajaFault => ({
  status: 400,
  errorCode: '400.002.02',
  errorMessage: `Bad Request - Invalid ${what}`,
});

const TIMESTAMP = /^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])([01]\d|2[0-3])[0-5]\d[0-5]\d$/;
const SHORTCODE = /^\d{5,7}$/;
const MSISDN = /^254[17]\d{8}$/;

type Body = Record<string, unknown>;

/** BusinessShortCode, Timestamp and the Password built from them, as on both STK endpoints. */
export function checkSecured(body: Body, credentials: SimCredentials): DarajaFault | null {
  const { BusinessShortCode: shortcode, Timestamp: timestamp, Password: password } = body;
  if (typeof shortcode !== 'string' || !SHORTCODE.test(shortcode)) return badRequest('BusinessShortCode');
  if (typeof timestamp !== 'string' || !TIMESTAMP.test(timestamp)) return badRequest('Timestamp');
  if (shortcode !== credentials.shortcode) {
    return { status: 500, errorCode: '500.001.1001', errorMessage: 'Merchant does not exist' };
  }
  const expected = stkPassword(credentials.shortcode, credentials.passkey, timestamp);
  if (typeof password !== 'string' || !sameSecret(password, expected)) {
    return { status: 500, errorCode: '500.001.1001', errorMessage: 'Wrong credentials' };
  }
  return null;
}

/**
 * Daraja takes any HTTPS CallBackURL; the simulator takes only the app's own callback. It holds no
 * money, but posting wherever a caller asks would let anyone aim the shop's server at any address.
 */
export function checkPush(body: Body, credentials: SimCredentials, callbackUrl: string): DarajaFault | null {
  const secured = checkSecured(body, credentials);
  if (secured) return secured;
  if (body.TransactionType !== 'CustomerPayBillOnline' && body.TransactionType !== 'CustomerBuyGoodsOnline') {
    return badRequest('TransactionType');
  }
  const amount = typeof body.Amount === 'string' ? Number(body.Amount) : body.Amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > 250_000) {
    return badRequest('Amount');
  }
  if (typeof body.PartyA !== 'string' || !MSISDN.test(body.PartyA)) return badRequest('PartyA');
  if (typeof body.PartyB !== 'string' || !SHORTCODE.test(body.PartyB)) return badRequest('PartyB');
  if (typeof body.PhoneNumber !== 'string' || !MSISDN.test(body.PhoneNumber))
    return badRequest('PhoneNumber');
  if (body.CallBackURL !== callbackUrl) return badRequest('CallBackURL');
  const reference = body.AccountReference;
  if (typeof reference !== 'string' || reference.length < 1 || reference.length > 12) {
    return badRequest('AccountReference');
  }
  const remarks = body.TransactionDesc;
  if (typeof remarks !== 'string' || remarks.length < 1 || remarks.length > 13) return badRequest('Remarks');
  return null;
}
