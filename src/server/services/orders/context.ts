import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import type { Order } from './model';
import type { JobLog } from '../jobs';
import type { OrderLimits } from '../../config/limits-env';
import type { OrderMailSettings } from './mails';
import type { RateLimits } from '../limits';
import type { OrderSmsSettings } from './sms-texts';
import type { SettingsService } from '../settings';

/**
 * What else happens when an order is confirmed or cancelled, in the same transaction (the tax
 * invoice, and the credit note of a cancelled one). Given by the wiring, so orders need not know the
 * domains that follow them.
 */
export interface SaleHooks {
  orderConfirmed(tx: DbExecutor, order: Order): Promise<void>;
  /**
   * Only the shop cancels a confirmed (invoiced) order: the abandoned-order job cancels unpaid ones,
   * which were never invoiced.
   */
  orderCancelled(tx: DbExecutor, order: Order): Promise<void>;
}

/** What the order functions share: the database, what mails and texts say, limits and the log. */
export interface OrdersContext {
  db: Database;
  /** What mails and texts quote from the deployment; order-message-settings.ts lays the owner's
   * settings (shop e-mail, Paybill number, Pay Later promise) over them as each is made. */
  mailSettings: Omit<OrderMailSettings, 'payLaterCallMinutes'>;
  smsSettings: Omit<OrderSmsSettings, 'payLaterCallMinutes' | 'shopName'>;
  log: JobLog;
  limits: RateLimits;
  orderLimits: OrderLimits;
  /** The owner's settings: delivery fees and the wholesale discount an order is priced by, and
   * what its mails and texts quote. */
  settings: SettingsService;
  sales?: SaleHooks;
}
