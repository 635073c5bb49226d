// One text message as the shop sends it, and what a transport answers.

export interface OutgoingSms {
  /** International form, '+254712345678'. */
  to: string;
  message: string;
  /** Names this message for good: the outbox file of a message sent again is overwritten. */
  ref: string;
}

export interface SmsAccepted {
  /** Africa's Talking's messageId; delivery reports name it. Null for the outbox. */
  providerMessageId: string | null;
  /** Africa's Talking's status for the send ('Sent', 'Queued'...), or 'Written' for the outbox. */
  status: string;
  cost: string | null;
}

/** One attempt at sending; throws SmsRejectedError (for good) or anything else (try again). */
export interface SmsTransport {
  readonly kind: 'africastalking' | 'outbox';
  send(sms: OutgoingSms): Promise<SmsAccepted>;
}

/** Africa's Talking refused this message for a reason that another try would not change. */
export class SmsRejectedError extends Error {
  constructor(
    /** Africa's Talking's status name, e.g. 'InvalidPhoneNumber'. */
    readonly reason: string,
    readonly statusCode: number | null,
  ) {
    super(`Africa's Talking refused the message: ${reason}${statusCode === null ? '' : ` (${statusCode})`}`);
    this.name = 'SmsRejectedError';
  }
}

/** Not sent this time: Africa's Talking unreachable, busy, out of credit, or the key refused. */
export class SmsUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsUnavailableError';
  }
}
