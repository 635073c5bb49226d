// The simulated Transaction Status query (POST /mpesa/transactionstatus/v1/query). Like Daraja it
// checks the request, accepts it with an OriginatorConversationID, and posts the result to the
// shop's status/result hook a moment later: the receipt, amount and 'Completed' for a prompt the
// payer paid, or a failed query for a transaction it does not know.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { darajaTimestamp } from '../timestamp';
import type { DarajaFault } from './checks';
import type { SimKit, SimTransaction } from './sim-kit';

type Body = Record<string, unknown>;

const badRequest = (what: string): DarajaFault => ({
  status: 400,
  errorCode: '400.002.02',
  errorMessage: `Bad Request - Invalid ${what}`,
});

// The shop only reads ResultCode '0' as an answer; this code and text stand for "not found".
const NOT_FOUND = { code: 'R000002', desc: 'The OriginatorConversationID is invalid.' };
// What Daraja's asynchronous result says when the initiator name or credential is wrong.
const WRONG_INITIATOR = { code: '2001', desc: 'The initiator information is invalid.' };
const RESULT_DELAY_MS = 50;

export function transactionStatusSimulator(app: FastifyInstance, kit: SimKit) {
  app.post<{ Body: Body }>('/mpesa/transactionstatus/v1/query', async (request, reply) => {
    const body = asBody(request.body);
    const problem = kit.bearerFault(request) ?? checkStatusQuery(body, kit);
    if (problem) return kit.fault(reply, problem);
    const originatorConversationId = `${hex(2)}-${hex(4)}-1`;
    const conversationId = `AG_${darajaTimestamp().slice(0, 8)}_${hex(10)}`;
    const ids = { originatorConversationId, conversationId };
    const rightInitiator =
      body.Initiator === kit.options.initiatorName &&
      body.SecurityCredential === kit.options.securityCredential;
    const result = rightInitiator ? statusResult(body, kit, ids) : failedResult(WRONG_INITIATOR, ids);
    kit.later(RESULT_DELAY_MS, async () => {
      await kit.postJson(kit.options.hookUrl('status/result'), result);
    });
    return {
      OriginatorConversationID: originatorConversationId,
      ConversationID: conversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  });
}

/** Daraja's synchronous checks: the shape of the request, never whether the transaction exists. */
function checkStatusQuery(body: Body, kit: SimKit): DarajaFault | null {
  if (typeof body.Initiator !== 'string' || body.Initiator === '') return badRequest('Initiator');
  if (typeof body.SecurityCredential !== 'string' || body.SecurityCredential === '') {
    return badRequest('SecurityCredential');
  }
  if (body.CommandID !== 'TransactionStatusQuery') return badRequest('CommandID');
  const { TransactionID: receipt, OriginalConversationID: originator } = body;
  if (!isText(receipt, 40) && !isText(originator, 100)) return badRequest('TransactionID');
  if (body.PartyA !== kit.options.shortcode) return badRequest('PartyA');
  if (String(body.IdentifierType) !== '4') return badRequest('IdentifierType');
  // Daraja posts wherever it is told; the simulator only to the shop's own hooks.
  if (body.ResultURL !== kit.options.hookUrl('status/result')) return badRequest('ResultURL');
  if (body.QueueTimeOutURL !== kit.options.hookUrl('status/timeout')) return badRequest('QueueTimeOutURL');
  if (!isText(body.Remarks, 100)) return badRequest('Remarks');
  if (body.Occasion !== undefined && (typeof body.Occasion !== 'string' || body.Occasion.length > 100)) {
    return badRequest('Occasion');
  }
  return null;
}

interface Ids {
  originatorConversationId: string;
  conversationId: string;
}

function statusResult(body: Body, kit: SimKit, ids: Ids) {
  const prompt = typeof body.OriginalConversationID === 'string' ? body.OriginalConversationID : '';
  const found = findPaid(kit, kit.stkTransactions.get(prompt), body.TransactionID);
  if (!found) return failedResult(NOT_FOUND, ids);
  return {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: ids.originatorConversationId,
      ConversationID: ids.conversationId,
      TransactionID: found.receipt,
      ReferenceData: { ReferenceItem: { Key: 'Occasion', Value: String(body.Occasion ?? '') } },
      ResultParameters: {
        ResultParameter: [
          { Key: 'ReceiptNo', Value: found.receipt },
          { Key: 'TransactionStatus', Value: 'Completed' },
          { Key: 'Amount', Value: String(found.amount) },
          { Key: 'DebitPartyName', Value: found.payer },
          { Key: 'CreditPartyName', Value: `${kit.options.shortcode} - Simulated Shop` },
          { Key: 'ReasonType', Value: 'Pay Bill Online' },
          { Key: 'InitiatedTime', Value: darajaTimestamp() },
          { Key: 'FinalisedTime', Value: darajaTimestamp() },
        ],
      },
    },
  };
}

/** A paid prompt (by its CheckoutRequestID), or any receipt the simulator issued. */
function findPaid(kit: SimKit, prompt: SimTransaction | undefined, receipt: unknown) {
  if (prompt?.receipt) {
    return { receipt: prompt.receipt, amount: prompt.amount, payer: `${prompt.msisdn} - Simulated Payer` };
  }
  if (typeof receipt !== 'string' || !kit.receipts.has(receipt)) return null;
  return { receipt, amount: kit.receipts.get(receipt)!, payer: 'Simulated Payer' };
}

function failedResult(failure: { code: string; desc: string }, ids: Ids) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: failure.code,
      ResultDesc: failure.desc,
      OriginatorConversationID: ids.originatorConversationId,
      ConversationID: ids.conversationId,
      TransactionID: `${darajaTimestamp().slice(2, 4)}${hex(4).toUpperCase()}`,
      ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
    },
  };
}

function isText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= max;
}

function asBody(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

function hex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}
