// The abandoned-order clean-up (unpaid M-Pesa orders, unconfirmed Pay Later ones), run once every
// few minutes across all app processes (jobs/periodic.ts). Runs that overlap anyway (a slow one
// past its period) are safe: the service claims rows with SKIP LOCKED, so nothing is cancelled twice.
import type { OrdersService } from '../services/orders';
import type { PeriodicJob } from './periodic';

export interface AbandonedOrdersJobOptions {
  orders: Pick<OrdersService, 'cancelAbandoned'>;
  /** How long an order may await M-Pesa payment. */
  abandonedAfterMs: number;
  /** How long a Pay Later order may wait for the shop's confirmation; unset keeps them. */
  payLaterHoldMs?: number;
  /** 0 turns the job off. */
  everyMs: number;
  log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

/** One pass, callable directly (tests pass their own `now`). */
export async function runAbandonedOrders(
  options: Pick<AbandonedOrdersJobOptions, 'orders' | 'abandonedAfterMs' | 'payLaterHoldMs' | 'log'>,
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

export function abandonedOrdersJob(options: AbandonedOrdersJobOptions): PeriodicJob {
  return { name: 'abandoned-orders', everyMs: options.everyMs, run: () => runAbandonedOrders(options) };
}
