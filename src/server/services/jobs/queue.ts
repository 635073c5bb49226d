// The job queue in PostgreSQL (DESIGN §8). A job is inserted by the transaction that causes it, so
// it exists exactly when that change committed. Workers in any process claim due jobs with
// FOR UPDATE SKIP LOCKED, so two never take the same one, and hold a lease (`locked_until`): a
// process killed mid-job leaves it claimable again once its lease has passed. Each claim counts an
// attempt, and a worker may finish a job only while its attempt is the latest, so a worker that
// comes back after losing its lease changes nothing.
//
// At least once: a job whose worker did its work but died before `complete` runs again. Handlers
// make a repeat harmless (a mail keeps its Message-ID and outbox file name).
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { sendNotice } from '../../db/change-notices';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { backgroundJobs, type JobState } from './tables';

/** Workers listen here for a prompt start after an enqueue (db/change-notices.ts). */
export const JOB_NOTICE_CHANNEL = 'background_jobs';

export interface NewJob {
  kind: string;
  /**
   * Names the event the job is for (`order-event:42:customer`): enqueuing it again adds nothing.
   * It names outbox files and log lines, so it carries ids, never personal data.
   */
  key: string;
  payload: unknown;
  /** Not before this many milliseconds from now (by the database's clock). */
  runAfterMs?: number;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  /** This claim's number: 1 on the first try. */
  attempts: number;
}

export interface RetryPolicy {
  /** Tries in all, the first included; after the last failure the job is dead. */
  attempts: number;
  /** Wait before the second try; each later wait doubles. */
  firstDelayMs: number;
}

const MAX_DELAY_MS = 60 * 60 * 1000;
const afterMs = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

/**
 * Adds a job in the caller's transaction (or on its own with the database); true when it is new.
 * Workers hear of it once the transaction commits.
 */
export async function enqueue(executor: DbExecutor, job: NewJob): Promise<boolean> {
  const inserted = await executor
    .insert(backgroundJobs)
    .values({ kind: job.kind, key: job.key, payload: job.payload, runAt: afterMs(job.runAfterMs ?? 0) })
    .onConflictDoNothing({ target: backgroundJobs.key })
    .returning({ id: backgroundJobs.id });
  if (inserted.length === 0) return false;
  await sendNotice(executor, JOB_NOTICE_CHANNEL);
  return true;
}

/** The wait after the `attempt`th failure: doubling from `firstDelayMs`, at most an hour. */
function retryDelayMs(retry: RetryPolicy, attempt: number): number {
  return Math.min(MAX_DELAY_MS, retry.firstDelayMs * 2 ** (attempt - 1));
}

export type JobQueue = ReturnType<typeof createJobQueue>;

export function createJobQueue(db: Database) {
  // `complete` and `fail` touch a job only while the caller's claim is its latest.
  const stillHeld = (job: ClaimedJob) =>
    and(
      eq(backgroundJobs.id, job.id),
      eq(backgroundJobs.attempts, job.attempts),
      eq(backgroundJobs.state, 'pending'),
    );

  return {
    /** Takes up to `limit` due jobs of these kinds for `leaseMs`; another worker skips them. */
    async claim({
      kinds,
      leaseMs,
      limit,
    }: {
      kinds: readonly string[];
      leaseMs: number;
      limit: number;
    }): Promise<ClaimedJob[]> {
      if (kinds.length === 0) return [];
      const due = db
        .select({ id: backgroundJobs.id })
        .from(backgroundJobs)
        .where(
          and(
            eq(backgroundJobs.state, 'pending'),
            inArray(backgroundJobs.kind, [...kinds]),
            lte(backgroundJobs.runAt, sql`now()`),
            or(isNull(backgroundJobs.lockedUntil), lte(backgroundJobs.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(backgroundJobs.runAt), asc(backgroundJobs.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(backgroundJobs)
        .set({ attempts: sql`${backgroundJobs.attempts} + 1`, lockedUntil: afterMs(leaseMs) })
        .where(inArray(backgroundJobs.id, due))
        .returning({
          id: backgroundJobs.id,
          kind: backgroundJobs.kind,
          key: backgroundJobs.key,
          payload: backgroundJobs.payload,
          attempts: backgroundJobs.attempts,
        });
      return rows.sort((a, b) => a.id - b.id);
    },

    /** The job is done; false when this claim had already lost it (its lease ran out). */
    async complete(job: ClaimedJob): Promise<boolean> {
      const rows = await db
        .update(backgroundJobs)
        .set({ state: 'done', lockedUntil: null, finishedAt: sql`now()` })
        .where(stillHeld(job))
        .returning({ id: backgroundJobs.id });
      return rows.length > 0;
    },

    /**
     * Records a failed try: the job waits its backoff and is tried again, or, after the policy's
     * last try, is dead. Null when this claim had already lost the job.
     */
    async fail(job: ClaimedJob, reason: string, retry: RetryPolicy): Promise<JobState | null> {
      const dead = job.attempts >= retry.attempts;
      const [row] = await db
        .update(backgroundJobs)
        .set({
          state: dead ? 'dead' : 'pending',
          runAt: afterMs(dead ? 0 : retryDelayMs(retry, job.attempts)),
          lockedUntil: null,
          lastError: reason,
          finishedAt: dead ? sql`now()` : null,
        })
        .where(stillHeld(job))
        .returning({ state: backgroundJobs.state });
      return row?.state ?? null;
    },

    /**
     * Milliseconds until the next job of these kinds may be claimed (0 when one is due now), or
     * null when none is waiting.
     */
    async nextDueInMs(kinds: readonly string[]): Promise<number | null> {
      if (kinds.length === 0) return null;
      // When a pending job may next be claimed: its run_at, or later while a lease holds it.
      const claimableAt = sql`greatest(${backgroundJobs.runAt}, coalesce(${backgroundJobs.lockedUntil}, ${backgroundJobs.runAt}))`;
      const [row] = await db
        .select({ ms: sql<string | number | null>`extract(epoch from min(${claimableAt}) - now()) * 1000` })
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.state, 'pending'), inArray(backgroundJobs.kind, [...kinds])));
      const ms = row?.ms ?? null;
      return ms === null ? null : Math.max(0, Number(ms));
    },

    /** Deletes jobs finished longer ago than `olderThanMs` (their payloads hold addresses). */
    async sweepFinished(olderThanMs: number): Promise<number> {
      const deleted = await db
        .delete(backgroundJobs)
        .where(lt(backgroundJobs.finishedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`))
        .returning({ id: backgroundJobs.id });
      return deleted.length;
    },
  };
}
