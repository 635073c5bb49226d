import path from 'node:path';
import type { Config } from '../../config';
import type { MailLog, Mailer } from './mail';
import { createMailer } from './mailer';
import { createOutboxTransport } from './outbox-transport';
import { createSmtpTransport } from './smtp-transport';

/** SMTP when SMTP_URL is set, otherwise files under DATA_DIR/outbox/. */
export function mailerFromConfig(config: Config, log: MailLog): Mailer {
  const transport = config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl)
    : createOutboxTransport(path.join(config.dataDir, 'outbox'));
  return createMailer({ transport, from: config.mail.from, log, retry: config.mail.retry });
}
