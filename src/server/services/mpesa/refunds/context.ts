import type { Database } from '../../../db/client';
import type { DbExecutor } from '../../../db/executor';
import type { refunds } from '../tables';
import type { DarajaClient } from '../../../integrations/mpesa/client';
import type { CustomerMailSettings, Order } from '../../orders';
import type { SettingsService } from '../../settings';
import type { PaymentsLog } from '../stk/context';

/** What the refund functions share. */
export interface RefundsContext {
  db: Database;
  daraja: DarajaClient;
  log: PaymentsLog;
  mailSettings: CustomerMailSettings;
  /** The owner's settings: a refund mail gives the shop's address as they hold it when it is made. */
  settings: Pick<SettingsService, 'readFresh'>;
  /**
   * Reversals of this process between Daraja's acceptance and the storing of its ids. A result can
   * outrun that store (the simulator answers at once): it waits for these first.
   */
  sending: Set<Promise<unknown>>;
  /** What else happens, in the same transaction, when a refund reaches the customer (the credit note). */
  onRefunded?: RefundHook;
  /**
   * Units went back in stock, in the transaction that holds the order's lock: what is still owed may
   * now all be away in parcels, so the order's status follows them (fulfilment).
   */
  onRestocked?: (tx: DbExecutor, order: Order, adminId: number | null) => Promise<unknown>;
}

export interface RefundHook {
  refundSettled(
    tx: DbExecutor,
    refund: {
      id: number;
      orderId: number;
      amountCents: number;
      /** What the shop still holds on the order once this refund is out. */
      keptCents: number;
      reason: string;
    },
  ): Promise<void>;
}

export type RefundRow = typeof refunds.$inferSelect;

/** A refund's money counts against its payment while it may still go out, and once it has. */
export const REFUND_STATES_HOLDING_MONEY = ['pending', 'succeeded'] as const;
