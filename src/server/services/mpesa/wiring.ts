import type { SettingsService } from '../settings';
import type { RefundHook, RefundsContext } from './refunds/context';
import { darajaFromConfig } from './daraja';
import { paybillFromConfig } from './paybill/wiring';
import { createRefundsService } from './refunds/service';
import { paymentsFromConfig, type PaymentsDeps } from './stk/wiring';

export interface MpesaDeps extends Omit<PaymentsDeps, 'daraja'> {
  /** The owner's settings, for what refund mails quote. */
  settings: Pick<SettingsService, 'readFresh'>;
  /** This app's own address once it listens: simulated M-Pesa is served by the app itself. */
  localOrigin?: () => string;
  /** The credit note of a refund that reached the customer. */
  onRefunded?: RefundHook;
  /** The order follows its parcels once a refund put units back (fulfilment). */
  onRestocked?: RefundsContext['onRestocked'];
}

/** Prompts, Paybill and refunds over the process's one Daraja client (see daraja.ts). */
export function mpesaFromConfig({
  db,
  config,
  orders,
  log,
  limits,
  paymentEvents,
  localOrigin,
  settings,
  onRefunded,
  onRestocked,
}: MpesaDeps) {
  const daraja = darajaFromConfig(config, localOrigin);
  return {
    payments: paymentsFromConfig({ db, config, orders, log, limits, paymentEvents, daraja }),
    /** Refunds to M-Pesa (Daraja Transaction Reversal), and the money still owed back. */
    refunds: createRefundsService({
      db,
      daraja,
      log,
      mailSettings: { publicUrl: config.publicUrl, shopEmail: config.shop.email },
      settings,
      sending: new Set(),
      ...(onRefunded ? { onRefunded } : {}),
      ...(onRestocked ? { onRestocked } : {}),
    }),
    paybill: paybillFromConfig({ db, config, orders, log, daraja, limits }),
  };
}
