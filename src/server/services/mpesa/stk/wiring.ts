import type { Config } from '../../../config/config';
import type { Database } from '../../../db/client';
import type { DarajaClient } from '../../../integrations/mpesa/client';
import type { OrdersService } from '../../orders';
import type { PaymentsLog } from './context';
import { localEvents, type PaymentEvents } from './events';
import { createPaymentsService } from './service';
import type { RateLimits } from '../../limits';

export interface PaymentsDeps {
  db: Database;
  config: Config;
  orders: OrdersService;
  log: PaymentsLog;
  limits: RateLimits;
  /** Settled-payment signals shared by app processes; in-process only when not given. */
  paymentEvents?: PaymentEvents;
  daraja: DarajaClient;
}

export function paymentsFromConfig({ db, config, orders, log, limits, paymentEvents, daraja }: PaymentsDeps) {
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
