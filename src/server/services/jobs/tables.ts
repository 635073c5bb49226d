// The durable queue of background work and the periodic jobs' claims.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sqlList, createdAt } from '../../db/columns';

export const JOB_STATES = ['pending', 'done', 'dead'] as const;

export type JobState = (typeof JOB_STATES)[number];

/**
 * Background work (mail now, SMS later), written in the same transaction as the change that causes
 * it and run by a worker in any app process (services/jobs/queue.ts). `key` names the event, so an
 * event enqueued twice is one job; `attempts` counts claims and fences a worker whose lease ran out.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<JobState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker holds the job; once it has passed, any worker may claim the job again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last failure's message, with addresses and credentials masked. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('background_jobs_key_key').on(t.key),
    // Workers claim pending jobs that are due, oldest first; finished jobs stay out of this index.
    index('background_jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    // The sweep deletes finished jobs after a while.
    index('background_jobs_finished_at_idx').on(t.finishedAt),
    check('background_jobs_state_check', sql`${t.state} in (${sqlList(JOB_STATES)})`),
  ],
);

/** Periodic jobs: a run is claimed by moving `next_run_at` on, so each period runs once in all processes. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
