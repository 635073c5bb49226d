// Periodic jobs run once a period across every app process. Each process asks on its own timer;
// the one whose upsert moves `next_run_at` on runs the job, and the others, whose upsert found the
// row locked and then no longer due, do not. A process that dies mid-run leaves that period's run
// unfinished: periodic jobs here are sweeps that the next period's run completes.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobSchedules } from './tables';

/** True when this caller won this period's run of `name`, which is due every `everyMs`. */
export async function claimScheduledRun(db: Database, name: string, everyMs: number): Promise<boolean> {
  const next = sql`now() + ${Math.round(everyMs)} * interval '1 millisecond'`;
  const rows = await db
    .insert(jobSchedules)
    .values({ name, nextRunAt: next })
    .onConflictDoUpdate({
      target: jobSchedules.name,
      set: { nextRunAt: next },
      setWhere: sql`${jobSchedules.nextRunAt} <= now()`,
    })
    .returning({ name: jobSchedules.name });
  return rows.length > 0;
}
