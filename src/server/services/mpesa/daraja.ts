import type { Config } from '../../config/config';
import { createDarajaClient } from '../../integrations/mpesa/client';
import { darajaHookUrl, mpesaCallbackUrl } from '../../integrations/mpesa/env';

/**
 * The process's one Daraja client, shared by payments and refunds: Daraja keeps one valid token
 * per app, so a second client would keep retiring the first one's token.
 */
export function darajaFromConfig(config: Config, localOrigin?: () => string) {
  const { mpesa } = config;
  const origin = localOrigin ?? (() => config.publicUrl);
  return createDarajaClient({
    baseUrl: () => mpesa.baseUrl ?? `${origin()}/__sim/mpesa`,
    callbackUrl: () => mpesaCallbackUrl(mpesa, origin()),
    consumerKey: mpesa.consumerKey,
    consumerSecret: mpesa.consumerSecret,
    shortcode: mpesa.shortcode,
    partyB: mpesa.partyB,
    passkey: mpesa.passkey,
    transactionType: mpesa.transactionType,
    paybillShortcode: mpesa.paybillShortcode,
    initiatorName: mpesa.initiatorName,
    securityCredential: mpesa.securityCredential,
    hookUrl: (hook) => darajaHookUrl(mpesa, origin(), hook),
  });
}
