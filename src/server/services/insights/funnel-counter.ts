// The funnel's first steps (product views, carts, checkouts started), counted per shop day and
// nothing else: no address, cookie or id of a shopper is read or kept. Every product page view
// would otherwise be one UPDATE of the same hot row, so each process adds its counts up in memory
// and writes them in one upsert every few seconds; processes add to the same rows, and a process
// that dies loses at most those seconds of counts, which a funnel can bear. A failed write keeps
// its counts for the next one.
import { sql } from 'drizzle-orm';
import type { CountedFunnelStep } from '../../../core/insights';
import { shopDate } from '../../../core/shop-time';
import type { Database } from '../../db/client';
import { funnelCounts } from './tables';
import type { JobLog } from '../jobs';

const FLUSH_EVERY_MS = 5_000;

export type FunnelCounter = ReturnType<typeof createFunnelCounter>;

export function createFunnelCounter(db: Database, log: JobLog, flushEveryMs = FLUSH_EVERY_MS) {
  /** `${day} ${step}` -> counts not yet written. */
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;

  const add = (key: string, n: number) => pending.set(key, (pending.get(key) ?? 0) + n);

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const writing = pending;
    pending = new Map();
    const rows = [...writing].map(([key, count]) => {
      const [day, step] = key.split(' ') as [string, CountedFunnelStep];
      return { day, step, count };
    });
    try {
      await db
        .insert(funnelCounts)
        .values(rows)
        .onConflictDoUpdate({
          target: [funnelCounts.day, funnelCounts.step],
          set: { count: sql`${funnelCounts.count} + excluded.count` },
        });
    } catch (error) {
      for (const [key, n] of writing) add(key, n);
      throw error;
    }
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      flush().catch((error: unknown) =>
        log.warn({ err: error }, 'funnel counts not written; kept for later'),
      );
    }, flushEveryMs);
    // Counting never keeps a stopping process alive; close() writes what is left.
    timer.unref();
  }

  return {
    /** One more of `step` on the shop day of `at`. */
    count(step: CountedFunnelStep, at: Date = new Date()): void {
      add(`${shopDate(at)} ${step}`, 1);
      schedule();
    },
    /** Writes this process's counts now: before a report reads them, and when the app stops. */
    flush,
  };
}
