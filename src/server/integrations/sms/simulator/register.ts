import type { FastifyInstance } from 'fastify';
import { smsReportUrl, type SmsConfig } from '../env';
import { SMS_SIMULATOR_PREFIX } from '../transport-from-config';
import { smsSimulator } from './plugin';

/** Serves the Africa's Talking simulator when AT_USERNAME is 'simulated'; reports go to this app. */
export async function registerSmsSimulator(app: FastifyInstance, sms: SmsConfig, localOrigin: () => string) {
  if (sms.mode !== 'simulated') return;
  await app.register(smsSimulator, {
    prefix: SMS_SIMULATOR_PREFIX,
    username: sms.username,
    apiKey: sms.apiKey,
    senderId: sms.senderId,
    reportDelayMs: sms.simReportDelayMs,
    reportUrl: () => smsReportUrl(sms, localOrigin()),
  });
}
