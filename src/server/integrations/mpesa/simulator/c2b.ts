// The simulator's Paybill (C2B): URL registration, and the sandbox's simulate call, after which it
// posts the validation (when external validation is on for the shortcode) and the confirmation to
// the registered URLs, as Daraja does. It posts only to the shop's own hooks.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { darajaTimestamp } from '../timestamp';
import { receiptNumber } from './callback-body';
import type { DarajaFault } from './checks';
import type { SimKit } from './sim-kit';

type Body = Record<string, unknown>;

interface Registration {
  responseType: 'Completed' | 'Cancelled';
  confirmationUrl: string;
  validationUrl: string;
}

const SHORTCODE = /^\d{5,7}$/;
const MSISDN = /^254[17]\d{8}$/;

const badRequest = (what: string): DarajaFault => ({
  status: 400,
  errorCode: '400.002.02',
  errorMessage: `Bad Request - Invalid ${what}`,
});

export function simulatorC2b(app: FastifyInstance, kit: SimKit) {
  const { options } = kit;
  const registrations = new Map<string, Registration>();

  app.post<{ Body: Body }>('/mpesa/c2b/v1/registerurl', async (request, reply) => {
    const body = asBody(request.body);
    const problem = kit.bearerFault(request) ?? checkRegistration(body, kit);
    if (problem) return kit.fault(reply, problem);
    // The sandbox lets a shortcode register again (production keeps the first registration).
    registrations.set(body.ShortCode as string, {
      responseType: body.ResponseType as Registration['responseType'],
      confirmationUrl: body.ConfirmationURL as string,
      validationUrl: body.ValidationURL as string,
    });
    return { OriginatorCoversationID: conversationId(), ResponseCode: '0', ResponseDescription: 'Success' };
  });

  app.post<{ Body: Body }>('/mpesa/c2b/v1/simulate', async (request, reply) => {
    const body = asBody(request.body);
    const problem = kit.bearerFault(request) ?? checkSimulation(body, kit);
    if (problem) return kit.fault(reply, problem);
    const registration = registrations.get(body.ShortCode as string);
    const payment = {
      amountKes: Number(body.Amount),
      msisdn: String(body.Msisdn),
      billRefNumber: typeof body.BillRefNumber === 'string' ? body.BillRefNumber : '',
      commandId: body.CommandID as string,
      shortcode: body.ShortCode as string,
    };
    // Without registered URLs the payment goes through, but nobody hears of it.
    if (registration) kit.later(options.callbackDelayMs, () => deliver(kit, registration, payment));
    return {
      OriginatorCoversationID: conversationId(),
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  });
}

interface SimPayment {
  amountKes: number;
  msisdn: string;
  billRefNumber: string;
  commandId: string;
  shortcode: string;
}

/** Validation first when enabled; the confirmation only for a payment M-Pesa completed. */
async function deliver(kit: SimKit, registration: Registration, payment: SimPayment) {
  const transId = receiptNumber();
  const notice = {
    TransactionType: payment.commandId === 'CustomerBuyGoodsOnline' ? 'Buy Goods' : 'Pay Bill',
    TransID: transId,
    TransTime: darajaTimestamp(),
    TransAmount: payment.amountKes.toFixed(2),
    BusinessShortCode: payment.shortcode,
    BillRefNumber: payment.billRefNumber,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    // Current Daraja masks the payer's number.
    MSISDN: `${payment.msisdn.slice(0, 4)} ***** ${payment.msisdn.slice(-3)}`,
    FirstName: 'John',
    MiddleName: '',
    LastName: 'Doe',
  };
  if (kit.options.c2bValidation) {
    const accepted = await validate(kit, registration, notice);
    if (!accepted) return;
  }
  kit.receipts.set(transId, payment.amountKes);
  await kit.postJson(registration.confirmationUrl, { ...notice, OrgAccountBalance: '49197.00' });
}

/** Daraja's ResponseType decides when the validation URL cannot be reached or answers nonsense. */
async function validate(kit: SimKit, registration: Registration, notice: Body): Promise<boolean> {
  const fallback = registration.responseType === 'Completed';
  try {
    const { status, json } = await kit.postJson(registration.validationUrl, notice);
    const code = (json as { ResultCode?: unknown } | null)?.ResultCode;
    if (status !== 200 || code === undefined) return fallback;
    return String(code) === '0';
  } catch {
    return fallback;
  }
}

function checkRegistration(body: Body, kit: SimKit): DarajaFault | null {
  const shortcode = checkShortcode(body, kit);
  if (shortcode) return shortcode;
  if (body.ResponseType !== 'Completed' && body.ResponseType !== 'Cancelled') {
    return badRequest('ResponseType');
  }
  // Daraja takes any public URL; the simulator posts only to the shop's own hooks, so it never
  // becomes a way to aim the shop's server at another address.
  if (body.ConfirmationURL !== kit.options.hookUrl('c2b/confirmation')) return badRequest('ConfirmationURL');
  if (body.ValidationURL !== kit.options.hookUrl('c2b/validation')) return badRequest('ValidationURL');
  return null;
}

function checkSimulation(body: Body, kit: SimKit): DarajaFault | null {
  const shortcode = checkShortcode(body, kit);
  if (shortcode) return shortcode;
  if (body.CommandID !== 'CustomerPayBillOnline' && body.CommandID !== 'CustomerBuyGoodsOnline') {
    return badRequest('CommandID');
  }
  const amount = typeof body.Amount === 'string' ? Number(body.Amount) : body.Amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > 250_000) {
    return badRequest('Amount');
  }
  const msisdn = typeof body.Msisdn === 'number' ? String(body.Msisdn) : body.Msisdn;
  if (typeof msisdn !== 'string' || !MSISDN.test(msisdn)) return badRequest('Msisdn');
  const reference = body.BillRefNumber;
  // A Paybill payment names an account; a till payment has none.
  if (body.CommandID === 'CustomerPayBillOnline') {
    if (typeof reference !== 'string' || reference.trim() === '' || reference.length > 20) {
      return badRequest('BillRefNumber');
    }
  } else if (reference !== undefined && reference !== null && typeof reference !== 'string') {
    return badRequest('BillRefNumber');
  }
  return null;
}

function checkShortcode(body: Body, kit: SimKit): DarajaFault | null {
  const shortcode = typeof body.ShortCode === 'number' ? String(body.ShortCode) : body.ShortCode;
  if (typeof shortcode !== 'string' || !SHORTCODE.test(shortcode)) return badRequest('ShortCode');
  if (shortcode !== kit.options.paybillShortcode) {
    return { status: 500, errorCode: '500.001.1001', errorMessage: 'Merchant does not exist' };
  }
  body.ShortCode = shortcode;
  return null;
}

function asBody(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Body) } : {};
}

function conversationId(): string {
  return `${randomBytes(2).toString('hex')}-${randomBytes(4).toString('hex')}-1`;
}
