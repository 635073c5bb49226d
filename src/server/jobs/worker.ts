// Each app process works the job queue: it looks every few seconds (jobs in backoff fall due), and
// at once when an enqueue's notice arrives (db/change-notices.ts), so a mail leaves moments after
// the order that caused it commits. Stopping finishes the jobs in hand; the rest stay queued for
// any other process, or this one's next start.
import type { DatabaseHandle } from '../db/client';
import { listenForNotices } from '../db/change-notices';
import { JOB_NOTICE_CHANNEL, type JobRunner } from '../services/jobs';
import type { RunningJob } from './every';

export interface JobWorkerOptions {
  jobs: Pick<JobRunner, 'runDue'>;
  database: DatabaseHandle;
  log: { warn(details: object, message: string): void };
  /** How often to look without a notice. */
  pollMs?: number;
}

export const JOB_POLL_MS = 2_000;

export async function startJobWorker({
  jobs,
  database,
  log,
  pollMs = JOB_POLL_MS,
}: JobWorkerOptions): Promise<RunningJob> {
  let stopped = false;
  let nudged = false;
  let wake = () => {};
  const nudge = () => {
    nudged = true;
    wake();
  };
  const notices = await listenForNotices(database, {
    channel: JOB_NOTICE_CHANNEL,
    onNotice: nudge,
    // Notices sent while the connection was away are lost: look now.
    onReconnect: nudge,
    onError: (error) => log.warn({ err: error }, 'job notices interrupted; listening again'),
  });

  const loop = (async () => {
    while (!stopped) {
      nudged = false;
      let more = false;
      try {
        // A full batch may leave more due jobs behind it.
        more = (await jobs.runDue()) > 0 || nudged;
      } catch (error) {
        log.warn({ err: error }, 'background jobs could not be claimed; trying again');
      }
      if (more || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = () => {};
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake();
      await loop;
      await notices.close();
    },
  };
}
