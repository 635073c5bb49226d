// The jobs that send a queued mail or text message, each with its own retry policy from config.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MailTransport } from '../../integrations/mail/mail';
import type { SmsTransport } from '../../integrations/sms/sms';
import type { JobHandler, JobLog } from '../jobs';
import { MAIL_JOB, mailJobHandler } from './mail-jobs';
import { SMS_JOB } from './sms-jobs';
import { smsJobHandler } from './sms-send';

export function notificationJobHandlers(options: {
  db: Database;
  config: Config;
  mailTransport: MailTransport;
  smsTransport: SmsTransport;
  log: JobLog;
}): Record<string, JobHandler> {
  const { db, config, mailTransport, smsTransport, log } = options;
  return {
    [MAIL_JOB]: mailJobHandler({
      transport: mailTransport,
      from: config.mail.from,
      retry: config.mail.retry,
      log,
    }),
    [SMS_JOB]: smsJobHandler({ db, transport: smsTransport, retry: config.sms.retry, log }),
  };
}
