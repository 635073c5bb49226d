// Units an unpaid M-Pesa order held beyond the unpaid limit go back on sale once their short hold is
// over (orders/surplus-hold.ts), looked for once a period across all app processes (jobs/periodic.ts).
// The hold's length is the owner's setting, fixed on each order as it is placed or prompted again.
import type { OrdersService } from '../services/orders';
import type { PeriodicJob } from './periodic';

interface JobLog {
  info(details: object, message: string): void;
}

export interface SurplusHoldsJobOptions {
  orders: Pick<OrdersService, 'releaseLapsedSurplus'>;
  /** 0 turns the job off in this process. */
  everyMs: number;
  log: JobLog;
}

/** One pass (tests pass their own `now`). */
export async function runSurplusHolds(
  options: Pick<SurplusHoldsJobOptions, 'orders' | 'log'>,
  now = new Date(),
): Promise<string[]> {
  const released = await options.orders.releaseLapsedSurplus(now);
  if (released.length > 0) {
    options.log.info(
      { count: released.length, orderNumbers: released },
      'units beyond the unpaid limit back on sale',
    );
  }
  return released;
}

export function surplusHoldsJob(options: SurplusHoldsJobOptions): PeriodicJob {
  return { name: 'surplus-holds', everyMs: options.everyMs, run: () => runSurplusHolds(options) };
}
