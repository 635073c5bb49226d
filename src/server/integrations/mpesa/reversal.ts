// Daraja's Transaction Reversal: money of one M-Pesa receipt sent back to its payer, in full or in
// part. Daraja only accepts the request here; the outcome is posted later to the result URL (or,
// when the request waited too long in Daraja's queue, to the queue-timeout URL).
import type { DarajaClient } from './client';
import { DarajaError, DarajaUnavailableError, darajaErrorFrom } from './errors';
import type { InitiatorAccepted } from './result-body';

export const REVERSAL_PATH = '/mpesa/reversal/v1/request';
/** Daraja's limit on Remarks and Occasion; Remarks may not be empty. */
const TEXT_LIMIT = 100;

export interface ReversalInput {
  /** The M-Pesa receipt being reversed. */
  transactionId: string;
  /** Whole KES. */
  amountKes: number;
  /** The shortcode that received the money: the Paybill, or the prompt's PartyB. */
  receiverParty: string;
  remarks: string;
  occasion: string;
}

export async function requestReversal(
  client: DarajaClient,
  input: ReversalInput,
): Promise<InitiatorAccepted> {
  if (!Number.isInteger(input.amountKes) || input.amountKes < 1) {
    throw new RangeError(`A reversal is of whole KES, at least 1, got ${input.amountKes}`);
  }
  const { options } = client;
  const { status, json } = await client.post(REVERSAL_PATH, {
    Initiator: options.initiatorName,
    SecurityCredential: options.securityCredential,
    CommandID: 'TransactionReversal',
    TransactionID: input.transactionId,
    Amount: input.amountKes,
    ReceiverParty: input.receiverParty,
    // Daraja's own spelling; '11' is an organisation's shortcode.
    RecieverIdentifierType: '11',
    ResultURL: options.hookUrl('reversal/result'),
    QueueTimeOutURL: options.hookUrl('reversal/timeout'),
    Remarks: darajaText(input.remarks, 'Refund'),
    Occasion: darajaText(input.occasion, ''),
  });
  const body = (json ?? {}) as Record<string, unknown>;
  if (status !== 200) throw darajaErrorFrom(status, json);
  if (String(body.ResponseCode) !== '0') {
    if (typeof body.ResponseDescription === 'string') {
      throw new DarajaError(status, String(body.ResponseCode ?? ''), body.ResponseDescription);
    }
    throw new DarajaUnavailableError('M-Pesa sent an unreadable reversal answer');
  }
  if (typeof body.OriginatorConversationID !== 'string' || typeof body.ConversationID !== 'string') {
    throw new DarajaUnavailableError('M-Pesa sent an unreadable reversal answer');
  }
  return {
    originatorConversationId: body.OriginatorConversationID,
    conversationId: body.ConversationID,
    responseDescription: String(body.ResponseDescription ?? ''),
  };
}

/** Up to 100 characters of printable text; `fallback` when nothing is left. */
function darajaText(text: string, fallback: string): string {
  const cleaned = text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TEXT_LIMIT)
    .trim();
  return cleaned === '' ? fallback : cleaned;
}
