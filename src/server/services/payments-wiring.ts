import type { Config } from '../config';
import type { Database } from '../db/client';
import { createDarajaClient } from '../integrations/mpesa/client';
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
}

export function paymentsFromConfig({
  db,
  config,
  orders,
  log,
  limits,
  paymentEvents,
  localOrigin,
}: PaymentsDeps) {
  const { mpesa } = config;
  const origin = localOrigin ?? (() => config.publicUrl);
  const daraja = createDarajaClient({
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
  return createPaymentsService({
    db,
    mpesa,
    orders,
    daraja,
    events: paymentEvents ?? localEvents(),
    recording: new Set(),
    log,
    limits,
    paymentLimits: config.paymentLimits,
  });
}
