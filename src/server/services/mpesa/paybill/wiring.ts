import type { Config } from '../../../config/config';
import type { Database } from '../../../db/client';
import type { DarajaClient } from '../../../integrations/mpesa/client';
import type { RateLimits } from '../../limits';
import type { OrderProof, OrdersService } from '../../orders';
import type { PaymentsLog } from '../stk/context';
import { keepC2bRegistered, registerOnce } from './registration';
import { createC2bPaymentsService } from './service';
import { paybillStatus } from './status';
import { limitedPaybillStatus } from './status-lookups';

/** `services.mpesa.paybill`: Paybill (C2B) payments, Daraja's validation and confirmation, the console's unmatched list. */
export function paybillFromConfig(deps: {
  db: Database;
  config: Config;
  orders: OrdersService;
  log: PaymentsLog;
  daraja: DarajaClient;
  limits: RateLimits;
}) {
  const { db, config, orders, log, daraja, limits } = deps;
  return {
    ...createC2bPaymentsService({ db, mpesa: config.mpesa, orders, log }),
    /** Registers the Paybill URLs now and retries until Daraja holds them; call once the app listens. */
    keepRegistered: () => keepC2bRegistered(daraja, log),
    /** One registration attempt: true once Daraja holds the URLs. */
    registerUrls: () => registerOnce(daraja, log),
    /**
     * How an order's Paybill payment stands, for the shopper who placed it; null otherwise. Misses
     * are counted against `clientAddress` (RateLimitedError past the limit).
     */
    status: (orderNumber: string, proof: OrderProof, clientAddress: string) =>
      limitedPaybillStatus(limits, clientAddress, () =>
        paybillStatus(db, config.mpesa.paybillShortcode, orderNumber, proof),
      ),
  };
}
