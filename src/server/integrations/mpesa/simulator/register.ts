import type { FastifyInstance } from 'fastify';
import { darajaHookUrl, type MpesaConfig } from '../env';
import { mpesaSimulator } from './plugin';

/**
 * Serves the Daraja simulator at /__sim/mpesa, in simulated mode only. It posts results only to
 * `callbackUrl`, the one the app's own Daraja client sends.
 */
export async function registerMpesaSimulator(
  app: FastifyInstance,
  mpesa: MpesaConfig,
  callbackUrl: () => string,
  localOrigin: () => string,
) {
  if (mpesa.mode !== 'simulated') return;
  await app.register(mpesaSimulator, {
    prefix: '/__sim/mpesa',
    consumerKey: mpesa.consumerKey,
    consumerSecret: mpesa.consumerSecret,
    shortcode: mpesa.shortcode,
    passkey: mpesa.passkey,
    callbackDelayMs: mpesa.simCallbackDelayMs,
    callbackUrl,
    paybillShortcode: mpesa.paybillShortcode,
    c2bValidation: mpesa.c2bValidation,
    initiatorName: mpesa.initiatorName,
    securityCredential: mpesa.securityCredential,
    hookUrl: (hook) => darajaHookUrl(mpesa, localOrigin(), hook),
  });
}

/** Where this app listens, as a URL it can call itself on (0.0.0.0 and :: are not addresses). */
export function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app is not listening on a TCP port yet');
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}
