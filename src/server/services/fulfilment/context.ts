// What the fulfilment domain is built over: the database, the orders it moves, the settings its
// texts quote (the shop's name, the couriers, the reminder days) and where its links point.
import type { Database } from '../../db/client';
import type { OrdersService } from '../orders';
import type { SettingsService } from '../settings';

export interface FulfilmentContext {
  db: Database;
  orders: Pick<OrdersService, 'moveLocked'>;
  settings: Pick<SettingsService, 'readFresh'>;
  /** The shop's address: the rider's link starts with it. */
  publicUrl: string;
  /** The owner's phone: told when a parcel could not be delivered. */
  shopPhone: string;
}
