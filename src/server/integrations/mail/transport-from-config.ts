import path from 'node:path';
import type { Config } from '../../config';
import type { MailTransport } from './mail';
import { createOutboxTransport } from './outbox-transport';
import { createSmtpTransport } from './smtp-transport';

/** SMTP when SMTP_URL is set, otherwise files under DATA_DIR/outbox/. */
export function mailTransportFromConfig(config: Config): MailTransport {
  return config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl)
    : createOutboxTransport(path.join(config.dataDir, 'outbox'));
}
