// The simulator's Transaction Reversal (reversal.ts is the shop's side). Daraja checks the token
// and the fields at once; the initiator, the receipt and the amount are only judged by M-Pesa
// later, so those failures come as asynchronous results, like Safaricom's:
// 2001 "The initiator information is invalid." and R000002 "The OriginalTransID is invalid.".
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sameSecret } from '../../../lib/same-secret';
import { darajaTimestamp } from '../timestamp';
import { receiptNumber } from './callback-body';
import type { DarajaFault } from './checks';
import type { SimKit } from './sim-kit';

/** Remarks containing this make the request time out in the queue (README "Test refunds"). */
export const SIM_TIMEOUT_REMARK = 'simulate timeout';

type Body = Record<string, unknown>;

interface Reversal {
  originatorConversationId: string;
  conversationId: string;
  transactionId: string;
  amount: number;
  initiatorValid: boolean;
}

const badRequest = (what: string): DarajaFault => ({
  status: 400,
  errorCode: '400.002.02',
  errorMessage: `Bad Request - Invalid ${what}`,
});

export function simReversal(app: FastifyInstance, kit: SimKit) {
  const { options } = kit;
  // KES already sent back per receipt: a receipt is never reversed beyond what it brought in.
  const reversed = new Map<string, number>();

  app.post<{ Body: Body }>('/mpesa/reversal/v1/request', async (request, reply) => {
    const body = asBody(request.body);
    const problem = kit.bearerFault(request) ?? checkReversal(body, kit);
    if (problem) return kit.fault(reply, problem);
    const reversal: Reversal = {
      originatorConversationId: `${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(12).toString('hex')}`,
      conversationId: `AG_${darajaTimestamp().slice(0, 8)}_${randomBytes(10).toString('hex')}`,
      transactionId: body.TransactionID as string,
      amount: Number(body.Amount),
      initiatorValid:
        sameSecret(String(body.Initiator), options.initiatorName) &&
        sameSecret(String(body.SecurityCredential), options.securityCredential),
    };
    const timesOut = String(body.Remarks).toLowerCase().includes(SIM_TIMEOUT_REMARK);
    kit.later(options.callbackDelayMs, async () => {
      if (timesOut) {
        await kit.postJson(options.hookUrl('reversal/timeout'), timeoutBody(reversal));
        return;
      }
      await kit.postJson(options.hookUrl('reversal/result'), resultBody(reversal, decide(reversal)));
    });
    return {
      OriginatorConversationID: reversal.originatorConversationId,
      ConversationID: reversal.conversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  });

  function decide(reversal: Reversal): Outcome {
    if (!reversal.initiatorValid) {
      return { code: '2001', desc: 'The initiator information is invalid.' };
    }
    const paid = kit.receipts.get(reversal.transactionId);
    if (paid === undefined) return { code: 'R000002', desc: 'The OriginalTransID is invalid.' };
    const already = reversed.get(reversal.transactionId) ?? 0;
    if (already >= paid) return { code: 'R000001', desc: 'The transaction has already been reversed.' };
    if (reversal.amount > paid - already) {
      return { code: '2', desc: 'The amount is more than what remains of the original transaction.' };
    }
    reversed.set(reversal.transactionId, already + reversal.amount);
    return { code: '0', desc: 'The service request is processed successfully.', receipt: receiptNumber() };
  }
}

interface Outcome {
  code: string;
  desc: string;
  receipt?: string;
}

/** Checked at once by Daraja: the shape of every field (the hooks must be the shop's own). */
function checkReversal(body: Body, kit: SimKit): DarajaFault | null {
  const { options } = kit;
  if (typeof body.Initiator !== 'string' || body.Initiator === '') return badRequest('Initiator');
  if (typeof body.SecurityCredential !== 'string' || body.SecurityCredential === '') {
    return badRequest('SecurityCredential');
  }
  if (body.CommandID !== 'TransactionReversal') return badRequest('CommandID');
  if (typeof body.TransactionID !== 'string' || !/^[A-Z0-9]{10}$/.test(body.TransactionID)) {
    return badRequest('TransactionID');
  }
  const amount = typeof body.Amount === 'string' ? Number(body.Amount) : body.Amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) return badRequest('Amount');
  if (body.ReceiverParty !== options.shortcode && body.ReceiverParty !== options.paybillShortcode) {
    return badRequest('ReceiverParty');
  }
  if (String(body.RecieverIdentifierType) !== '11') return badRequest('RecieverIdentifierType');
  // Daraja posts anywhere it is told; the simulator only to the shop's own hooks.
  if (body.ResultURL !== options.hookUrl('reversal/result')) return badRequest('ResultURL');
  if (body.QueueTimeOutURL !== options.hookUrl('reversal/timeout')) return badRequest('QueueTimeOutURL');
  const remarks = body.Remarks;
  if (typeof remarks !== 'string' || remarks.length < 1 || remarks.length > 100) return badRequest('Remarks');
  if (body.Occasion !== undefined && (typeof body.Occasion !== 'string' || body.Occasion.length > 100)) {
    return badRequest('Occasion');
  }
  return null;
}

function resultBody(reversal: Reversal, outcome: Outcome) {
  const result: Record<string, unknown> = {
    ResultType: 0,
    ResultCode: outcome.code === '0' ? 0 : outcome.code,
    ResultDesc: outcome.desc,
    OriginatorConversationID: reversal.originatorConversationId,
    ConversationID: reversal.conversationId,
    TransactionID: outcome.receipt ?? receiptNumber(),
  };
  if (outcome.receipt) {
    result.ResultParameters = {
      ResultParameter: [
        { Key: 'DebitAccountBalance', Value: 'Utility Account|KES|51661.00|51661.00|0.00|0.00' },
        { Key: 'Amount', Value: reversal.amount.toFixed(2) },
        { Key: 'TransCompletedTime', Value: Number(darajaTimestamp()) },
        { Key: 'OriginalTransactionID', Value: reversal.transactionId },
        { Key: 'Charge', Value: 0 },
        { Key: 'CreditPartyPublicName', Value: '254708374149 - John Doe' },
        { Key: 'DebitPartyPublicName', Value: '600000 - Heritage Shea' },
      ],
    };
  }
  result.ReferenceData = {
    ReferenceItem: {
      Key: 'QueueTimeoutURL',
      Value: 'https://internalsandbox.safaricom.co.ke/mpesa/reversalresults/v1/submit',
    },
  };
  return { Result: result };
}

/** What reaches the queue-timeout URL: the request's ids, and no outcome (the reversal never ran). */
function timeoutBody(reversal: Reversal) {
  return {
    Result: {
      ResultType: 1,
      ResultCode: 1,
      ResultDesc: 'The request timed out waiting in the queue.',
      OriginatorConversationID: reversal.originatorConversationId,
      ConversationID: reversal.conversationId,
      TransactionID: '',
    },
  };
}

function asBody(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}
