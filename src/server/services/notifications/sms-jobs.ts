// Text messages go out like mail: written in the transaction of the change that causes them (a row
// in sms_messages and a job), sent by a worker in any process. The row's unique key names the
// event, so one event is one message however often the change is retried.
import { smsMessages } from './tables';
import type { DbExecutor } from '../../db/executor';
import { enqueue } from '../jobs';

export const SMS_JOB = 'sms';

export interface SmsRequest {
  /** What caused it, without personal data, e.g. `order-event:12:customer`. */
  key: string;
  orderId: number | null;
  recipient: 'customer' | 'shop';
  to: string;
  message: string;
}

/** The job's payload: the message is read from its row when it is sent. */
export interface SmsJobPayload {
  smsId: number;
}

/** Queues `sms` in the caller's transaction; false when this event's message was queued before. */
export async function enqueueSms(executor: DbExecutor, sms: SmsRequest): Promise<boolean> {
  const [row] = await executor
    .insert(smsMessages)
    .values(sms)
    .onConflictDoNothing({ target: smsMessages.key })
    .returning({ id: smsMessages.id });
  if (!row) return false;
  const payload: SmsJobPayload = { smsId: row.id };
  return enqueue(executor, { kind: SMS_JOB, key: `sms:${sms.key}`, payload });
}

/** A message to an order's customer, unless they opted out at checkout. */
export async function enqueueCustomerSms(
  executor: DbExecutor,
  order: { id: number; customerPhone: string; smsOptOut: boolean },
  event: string,
  message: string,
): Promise<boolean> {
  if (order.smsOptOut) return false;
  return enqueueSms(executor, {
    key: `${event}:customer`,
    orderId: order.id,
    recipient: 'customer',
    to: order.customerPhone,
    message,
  });
}
