// Periodic jobs run once a period across all app processes: every process asks on a timer, and
// only the one that claims the period's run in the database runs it (services/jobs/schedule.ts).
import { runEvery, type JobLog, type RunningJob } from './every';

export interface PeriodicJob {
  name: string;
  /** 0 or less turns the job off. */
  everyMs: number;
  run(): Promise<unknown>;
}

// Each process asks at least this often, so a run is late by at most this much.
const ASK_EVERY_MS = 30_000;

export function startPeriodicJobs(
  jobs: readonly PeriodicJob[],
  claim: (name: string, everyMs: number) => Promise<boolean>,
  log: JobLog,
): RunningJob {
  const timers = jobs.map((job) =>
    runEvery(
      job.name,
      job.everyMs > 0 ? Math.min(job.everyMs, ASK_EVERY_MS) : 0,
      async () => {
        if (await claim(job.name, job.everyMs)) await job.run();
      },
      log,
    ),
  );
  return {
    async stop() {
      await Promise.all(timers.map((timer) => timer.stop()));
    },
  };
}
