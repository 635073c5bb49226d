// `services.jobs`: the durable queue and its runner as the worker (jobs/worker.ts) and the periodic
// tasks (jobs/periodic.ts) use them. Services queue their jobs in the transaction of their cause.
import type { Database } from '../../db/client';
import { createJobQueue } from './queue';
import { createJobRunner, type JobHandler, type JobLog } from './runner';
import { claimScheduledRun } from './schedule';

export function createJobsService(db: Database, log: JobLog, handlers: Record<string, JobHandler>) {
  const queue = createJobQueue(db);
  return {
    /** `runDue` for the worker; `drain()` runs everything waiting (tests, scripts). */
    ...createJobRunner({ queue, log, handlers }),
    /** Deletes jobs finished longer ago than `olderThanMs`. */
    sweepFinished: (olderThanMs: number) => queue.sweepFinished(olderThanMs),
    /** True when this process won this period's run of periodic job `name` (jobs/periodic.ts). */
    claimPeriodicRun: (name: string, everyMs: number) => claimScheduledRun(db, name, everyMs),
  };
}
