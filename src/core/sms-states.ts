// The states of one text message (`sms_messages.state`). Africa's Talking's own delivery status
// (Success, Failed, Rejected, Buffered...) is kept beside it, as the report says it.
export const SMS_STATES = [
  /** Written with the change that causes it; the job queue sends it. */
  'queued',
  /** Accepted by Africa's Talking (or written to the outbox); a delivery report may follow. */
  'sent',
  /** Refused by Africa's Talking, or given up on after the job's last try. */
  'failed',
] as const;
export type SmsState = (typeof SMS_STATES)[number];
