// Runs claimed jobs by kind. The worker (jobs/worker.ts) calls `runDue` on its own rhythm; tests
// and scripts call `drain` to run everything due, waiting out backoffs, until the queue is empty.
import { setTimeout as sleep } from 'node:timers/promises';
import { errorReason } from '../../lib/error-reason';
import type { ClaimedJob, JobQueue, RetryPolicy } from './queue';

export interface JobHandler {
  retry: RetryPolicy;
  /** Throws when the job did not get done; it is then tried again after a backoff. */
  run(job: ClaimedJob): Promise<void>;
}

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface RunnerOptions {
  queue: JobQueue;
  handlers: Record<string, JobHandler>;
  log: JobLog;
  /** How long a claim holds a job. A handler is given half of it, so it ends before the lease does. */
  leaseMs?: number;
  /** Jobs claimed and run together. */
  batch?: number;
}

export const DEFAULT_LEASE_MS = 2 * 60 * 1000;
// `drain` waits for jobs in backoff that fall due within this, and leaves later ones.
const DRAIN_HORIZON_MS = 60 * 1000;

export type JobRunner = ReturnType<typeof createJobRunner>;

export function createJobRunner({
  queue,
  handlers,
  log,
  leaseMs = DEFAULT_LEASE_MS,
  batch = 5,
}: RunnerOptions) {
  const kinds = Object.keys(handlers);
  const inHand = new Set<Promise<void>>();

  async function run(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.kind]!;
    const details = { job: job.id, kind: job.kind, key: job.key, attempt: job.attempts };
    try {
      await withTimeout(handler.run(job), leaseMs / 2);
    } catch (error) {
      const reason = errorReason(error);
      const state = await queue.fail(job, reason, handler.retry);
      if (state === 'dead') log.error({ ...details, reason }, 'background job failed: giving up');
      else if (state === 'pending') log.warn({ ...details, reason }, 'background job failed: will retry');
      return;
    }
    if (!(await queue.complete(job))) {
      log.warn(details, 'background job finished after its lease ran out: it may run twice');
    }
  }

  function track(job: ClaimedJob): Promise<void> {
    // A job that cannot be marked (the database went away) runs again once its lease passes.
    const running = run(job).catch((error: unknown) =>
      log.warn({ err: error, job: job.id, kind: job.kind }, 'background job not recorded as finished'),
    );
    inHand.add(running);
    void running.finally(() => inHand.delete(running));
    return running;
  }

  const runner = {
    /** Claims the jobs due now (up to a batch) and runs them; resolves with how many it ran. */
    async runDue(): Promise<number> {
      const jobs = await queue.claim({ kinds, leaseMs, limit: batch });
      await Promise.all(jobs.map(track));
      return jobs.length;
    },

    /** Resolves when the jobs this process has in hand are finished (shutdown). */
    async idle(): Promise<void> {
      while (inHand.size > 0) await Promise.all(inHand);
    },

    /**
     * Runs jobs until none is waiting: jobs in backoff, or held by a worker whose lease is running
     * out, are waited for if they fall due within a minute.
     */
    async drain(): Promise<void> {
      for (;;) {
        if ((await runner.runDue()) > 0) continue;
        await runner.idle();
        const wait = await queue.nextDueInMs(kinds);
        if (wait === null || wait > DRAIN_HORIZON_MS) return;
        await sleep(Math.min(Math.max(wait, 5), 1000));
      }
    },
  };
  return runner;
}

async function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
