// Runs the abandoned-order clean-up every few minutes in each app process. Processes may overlap:
// the service claims rows with SKIP LOCKED, so nothing is cancelled twice.
import type { OrdersService } from '../services/orders';

export interface AbandonedOrdersJobOptions {
  orders: Pick<OrdersService, 'cancelAbandoned'>;
  /** How long an order may await M-Pesa payment. */
  abandonedAfterMs: number;
  /** 0 turns the job off. */
  everyMs: number;
  log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

export interface RunningJob {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/** One pass, callable directly (tests pass their own `now`). */
export async function runAbandonedOrders(
  options: Pick<AbandonedOrdersJobOptions, 'orders' | 'abandonedAfterMs' | 'log'>,
  now = new Date(),
): Promise<string[]> {
  const cancelled = await options.orders.cancelAbandoned({ now, olderThanMs: options.abandonedAfterMs });
  if (cancelled.length > 0) {
    options.log.info({ count: cancelled.length, orderNumbers: cancelled }, 'abandoned orders cancelled');
  }
  return cancelled;
}

export function startAbandonedOrdersJob(options: AbandonedOrdersJobOptions): RunningJob {
  if (options.everyMs <= 0) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return; // a slow pass is not stacked on by the next tick
    running = runAbandonedOrders(options)
      .catch((error: unknown) => options.log.error({ err: error }, 'abandoned-order job failed'))
      .finally(() => {
        running = null;
      });
  }, options.everyMs);
  // The timer alone must not keep the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
