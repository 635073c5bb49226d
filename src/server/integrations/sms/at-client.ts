// The Africa's Talking SMS client: POST {base}/version1/messaging, form-encoded username, to,
// message and from, the key in the apiKey header, JSON asked for with Accept (the default is XML).
// It talks HTTP to Africa's Talking, or to this app's simulator, the same way.
// https://developers.africastalking.com/docs/sms/sending/bulk
import {
  SmsRejectedError,
  SmsUnavailableError,
  type OutgoingSms,
  type SmsAccepted,
  type SmsTransport,
} from './sms';

export interface AtClientOptions {
  /** Read on every call: the simulator's address is known only once the app listens. */
  baseUrl: () => string;
  username: string;
  apiKey: string;
  senderId?: string;
  fetch?: typeof fetch;
  /** Well under the job's time limit, so a slow answer never overlaps the next try. */
  timeoutMs?: number;
}

// A recipient's statusCode: 100 Processed, 101 Sent and 102 Queued mean accepted.
const ACCEPTED: Record<number, string> = { 100: 'Processed', 101: 'Sent', 102: 'Queued' };
// Refusals another try would not change: 402 InvalidSenderId, 403 InvalidPhoneNumber,
// 404 UnsupportedNumberType, 406 UserInBlacklist, 407 CouldNotRoute, 409 DoNotDisturbRejection.
// The rest pass: 401 RiskHold (the account under review), 405 InsufficientBalance (until a top-up),
// 500 InternalServerError, 501 GatewayError, 502 RejectedByGateway.
const PERMANENT = new Set([402, 403, 404, 406, 407, 409]);

interface AtRecipient {
  statusCode?: unknown;
  number?: unknown;
  status?: unknown;
  cost?: unknown;
  messageId?: unknown;
}

export function createAtClient(options: AtClientOptions): SmsTransport {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function post(sms: OutgoingSms): Promise<{ status: number; text: string }> {
    const form = new URLSearchParams({ username: options.username, to: sms.to, message: sms.message });
    if (options.senderId) form.set('from', options.senderId);
    try {
      const response = await doFetch(`${options.baseUrl()}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: options.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      throw new SmsUnavailableError("Africa's Talking could not be reached", { cause: error });
    }
  }

  return {
    kind: 'africastalking',
    async send(sms): Promise<SmsAccepted> {
      const { status, text } = await post(sms);
      // A wrong key or username: HTTP 401 with a text body ("The supplied authentication is
      // invalid"). Tried again: a new key takes a while to work at Africa's Talking.
      if (status === 401)
        throw new SmsUnavailableError(`Africa's Talking refused the API key: ${brief(text)}`);
      if (status >= 500 || status === 429) {
        throw new SmsUnavailableError(`Africa's Talking answered HTTP ${status}: ${brief(text)}`);
      }
      if (status < 200 || status >= 300) throw new SmsRejectedError(brief(text) || `HTTP ${status}`, status);
      return accepted(readRecipient(text));
    },
  };
}

/** The one recipient of a send, or the reason of a refusal of the whole request. */
function readRecipient(text: string): AtRecipient {
  let data: { Message?: unknown; Recipients?: unknown } | undefined;
  try {
    data = (JSON.parse(text) as { SMSMessageData?: typeof data }).SMSMessageData;
  } catch {
    data = undefined;
  }
  if (!data || typeof data !== 'object') {
    throw new SmsUnavailableError("Africa's Talking sent an answer without SMSMessageData");
  }
  const recipients = Array.isArray(data.Recipients) ? (data.Recipients as AtRecipient[]) : [];
  // The whole request refused, e.g. {"Message":"InvalidSenderId","Recipients":[]}.
  if (recipients.length === 0) {
    throw new SmsRejectedError(
      typeof data.Message === 'string' ? brief(data.Message) : 'no recipients',
      null,
    );
  }
  return recipients[0]!;
}

function accepted(recipient: AtRecipient): SmsAccepted {
  const code = Number(recipient.statusCode);
  const status = typeof recipient.status === 'string' ? recipient.status : `status ${code}`;
  const name = ACCEPTED[code];
  if (name && typeof recipient.messageId === 'string' && recipient.messageId !== '') {
    return {
      providerMessageId: recipient.messageId,
      status: name,
      cost: typeof recipient.cost === 'string' ? recipient.cost : null,
    };
  }
  if (PERMANENT.has(code)) throw new SmsRejectedError(status, code);
  throw new SmsUnavailableError(`Africa's Talking did not send the message: ${status} (${code})`);
}

function brief(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}
