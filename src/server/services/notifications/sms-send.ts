// Sends one queued text message (job kind 'sms'). The job queue gives a job to one worker at a
// time, across processes; the row's state makes a repeat harmless: a message already 'sent' (or
// 'failed') is not sent again, so an event processed twice, or a job run twice after a worker died
// between recording and finishing it, sends one message.
// What is left: a worker that dies after Africa's Talking accepted a message and before the row
// says so sends it again on the next try. Africa's Talking's SMS API takes no idempotency key, so
// that window (one HTTP answer long) cannot be closed from here.
// A customer's number outside the countries the shop texts (SMS_COUNTRIES) is never sent to: a
// shopper typed it, and a text there costs more or pays whoever runs the number. The owner's own
// number (SHOP_SMS_PHONE) is the owner's choice and always sent to.
import { and, eq, sql } from 'drizzle-orm';
import { isTextable, maskPhone, toInternationalPhone } from '../../../core/sms-phone';
import type { Database } from '../../db/client';
import { smsMessages } from './tables';
import { SmsRejectedError, type SmsTransport } from '../../integrations/sms/sms';
import { errorReason } from '../../lib/error-reason';
import type { RetryPolicy, JobHandler, JobLog } from '../jobs';
import { mailRef } from './mail-jobs';
import type { SmsJobPayload } from './sms-jobs';

export const NOT_TEXTABLE = 'not sent: the number is outside the countries the shop texts (SMS_COUNTRIES)';

export function smsJobHandler(options: {
  db: Database;
  transport: SmsTransport;
  retry: RetryPolicy;
  log: JobLog;
  /** Calling codes a customer's number must start with (config.sms.countries). */
  countries: readonly string[];
}): JobHandler {
  const { db, transport, retry, log, countries } = options;
  const stillQueued = (id: number) => and(eq(smsMessages.id, id), eq(smsMessages.state, 'queued'));
  return {
    retry,
    async run(job) {
      const { smsId } = job.payload as SmsJobPayload;
      const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, smsId));
      if (!row || row.state !== 'queued') return;
      const to = toInternationalPhone(row.to);
      // Phone numbers are personal data: the log shows them masked.
      const details = {
        sms: row.id,
        key: row.key,
        to: maskPhone(to),
        transport: transport.kind,
        attempt: job.attempts,
      };
      if (row.recipient === 'customer' && !isTextable(to, countries)) {
        await db
          .update(smsMessages)
          .set({ state: 'failed', failureReason: NOT_TEXTABLE, updatedAt: sql`now()` })
          .where(stillQueued(row.id));
        log.warn(details, 'sms not sent: outside SMS_COUNTRIES');
        return;
      }
      try {
        // Named like the mail outbox's files, so a message written again replaces its file.
        const sent = await transport.send({ to, message: row.message, ref: mailRef(job) });
        await db
          .update(smsMessages)
          .set({
            state: 'sent',
            providerMessageId: sent.providerMessageId,
            deliveryStatus: sent.status,
            cost: sent.cost,
            sentAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(stillQueued(row.id));
        log.info({ ...details, status: sent.status }, 'sms sent');
      } catch (error) {
        const refused = error instanceof SmsRejectedError;
        // A refusal for good is not tried again; anything else is, until the policy's last try.
        if (refused || job.attempts >= retry.attempts) {
          await db
            .update(smsMessages)
            .set({
              state: 'failed',
              failureReason: refused ? error.reason : errorReason(error),
              // When it failed: the owner's alerts count the last hour's failures.
              updatedAt: sql`now()`,
            })
            .where(stillQueued(row.id));
          log.warn({ ...details, reason: errorReason(error) }, 'sms not sent: given up');
          if (refused) return;
        }
        throw error;
      }
    },
  };
}
