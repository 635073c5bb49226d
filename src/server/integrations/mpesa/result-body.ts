// The asynchronous result Daraja posts for initiator calls (Transaction Reversal, Transaction
// Status) to their ResultURL. ResultCode may come as a number or a string, and ResultParameter as
// a list or, with one entry, as a bare object: both are read.
import { z } from 'zod';
import { storableJson } from '../../lib/storable-json';

const parameter = z.object({
  Key: z.string(),
  Value: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
});

const resultSchema = z.object({
  Result: z.object({
    ResultType: z.union([z.number(), z.string()]).optional(),
    ResultCode: z.union([z.number().int(), z.string().regex(/^[\w.-]{1,20}$/)]),
    ResultDesc: z.string().default(''),
    OriginatorConversationID: z.string().max(100).default(''),
    ConversationID: z.string().max(100).default(''),
    TransactionID: z.string().max(40).default(''),
    ResultParameters: z.object({ ResultParameter: z.union([z.array(parameter), parameter]) }).nullish(),
  }),
});

export interface DarajaResultBody {
  /** '0' is success; Daraja's other codes are numbers ('1', '2001') or text ('R000002'). */
  resultCode: string;
  resultDesc: string;
  originatorConversationId: string;
  conversationId: string;
  transactionId: string;
  /** The result's parameters by Key, e.g. `Amount`, `ReceiptNo`, `TransactionStatus`. */
  parameters: Record<string, string>;
}

/** Null when the body is not a Daraja result at all. */
export function parseDarajaResult(body: unknown): DarajaResultBody | null {
  // Daraja posts a result again until it is accepted, and the money has moved by then: a character
  // the database cannot store (NUL, half a UTF-16 pair) is replaced, never answered with a failure.
  const storable = storableJson(body);
  if (!storable) return null;
  const parsed = resultSchema.safeParse(storable.value);
  if (!parsed.success) return null;
  const result = parsed.data.Result;
  const list = result.ResultParameters?.ResultParameter ?? [];
  const parameters: Record<string, string> = {};
  for (const entry of Array.isArray(list) ? list : [list]) {
    if (entry.Value !== undefined && entry.Value !== null) parameters[entry.Key] = String(entry.Value);
  }
  return {
    resultCode: String(result.ResultCode),
    resultDesc: result.ResultDesc,
    originatorConversationId: result.OriginatorConversationID,
    conversationId: result.ConversationID,
    transactionId: result.TransactionID,
    parameters,
  };
}

/** Daraja's own answer to a result or timeout post: anything else makes it try again. */
export const RESULT_ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

/** The synchronous answer to an initiator call: accepted for processing, with the ids to match later. */
export interface InitiatorAccepted {
  originatorConversationId: string;
  conversationId: string;
  responseDescription: string;
}
