// The job queue's promises: a job is run until done or dead, a worker that dies loses nothing,
// two workers never share a job, an event enqueued twice is one job, and a periodic job runs once
// a period however many processes ask. On PostgreSQL the "processes" are two database handles.
import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client';
import { backgroundJobs } from '../../src/server/db/schema';
import type { MailTransport } from '../../src/server/integrations/mail/mail';
import {
  createJobQueue,
  enqueue,
  createJobRunner,
  type JobHandler,
  claimScheduledRun,
} from '../../src/server/services/jobs';
import { enqueueMail, mailBrand, mailJobHandler } from '../../src/server/services/notifications';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let other: DatabaseHandle | null = null;
/** A second process's connection on PostgreSQL; the one embedded database otherwise. */
let otherDb: Database;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  other = app.target.kind === 'postgres' ? await openDatabase(app.target) : null;
  otherDb = other?.db ?? app.db;
});
afterAll(async () => {
  await other?.close();
  await app.close();
});
beforeEach(async () => {
  await app.db.delete(backgroundJobs);
});

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const at = (level: string) => (details: object, message: string) =>
    void lines.push({ level, details, message });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

const jobRow = async (key: string) =>
  (await app.db.select().from(backgroundJobs).where(eq(backgroundJobs.key, key)))[0]!;

/** The job's next try is further away than `minutes` (its backoff), by the database's clock. */
const waitsAtLeast = async (key: string, minutes: number) => {
  const [row] = await app.db
    .select({ later: sql<boolean>`${backgroundJobs.runAt} > now() + ${minutes} * interval '1 minute'` })
    .from(backgroundJobs)
    .where(eq(backgroundJobs.key, key));
  return row!.later;
};

/** Makes a job in backoff due now, as if its wait had passed. */
const fallDue = (key: string) =>
  app.db
    .update(backgroundJobs)
    .set({ runAt: sql`now()` })
    .where(eq(backgroundJobs.key, key));

describe('a job that keeps failing', () => {
  it('is retried after doubling waits and is dead after its last try, logged without addresses or secrets', async () => {
    const { log, lines } = recordingLog();
    let calls = 0;
    const refusing: MailTransport = {
      kind: 'smtp',
      deliver: async () => {
        calls++;
        throw new Error('550 <amina@example.com> rejected by smtp://user:secret@mail.example');
      },
    };
    const retry = { attempts: 3, firstDelayMs: 10 * 60 * 1000 };
    const runner = createJobRunner({
      queue: createJobQueue(app.db),
      log,
      handlers: {
        mail: mailJobHandler({
          transport: refusing,
          from: 'shop@example.com',
          brand: async () => mailBrand(app.config.publicUrl),
          retry,
          log,
        }),
      },
    });
    const mail = { to: 'amina@example.com', subject: 'Order HM-TEST0001 confirmed', text: 'Thank you.' };
    await enqueueMail(app.db, 'test:refused', mail);
    const key = 'mail:test:refused';

    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(key)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await waitsAtLeast(key, 9)).toBe(true);
    expect(await runner.runDue()).toBe(0);

    await fallDue(key);
    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(key)).toMatchObject({ state: 'pending', attempts: 2 });
    expect(await waitsAtLeast(key, 19)).toBe(true);

    await fallDue(key);
    expect(await runner.runDue()).toBe(1);
    const dead = await jobRow(key);
    expect(dead).toMatchObject({ state: 'dead', attempts: 3 });
    expect(dead.finishedAt).not.toBeNull();
    expect(dead.lastError).toBe('550 <***@example.com> rejected by smtp://***@mail.example');
    await fallDue(key);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(3);

    expect(lines.map((l) => [l.level, l.message])).toEqual([
      ['warn', 'background job failed: will retry'],
      ['warn', 'background job failed: will retry'],
      ['error', 'background job failed: giving up'],
    ]);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('amina@');
    expect(logged).not.toContain('secret');
  });
});

