// The abandoned-order clean-up (unpaid M-Pesa orders, unconfirmed Pay Later ones), run once every
// few minutes across all app processes (jobs/periodic.ts). Runs that overlap anyway (a slow one
// past its period) are safe: the service claims rows with SKIP LOCKED, so nothing is cancelled twice.
// How long an order may wait is the owner's to change in the console: each run reads the settings
// (the environment's ABANDONED_ORDER_HOURS and PAY_LATER_HOLD_HOURS are their defaults).
import type { OrdersService } from '../services/orders';
import type { SettingsService } from '../services/settings';
import type { PeriodicJob } from './periodic';

const HOUR_MS = 60 * 60 * 1000;

interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface AbandonedOrdersWindows {
  /** How long an order may await M-Pesa payment. */
  abandonedAfterMs: number;
  /** How long a Pay Later order may wait for the shop's confirmation; unset keeps them. */
  payLaterHoldMs?: number;
}

export interface AbandonedOrdersJobOptions {
  orders: Pick<OrdersService, 'cancelAbandoned'>;
  /** Read at each run: settings.orders.abandonedAfterHours and settings.payLater.holdHours. */
  settings: Pick<SettingsService, 'read'>;
  /** 0 turns the job off. */
  everyMs: number;
  log: JobLog;
}

/** One pass with the given windows, callable directly (tests pass their own `now`). */
export async function runAbandonedOrders(
  options: AbandonedOrdersWindows & { orders: Pick<OrdersService, 'cancelAbandoned'>; log: JobLog },
  now = new Date(),
): Promise<string[]> {
  const cancelled = await options.orders.cancelAbandoned({
    now,
    olderThanMs: options.abandonedAfterMs,
    payLaterOlderThanMs: options.payLaterHoldMs,
  });
  if (cancelled.length > 0) {
    options.log.info({ count: cancelled.length, orderNumbers: cancelled }, 'abandoned orders cancelled');
  }
  return cancelled;
}

/** One pass with the windows the settings hold now: what the periodic job runs. */
export async function runAbandonedOrdersBySettings(
  options: Pick<AbandonedOrdersJobOptions, 'orders' | 'settings' | 'log'>,
  now = new Date(),
): Promise<string[]> {
  const settings = await options.settings.read();
  return runAbandonedOrders(
    {
      orders: options.orders,
      log: options.log,
      abandonedAfterMs: Math.round(settings.orders.abandonedAfterHours * HOUR_MS),
      payLaterHoldMs: Math.round(settings.payLater.holdHours * HOUR_MS),
    },
    now,
  );
}

export function abandonedOrdersJob(options: AbandonedOrdersJobOptions): PeriodicJob {
  return {
    name: 'abandoned-orders',
    everyMs: options.everyMs,
    run: () => runAbandonedOrdersBySettings(options),
  };
}
