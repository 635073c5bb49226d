// A local stand-in for Safaricom Daraja (DESIGN.md §6), mounted at /__sim/mpesa in simulated mode.
// It answers what Daraja answers, in Daraja's shapes, and posts the callback after a delay.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { darajaTimestamp } from '../timestamp';
import { receiptNumber, simCallbackBody } from './callback-body';
import { sameSecret } from '../../../lib/same-secret';
import { checkPush, checkSecured, type DarajaFault } from './checks';
import { outcomeFor, type SimOutcome } from './outcomes';
import { simulatorC2b } from './c2b';
import { simReversal } from './reversal';
import { transactionStatusSimulator } from './transaction-status';
import type { MpesaSimulatorOptions, SimKit, SimTransaction } from './sim-kit';

/** The simulator's further endpoints, each in its own module. */
const SIM_FEATURES: ((app: FastifyInstance, kit: SimKit) => void)[] = [
  simulatorC2b,
  transactionStatusSimulator,
  simReversal,
];

type Body = Record<string, unknown>;

// Daraja's tokens live an hour; it sends expires_in as a string.
const TOKEN_LIFE_SECONDS = 3599;
const MAX_REMEMBERED = 10_000;

export async function mpesaSimulator(app: FastifyInstance, options: MpesaSimulatorOptions) {
  const transactions = new Map<string, SimTransaction>();
  const timers = new Set<NodeJS.Timeout>();
  const closing = new AbortController();
  // Daraja keeps one valid token per app: asking for a new one retires the old.
  let token: { value: string; expiresAt: number } | null = null;

  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    closing.abort();
  });

  const fault = (reply: FastifyReply, f: DarajaFault) =>
    reply
      .status(f.status)
      .send({ requestId: requestId(), errorCode: f.errorCode, errorMessage: f.errorMessage });

  function bearerFault(request: FastifyRequest): DarajaFault | null {
    const header = request.headers.authorization ?? '';
    const presented = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token || Date.now() >= token.expiresAt || !sameSecret(presented, token.value)) {
      return { status: 404, errorCode: '404.001.03', errorMessage: 'Invalid Access Token' };
    }
    return null;
  }

  const receipts = new Map<string, number>();
  const kit: SimKit = {
    options,
    fault,
    bearerFault,
    receipts,
    stkTransactions: transactions,
    later(delayMs, task) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void task().catch((error: unknown) => {
          if (!closing.signal.aborted)
            app.log.warn({ err: error }, 'M-Pesa simulator could not post a result');
        });
      }, delayMs);
      timers.add(timer);
    },
    async postJson(url, body) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(10_000)]),
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text === '' ? null : JSON.parse(text);
      } catch {
        json = null;
      }
      return { status: response.status, json };
    },
  };
  // Later features (Paybill, reversals, status queries) register their endpoints with the kit.
  for (const register of SIM_FEATURES) register(app, kit);

  app.get<{ Querystring: { grant_type?: string } }>('/oauth/v1/generate', async (request, reply) => {
    if (request.query.grant_type !== 'client_credentials') {
      return fault(reply, {
        status: 400,
        errorCode: '400.008.02',
        errorMessage: 'Invalid grant type passed',
      });
    }
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) {
      return fault(reply, {
        status: 400,
        errorCode: '400.008.01',
        errorMessage: 'Invalid authentication type passed',
      });
    }
    const expected = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
    // Daraja answers wrong credentials with HTTP 400 and an empty body.
    if (!sameSecret(header.slice(6), expected)) return reply.status(400).send('');
    token = {
      value: randomBytes(21).toString('base64url'),
      expiresAt: Date.now() + TOKEN_LIFE_SECONDS * 1000,
    };
    return { access_token: token.value, expires_in: String(TOKEN_LIFE_SECONDS) };
  });

  app.post<{ Body: Body }>('/mpesa/stkpush/v1/processrequest', async (request, reply) => {
    const body = asBody(request.body);
    const problem = bearerFault(request) ?? checkPush(body, options, options.callbackUrl());
    if (problem) return fault(reply, problem);
    const msisdn = body.PhoneNumber as string;
    const outcome = outcomeFor(msisdn);
    if (outcome.kind === 'push_rejected') {
      return fault(reply, { status: 500, errorCode: outcome.errorCode, errorMessage: outcome.errorMessage });
    }
    const checkoutRequestId = `ws_CO_${darajaTimestamp()}${randomBytes(6).toString('hex')}`;
    const transaction: SimTransaction = {
      merchantRequestId: `${randomBytes(2).toString('hex')}-${randomBytes(4).toString('hex')}-1`,
      amount: Number(body.Amount),
      msisdn,
      callbackUrl: body.CallBackURL as string,
      outcome,
      decided: false,
      receipt: null,
    };
    transactions.set(checkoutRequestId, transaction);
    // A development server runs for days: forget the oldest pushes rather than grow for ever.
    if (transactions.size > MAX_REMEMBERED) transactions.delete(transactions.keys().next().value!);
    schedule(checkoutRequestId, transaction);
    return {
      MerchantRequestID: transaction.merchantRequestId,
      CheckoutRequestID: checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    };
  });

  app.post<{ Body: Body }>('/mpesa/stkpushquery/v1/query', async (request, reply) => {
    const body = asBody(request.body);
    const problem = bearerFault(request) ?? checkSecured(body, options);
    if (problem) return fault(reply, problem);
    const id = typeof body.CheckoutRequestID === 'string' ? body.CheckoutRequestID : '';
    const transaction = transactions.get(id);
    if (!transaction)
      return fault(reply, {
        status: 400,
        errorCode: '400.002.02',
        errorMessage: 'Bad Request - Invalid CheckoutRequestID',
      });
    const { outcome } = transaction;
    if (!transaction.decided || (outcome.kind === 'result' && outcome.query === 'stuck')) {
      // Daraja's first "pending" form: an HTTP 500 error.
      return fault(reply, {
        status: 500,
        errorCode: '500.001.1001',
        errorMessage: 'The transaction is being processed',
      });
    }
    if (outcome.kind !== 'result') {
      // Its second form, seen once the prompt has timed out on a silent phone.
      return { ResultCode: '4999', ResultDesc: 'The transaction is still under processing' };
    }
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successfully',
      MerchantRequestID: transaction.merchantRequestId,
      CheckoutRequestID: id,
      ResultCode: String(outcome.resultCode),
      ResultDesc: outcome.resultDesc,
    };
  });

  function schedule(checkoutRequestId: string, transaction: SimTransaction) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      transaction.decided = true;
      const { outcome } = transaction;
      if (outcome.kind !== 'result') return;
      if (outcome.resultCode === 0) {
        transaction.receipt = receiptNumber();
        receipts.set(transaction.receipt, transaction.amount);
      }
      if (outcome.callback === 'lost') return;
      void sendCallback(checkoutRequestId, transaction, outcome).catch((error: unknown) => {
        if (!closing.signal.aborted)
          app.log.warn({ err: error }, 'M-Pesa simulator could not deliver a callback');
      });
    }, options.callbackDelayMs);
    timers.add(timer);
  }

  async function sendCallback(
    checkoutRequestId: string,
    transaction: SimTransaction,
    outcome: Extract<SimOutcome, { kind: 'result' }>,
  ) {
    const body = simCallbackBody({
      checkoutRequestId,
      merchantRequestId: transaction.merchantRequestId,
      resultCode: outcome.resultCode,
      resultDesc: outcome.resultDesc,
      amount: transaction.amount,
      msisdn: transaction.msisdn,
      receiptNumber: transaction.receipt ?? receiptNumber(),
    });
    const response = await fetch(transaction.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.any([closing.signal, AbortSignal.timeout(10_000)]),
    });
    await response.body?.cancel();
  }
}

function asBody(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

function requestId(): string {
  return `${randomBytes(2).toString('hex')}-${randomBytes(4).toString('hex')}-1`;
}