describe('a worker that dies', () => {
  it('leaves its job to another once the lease has passed, which runs it once', async () => {
    const runs: string[] = [];
    const handlers: Record<string, JobHandler> = {
      note: { retry: { attempts: 3, firstDelayMs: 10 }, run: async (job) => void runs.push(job.key) },
    };
    await enqueue(app.db, { kind: 'note', key: 'note:1', payload: {} });

    const [taken] = await createJobQueue(otherDb).claim({ kinds: ['note'], leaseMs: 300, limit: 1 });
    expect(taken).toMatchObject({ key: 'note:1', attempts: 1 });

    const survivor = createJobRunner({ queue: createJobQueue(app.db), handlers, log: recordingLog().log });
    expect(await survivor.runDue()).toBe(0);
    await survivor.drain();
    expect(runs).toEqual(['note:1']);
    expect(await jobRow('note:1')).toMatchObject({ state: 'done', attempts: 2 });

    // The first worker comes back: its claim is no longer the job's latest, so it changes nothing.
    const late = createJobQueue(otherDb);
    expect(await late.complete(taken!)).toBe(false);
    expect(await late.fail(taken!, 'late', handlers.note!.retry)).toBeNull();
    expect(await jobRow('note:1')).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });
});

describe('two workers on one queue', () => {
  it('never take the same job', async () => {
    const keys = Array.from({ length: 40 }, (_, n) => `note:${n}`);
    for (const key of keys) await enqueue(app.db, { kind: 'note', key, payload: {} });
    const runs: string[] = [];
    const handlers: Record<string, JobHandler> = {
      note: {
        retry: { attempts: 1, firstDelayMs: 10 },
        run: async (job) => {
          runs.push(job.key);
          await sleep(2);
        },
      },
    };
    const log = recordingLog().log;
    const first = createJobRunner({ queue: createJobQueue(app.db), handlers, log, batch: 3 });
    const second = createJobRunner({ queue: createJobQueue(otherDb), handlers, log, batch: 3 });
    await Promise.all([first.drain(), second.drain()]);
    expect(runs.sort()).toEqual([...keys].sort());
    const states = await app.db.select({ state: backgroundJobs.state }).from(backgroundJobs);
    expect(states.every((row) => row.state === 'done')).toBe(true);
  });

  it('leave alone a kind neither of them handles', async () => {
    await enqueue(app.db, { kind: 'sms', key: 'sms:1', payload: {} });
    const runner = createJobRunner({ queue: createJobQueue(app.db), handlers: {}, log: recordingLog().log });
    await runner.drain();
    expect(await jobRow('sms:1')).toMatchObject({ state: 'pending', attempts: 0 });
  });
});

describe('enqueue', () => {
  it('makes one job of an event enqueued twice', async () => {
    expect(await enqueue(app.db, { kind: 'note', key: 'note:twice', payload: { n: 1 } })).toBe(true);
    expect(await enqueue(otherDb, { kind: 'note', key: 'note:twice', payload: { n: 2 } })).toBe(false);
    const rows = await app.db.select().from(backgroundJobs);
    expect(rows.map((row) => [row.key, row.payload])).toEqual([['note:twice', { n: 1 }]]);
  });

  it('adds nothing when the transaction it is in rolls back', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await enqueue(tx, { kind: 'note', key: 'note:rolled-back', payload: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await app.db.select().from(backgroundJobs)).toEqual([]);
  });
});

describe('a periodic job', () => {
  it('is claimed by one of several processes asking at the same moment, once a period', async () => {
    const hour = 60 * 60 * 1000;
    const asks = Array.from({ length: 10 }, (_, n) =>
      claimScheduledRun(n % 2 ? otherDb : app.db, 'test-sweep', hour),
    );
    expect((await Promise.all(asks)).filter(Boolean)).toHaveLength(1);
    expect(await claimScheduledRun(app.db, 'test-sweep', hour)).toBe(false);
    // Another job has its own period.
    expect(await claimScheduledRun(otherDb, 'test-other-sweep', hour)).toBe(true);
  });

  it('runs again once its period has passed', async () => {
    expect(await claimScheduledRun(app.db, 'test-short', 30)).toBe(true);
    expect(await claimScheduledRun(otherDb, 'test-short', 30)).toBe(false);
    await sleep(60);
    const [a, b] = await Promise.all([
      claimScheduledRun(app.db, 'test-short', 30),
      claimScheduledRun(otherDb, 'test-short', 30),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
  });
});
