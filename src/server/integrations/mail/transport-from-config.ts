import path from 'node:path';
import type { MailConfig } from './env';
import type { MailTransport } from './mail';
import { createOutboxTransport } from './outbox-transport';
import { createSmtpTransport } from './smtp-transport';

/** The part of the shop's config (config.ts) that chooses the transport. */
export interface MailTransportConfig {
  mail: MailConfig;
  dataDir: string;
}

/** SMTP when SMTP_URL is set, otherwise files under DATA_DIR/outbox/. */
export function mailTransportFromConfig(config: MailTransportConfig): MailTransport {
  return config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl)
    : createOutboxTransport(path.join(config.dataDir, 'outbox'));
}
