import type { Config } from '../config';
import type { Database } from '../db/client';
import { createDarajaClient, type DarajaClient } from '../integrations/mpesa/client';
import { darajaHookUrl, mpesaCallbackUrl } from '../integrations/mpesa/env';
import type { OrdersService } from './orders';
import type { PaymentsLog } from './payments-context';
import { localEvents, type PaymentEvents } from './payments-events';
import { createPaymentsService } from './payments';
import type { RateLimits } from './rate-limits';

export interface PaymentsDeps {
  db: Database;
  config: Config;
  orders: OrdersService;
  log: PaymentsLog;
  limits: RateLimits;
  /** Settled-payment signals shared by app processes; in-process only when not given. */
  paymentEvents?: PaymentEvents;
  /** This app's own address once it listens: simulated M-Pesa is served by the app itself. */
  localOrigin?: () => string;
  /** The process's Daraja client, when others share it; made from the config otherwise. */
  daraja?: DarajaClient;
}

/** The one Daraja client of a process: Daraja keeps one token per app, so clients must not compete. */
export function darajaFromConfig(config: Config, localOrigin?: () => string): DarajaClient {
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

export function paymentsFromConfig({
  db,
  config,
  orders,
  log,
  limits,
  paymentEvents,
  localOrigin,
  daraja = darajaFromConfig(config, localOrigin),
}: PaymentsDeps) {
  return createPaymentsService({
    db,
    mpesa: config.mpesa,
    orders,
    daraja,
    events: paymentEvents ?? localEvents(),
    recording: new Set(),
    log,
    limits,
    paymentLimits: config.paymentLimits,
  });
}
