// Daraja's Transaction Status query: "a secondary reconciliation mechanism when callbacks are not
// received" (Safaricom's TransactionStatus page). It is asynchronous: the call only says the query
// was accepted, and the answer is posted later to the ResultURL ('status/result'), or a notice to the
// QueueTimeOutURL ('status/timeout') when M-Pesa never got to it.
//
// Daraja finds a transaction by its M-Pesa receipt (TransactionID) or by the originator conversation
// id of the request that made it (OriginalConversationID). A payment whose callback was lost has no
// receipt here, and an STK push gets no OriginatorConversationID: its request id is the
// CheckoutRequestID, so that is what the shop sends as OriginalConversationID (with the receipt as
// TransactionID when one is known). See docs/reliability.md.
import type { DarajaClient } from './client';
import { darajaErrorFrom, DarajaError, DarajaUnavailableError } from './errors';
import type { DarajaResultBody, InitiatorAccepted } from './result-body';

export interface TransactionStatusInput {
  /** The M-Pesa receipt, when known. */
  transactionId?: string;
  /** The id of the request that made the transaction: for an STK push, its CheckoutRequestID. */
  originalConversationId?: string;
  /** Up to 100 characters each; Daraja refuses an empty Remarks. */
  remarks: string;
  occasion: string;
}

// "4 – Organization shortcode": the shop's own shortcode received the payment.
const ORGANISATION_SHORTCODE = '4';

export async function queryTransactionStatus(
  client: Pick<DarajaClient, 'post' | 'options'>,
  input: TransactionStatusInput,
): Promise<InitiatorAccepted> {
  const { options } = client;
  if (!options.initiatorName || !options.securityCredential) {
    throw new Error('Transaction Status needs MPESA_INITIATOR_NAME and MPESA_SECURITY_CREDENTIAL');
  }
  if (!input.transactionId && !input.originalConversationId) {
    throw new RangeError('Transaction Status needs a receipt or an originator conversation id');
  }
  const { status, json } = await client.post('/mpesa/transactionstatus/v1/query', {
    Initiator: options.initiatorName,
    SecurityCredential: options.securityCredential,
    CommandID: 'TransactionStatusQuery',
    // Only the identifiers known are sent: an empty one would be a different (invalid) question.
    ...(input.transactionId ? { TransactionID: input.transactionId } : {}),
    ...(input.originalConversationId ? { OriginalConversationID: input.originalConversationId } : {}),
    PartyA: options.shortcode,
    IdentifierType: ORGANISATION_SHORTCODE,
    ResultURL: options.hookUrl('status/result'),
    QueueTimeOutURL: options.hookUrl('status/timeout'),
    Remarks: upTo100(input.remarks) || 'Status',
    Occasion: upTo100(input.occasion),
  });
  const body = (json ?? {}) as Record<string, unknown>;
  if (status !== 200) throw darajaErrorFrom(status, json);
  if (String(body.ResponseCode ?? '') !== '0') {
    if (typeof body.ResponseDescription === 'string') {
      throw new DarajaError(status, String(body.ResponseCode ?? ''), body.ResponseDescription);
    }
    throw new DarajaUnavailableError('M-Pesa sent an unreadable Transaction Status answer');
  }
  if (typeof body.OriginatorConversationID !== 'string' || body.OriginatorConversationID === '') {
    throw new DarajaUnavailableError('M-Pesa accepted a Transaction Status query without naming it');
  }
  return {
    originatorConversationId: body.OriginatorConversationID,
    conversationId: String(body.ConversationID ?? ''),
    responseDescription: String(body.ResponseDescription ?? ''),
  };
}

/** What a Transaction Status result says about the transaction it was asked about. */
export type TransactionStatusAnswer =
  /** M-Pesa completed it: the receipt and the whole KES it moved. */
  | { kind: 'completed'; receiptNumber: string; amountKes: number }
  /** Found, but not completed (the TransactionStatus parameter says what it is instead). */
  | { kind: 'not_completed'; transactionStatus: string }
  /** The query itself failed (unknown transaction, wrong initiator): it says nothing about the payment. */
  | { kind: 'query_failed'; resultCode: string; resultDesc: string };

/**
 * The query's own ResultCode says whether M-Pesa could answer; whether the payment went through is
 * in the TransactionStatus parameter ('Completed').
 */
export function readTransactionStatus(result: DarajaResultBody): TransactionStatusAnswer {
  if (result.resultCode !== '0') {
    return { kind: 'query_failed', resultCode: result.resultCode, resultDesc: result.resultDesc };
  }
  const { TransactionStatus: transactionStatus = '', ReceiptNo: receipt, Amount: amount } = result.parameters;
  const amountKes = Number(amount);
  if (transactionStatus !== 'Completed') return { kind: 'not_completed', transactionStatus };
  if (!receipt || amount === undefined || amount.trim() === '' || !Number.isFinite(amountKes)) {
    return { kind: 'query_failed', resultCode: '0', resultDesc: 'Completed without a receipt or amount' };
  }
  return { kind: 'completed', receiptNumber: receipt, amountKes };
}

function upTo100(text: string): string {
  return text.trim().slice(0, 100);
}
