import path from 'node:path';
import { createAtClient } from './at-client';
import { createSmsOutboxTransport } from './outbox-transport';
import type { SmsConfig } from './env';
import type { SmsTransport } from './sms';

export const SMS_SIMULATOR_PREFIX = '/__sim/africastalking';

/** The part of the shop's config (config.ts) that chooses the transport. */
export interface SmsTransportConfig {
  sms: SmsConfig;
  dataDir: string;
}

/**
 * Africa's Talking (sandbox or live), this app's simulator, or files under DATA_DIR/sms-outbox/
 * when AT_USERNAME is unset. `localOrigin` is where this app listens (the simulator's address).
 */
export function smsTransportFromConfig(config: SmsTransportConfig, localOrigin?: () => string): SmsTransport {
  const { sms } = config;
  if (sms.mode === 'outbox') return createSmsOutboxTransport(path.join(config.dataDir, 'sms-outbox'));
  const base = sms.baseUrl;
  return createAtClient({
    baseUrl: base
      ? () => base
      : () => {
          if (!localOrigin) throw new Error('The SMS simulator needs the address this app listens on');
          return `${localOrigin()}${SMS_SIMULATOR_PREFIX}`;
        },
    username: sms.username,
    apiKey: sms.apiKey,
    senderId: sms.senderId,
  });
}
