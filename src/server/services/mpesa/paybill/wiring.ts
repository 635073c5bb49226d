import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { DarajaClient } from '../../../integrations/mpesa/client';
import type { OrderProof, OrdersService } from '../../orders';
import type { PaymentsLog } from '../stk/context';
import { keepC2bRegistered, registerOnce } from './registration';
import { createC2bPaymentsService } from './service';
import { paybillStatus } from './status';

/** `services.c2b`: Paybill (C2B) payments, Daraja's validation and confirmation, the console's unmatched list. */
export function paybillFromConfig(deps: {
  db: Database;
  config: Config;
  orders: OrdersService;
  log: PaymentsLog;
  daraja: DarajaClient;
}) {
  const { db, config, orders, log, daraja } = deps;
  return {
    ...createC2bPaymentsService({ db, mpesa: config.mpesa, orders, log }),
    /** Registers the Paybill URLs now and retries until Daraja holds them; call once the app listens. */
    keepRegistered: () => keepC2bRegistered(daraja, log),
    /** One registration attempt: true once Daraja holds the URLs. */
    registerUrls: () => registerOnce(daraja, log),
    /** How an order's Paybill payment stands, for the shopper who placed it; null otherwise. */
    status: (orderNumber: string, proof: OrderProof) =>
      paybillStatus(db, config.mpesa.paybillShortcode, orderNumber, proof),
  };
}
