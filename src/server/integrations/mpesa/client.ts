// The Daraja client (DARAJA.md): OAuth, STK push, STK query. It talks HTTP to Safaricom, or to this
// app's simulator in simulated mode, the same way.
import { accessTokenCache, type FetchedToken } from '../../lib/access-token-cache';
import { toDarajaMsisdn } from '../../../core/phone';
import type { DarajaHook } from './env';
import { DarajaUnavailableError, darajaErrorFrom, DarajaError } from './errors';
import { darajaTimestamp, stkPassword } from './timestamp';

export interface DarajaClientOptions {
  /** Read on every call: the simulator's address is known only once the app listens. */
  baseUrl: () => string;
  callbackUrl: () => string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  partyB: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** The shortcode Paybill (C2B) payments go to. */
  paybillShortcode: string;
  /** The initiator and its encrypted password, for reversals and Transaction Status queries. */
  initiatorName: string;
  securityCredential: string;
  /** Where Daraja posts C2B validations and confirmations, and reversal and status results. */
  hookUrl: (hook: DarajaHook) => string;
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

export interface StkPushInput {
  phone: string;
  /** Whole KES, 1 to 250,000. */
  amountKes: number;
  accountReference: string;
  description: string;
}

export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  responseCode: string;
  customerMessage: string;
}

export type StkQueryResult =
  { state: 'pending'; resultDesc: string } | { state: 'final'; resultCode: number; resultDesc: string };

// Daraja answers a query for a push the payer has not answered yet with this error (HTTP 500).
const STILL_PROCESSING_ERROR = '500.001.1001';
const STILL_PROCESSING_RESULT = 4999;
const INVALID_TOKEN = '404.001.03';

export type DarajaClient = ReturnType<typeof createDarajaClient>;

export function createDarajaClient(options: DarajaClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function request(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ) {
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl()}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new DarajaUnavailableError('M-Pesa could not be reached. Please try again.', { cause: error });
    }
    const text = await response.text().catch(() => '');
    let json: unknown = null;
    try {
      json = text.trim() === '' ? null : JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }

  async function fetchToken(): Promise<FetchedToken> {
    const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
    const { status, json } = await request('GET', '/oauth/v1/generate?grant_type=client_credentials', {
      authorization: `Basic ${basic}`,
    });
    if (status !== 200) throw darajaErrorFrom(status, json);
    const body = (json ?? {}) as { access_token?: unknown; expires_in?: unknown };
    // expires_in comes as 3599 or as "3599".
    const expiresIn = Number(body.expires_in);
    if (typeof body.access_token !== 'string' || body.access_token === '' || !Number.isFinite(expiresIn)) {
      throw new DarajaUnavailableError('M-Pesa sent an unreadable access token answer');
    }
    return { token: body.access_token, lifeMs: expiresIn * 1000 };
  }

  const tokens = accessTokenCache(fetchToken, now);
  const accessToken = () => tokens.get();

  /** A call with the bearer token; a token Daraja no longer knows is fetched anew once. */
  async function authorisedPost(path: string, body: unknown) {
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken();
      const answer = await request('POST', path, { authorization: `Bearer ${token}` }, body);
      const code = (answer.json as { errorCode?: unknown } | null)?.errorCode;
      if (code === INVALID_TOKEN && attempt === 0) {
        tokens.forget();
        continue;
      }
      return answer;
    }
  }

  function secured() {
    const timestamp = darajaTimestamp(now());
    return {
      BusinessShortCode: options.shortcode,
      Password: stkPassword(options.shortcode, options.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  return {
    accessToken,
    callbackUrl: options.callbackUrl,
    /**
     * A POST with the bearer token, for the calls built in their own modules (c2b.ts and the
     * initiator calls): the HTTP status and the parsed body, or null for an empty or unreadable one.
     */
    post: authorisedPost,
    options,

    async stkPush(input: StkPushInput): Promise<StkPushAccepted> {
      if (!Number.isInteger(input.amountKes) || input.amountKes < 1 || input.amountKes > 250_000) {
        throw new RangeError(`STK amount must be whole KES from 1 to 250000, got ${input.amountKes}`);
      }
      const msisdn = toDarajaMsisdn(input.phone);
      const { status, json } = await authorisedPost('/mpesa/stkpush/v1/processrequest', {
        ...secured(),
        TransactionType: options.transactionType,
        Amount: input.amountKes,
        PartyA: msisdn,
        PartyB: options.partyB,
        PhoneNumber: msisdn,
        CallBackURL: options.callbackUrl(),
        AccountReference: input.accountReference.slice(0, 12),
        TransactionDesc: transactionDesc(input.description),
      });
      const body = (json ?? {}) as Record<string, unknown>;
      if (status !== 200 || typeof body.CheckoutRequestID !== 'string' || String(body.ResponseCode) !== '0') {
        if (status === 200 && typeof body.ResponseDescription === 'string') {
          throw new DarajaError(status, String(body.ResponseCode ?? ''), body.ResponseDescription);
        }
        throw darajaErrorFrom(status, json);
      }
      return {
        merchantRequestId: String(body.MerchantRequestID ?? ''),
        checkoutRequestId: body.CheckoutRequestID,
        responseCode: String(body.ResponseCode),
        customerMessage: String(body.CustomerMessage ?? body.ResponseDescription ?? ''),
      };
    },

    /** Both of Daraja's "still pending" answers come back as pending, never as a failure. */
    async stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
      const { status, json } = await authorisedPost('/mpesa/stkpushquery/v1/query', {
        ...secured(),
        CheckoutRequestID: checkoutRequestId,
      });
      const body = (json ?? {}) as Record<string, unknown>;
      if (status !== 200) {
        if (body.errorCode === STILL_PROCESSING_ERROR && /process/i.test(String(body.errorMessage ?? ''))) {
          return { state: 'pending', resultDesc: String(body.errorMessage) };
        }
        throw darajaErrorFrom(status, json);
      }
      const resultCode = Number(body.ResultCode);
      if (body.ResultCode === undefined || body.ResultCode === '' || !Number.isInteger(resultCode)) {
        throw new DarajaUnavailableError('M-Pesa sent an unreadable status answer');
      }
      const resultDesc = String(body.ResultDesc ?? '');
      if (resultCode === STILL_PROCESSING_RESULT) return { state: 'pending', resultDesc };
      return { state: 'final', resultCode, resultDesc };
    },
  };
}

/** Up to 13 characters and never empty: Daraja refuses a missing one ("Invalid Remarks"). */
export function transactionDesc(description: string): string {
  const cleaned = description
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .slice(0, 13)
    .trim();
  return cleaned === '' ? 'Payment' : cleaned;
}
