import { darajaFromConfig } from './daraja';
import { paybillFromConfig } from './paybill/wiring';
import { createRefundsService } from './refunds/service';
import { paymentsFromConfig, type PaymentsDeps } from './stk/wiring';

export interface MpesaDeps extends Omit<PaymentsDeps, 'daraja'> {
  /** This app's own address once it listens: simulated M-Pesa is served by the app itself. */
  localOrigin?: () => string;
}

/** Prompts, Paybill and refunds over the process's one Daraja client (see daraja.ts). */
export function mpesaFromConfig({ db, config, orders, log, limits, paymentEvents, localOrigin }: MpesaDeps) {
  const daraja = darajaFromConfig(config, localOrigin);
  return {
    payments: paymentsFromConfig({ db, config, orders, log, limits, paymentEvents, daraja }),
    /** Refunds to M-Pesa (Daraja Transaction Reversal), and the money still owed back. */
    refunds: createRefundsService({
      db,
      daraja,
      log,
      mailSettings: { publicUrl: config.publicUrl, shopEmail: config.shop.email },
      sending: new Set(),
    }),
    c2b: paybillFromConfig({ db, config, orders, log, daraja }),
  };
}
