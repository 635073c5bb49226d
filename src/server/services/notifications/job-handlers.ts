// The jobs that send a queued mail or text message, each with its own retry policy from config.
import { BRAND_IMAGES } from '../../../core/images';
import { MAIL_SIGNATURE } from '../../../core/mail-content';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MailTransport } from '../../integrations/mail/mail';
import type { SmsTransport } from '../../integrations/sms/sms';
import type { JobHandler, JobLog } from '../jobs';
import type { MailBrand } from './branded-mail/render';
import { MAIL_JOB, mailJobHandler } from './mail-jobs';
import { SMS_JOB } from './sms-jobs';
import { smsJobHandler } from './sms-send';

/** What a branded mail shows of the shop, at its public address. */
export function mailBrand(publicUrl: string): MailBrand {
  return { logoUrl: `${publicUrl}${BRAND_IMAGES.mailLogo}`, publicUrl, signature: MAIL_SIGNATURE };
}

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
      brand: mailBrand(config.publicUrl),
      retry: config.mail.retry,
      log,
    }),
    [SMS_JOB]: smsJobHandler({
      db,
      transport: smsTransport,
      retry: config.sms.retry,
      log,
      countries: config.sms.countries,
    }),
  };
}
