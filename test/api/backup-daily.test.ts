// The daily backup job: it writes the same backup as `npm run backup` into BACKUP_DIR and keeps
// only the newest BACKUP_KEEP, never touching other files; it runs once a day across processes;
// and a backup taken from the live shop while orders are being placed holds each order whole
// (with PGlite the dump runs inside the shop's own process, on its one database session).
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackupConfig } from '../../src/server/backup/backup-env';
import { writeBackup } from '../../src/server/backup/dump';
import { restoreBackup } from '../../src/server/backup/restore';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../src/server/db/client';
import { jobSchedules } from '../../src/server/db/schema';
import { dailyBackupJob, runDailyBackup } from '../../src/server/jobs/daily-backup';
import { startPeriodicJobs } from '../../src/server/jobs/periodic';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { startTestApp } from '../support/test-app';
import { customer, postOrder, productWithStock } from './orders-helpers';

let app: Awaited<ReturnType<typeof startTestApp>>;
let dir: string;
const scratches: ScratchDatabase[] = [];

beforeAll(async () => {
  app = await startTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'shop-daily-backups-'));
});

afterAll(async () => {
  await app.close();
  await Promise.all(scratches.map((s) => s.drop()));
  await rm(dir, { recursive: true, force: true });
});

function recordingLog() {
  const lines: { details: object; message: string }[] = [];
  return { lines, info: (details: object, message: string) => void lines.push({ details, message }) };
}

/** An empty database that outlives being closed and opened again: on disk for PGlite. */
async function freshTarget(): Promise<DatabaseTarget> {
  if (process.env.TEST_DB !== 'postgres') {
    return { kind: 'pglite', dataDir: await mkdtemp(path.join(dir, 'restored-')) };
  }
  const scratch = await createScratchDatabase();
  scratches.push(scratch);
  return scratch.target;
}

async function rows<T>(database: Pick<DatabaseHandle, 'db'>, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the daily backup job', () => {
  it('writes a backup into BACKUP_DIR and keeps only the newest BACKUP_KEEP, leaving other files', async () => {
    const backups = path.join(dir, 'backups');
    await mkdir(path.join(backups, 'shop-backup-20200101-000000.sql.gz'), { recursive: true });
    const foreign = [
      'notes.txt',
      'shop-backup-before-the-move.sql.gz',
      'shop-backup-20200101-000000.sql.gz.part',
      'shop-backup-20200101-000000.sql',
    ];
    for (const name of foreign) await writeFile(path.join(backups, name), 'not ours to delete');
    const log = recordingLog();
    const options = { database: app.database, backup: { dir: backups, keep: 1 }, log };

    const first = await runDailyBackup(options, new Date('2026-11-27T02:00:00Z'));
    const second = await runDailyBackup(options, new Date('2026-11-28T02:00:00Z'));

    expect(path.basename(first.file)).toBe('shop-backup-20261127-020000.sql.gz');
    expect(first.deleted).toEqual([]);
    expect(second.deleted).toEqual([first.file]);
    expect((await readdir(backups)).sort()).toEqual(
      [...foreign, 'shop-backup-20200101-000000.sql.gz', path.basename(second.file)].sort(),
    );
    for (const name of foreign) {
      expect(await readFile(path.join(backups, name), 'utf8')).toBe('not ours to delete');
    }
    // The same file as `npm run backup`: the whole database as SQL.
    expect(gunzipSync(await readFile(second.file)).toString('utf8')).toMatch(/CREATE TABLE public\.orders /);
    // Where it went and how big it is; nothing from inside it.
    expect(log.lines.map((line) => line.message)).toEqual(['daily backup written', 'daily backup written']);
    expect(log.lines[1]!.details).toEqual({
      file: second.file,
      bytes: second.bytes,
      deleted: [first.file],
      kept: 1,
    });
    expect(second.bytes).toBeGreaterThan(1000);
  });

  it('writes each backup 0600 and tightens a folder others could open to 0700', async () => {
    const backups = path.join(dir, 'opened-up');
    await mkdir(backups);
    // A folder made by hand, or by the shop before backups were kept private.
    await chmod(backups, 0o755);
    const { file } = await runDailyBackup(
      { database: app.database, backup: { dir: backups, keep: 2 }, log: recordingLog() },
      new Date('2026-11-29T02:00:00Z'),
    );
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(backups)).mode & 0o777).toBe(0o700);
  });

  it('runs once a day across all app processes, and not at all when BACKUP_DAILY is off', async () => {
    const backup: BackupConfig = { dir, keep: 7, daily: true };
    const job = dailyBackupJob({ database: app.database, backup, log: recordingLog() });
    expect(job.everyMs).toBe(24 * 60 * 60 * 1000);
    // Two processes asking at once: only one of them runs this day's backup.
    const claims = await Promise.all([
      app.services.jobs.claimPeriodicRun(job.name, job.everyMs),
      app.services.jobs.claimPeriodicRun(job.name, job.everyMs),
    ]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await app.services.jobs.claimPeriodicRun(job.name, job.everyMs)).toBe(false);

    const off = dailyBackupJob({
      database: app.database,
      backup: { ...backup, daily: false },
      log: recordingLog(),
    });
    expect(off.everyMs).toBe(0);
  });

  it('logs a run that fails, and tries again the next day, the shop running on', async () => {
    const backups = path.join(dir, 'failing');
    // A file where the folder should be: the backup cannot be written.
    await writeFile(backups, 'in the way');
    const lines: { level: string; details: object; message: string }[] = [];
    const at = (level: string) => (details: object, message: string) =>
      void lines.push({ level, details, message });
    const log = { info: at('info'), error: at('error') };
    const job = dailyBackupJob({
      database: app.database,
      backup: { dir: backups, keep: 1, daily: true },
      log,
    });
    const dayOver = () =>
      app.db
        .update(jobSchedules)
        .set({ nextRunAt: sql`now() - interval '1 second'` })
        .where(eq(jobSchedules.name, job.name));
    await dayOver();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const claimed: boolean[] = [];
    const claim = async (name: string, everyMs: number) => {
      const won = await app.services.jobs.claimPeriodicRun(name, everyMs);
      claimed.push(won);
      return won;
    };
    const periodic = startPeriodicJobs([job], claim, log);
    try {
      await vi.advanceTimersByTimeAsync(30_000);
      await vi.waitFor(() => expect(lines).toHaveLength(1));
      expect(lines[0]).toMatchObject({
        level: 'error',
        message: 'background job failed',
        details: { job: 'daily-backup' },
      });
      // Not again the same day.
      await vi.advanceTimersByTimeAsync(30_000);
      await vi.waitFor(() => expect(claimed).toEqual([true, false]));

      await rm(backups);
      await dayOver();
      await vi.advanceTimersByTimeAsync(30_000);
      // A whole backup is written first: seconds when the machine is busy, not vi.waitFor's default 1 s.
      await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 20_000 });
      expect(lines[1]).toMatchObject({ level: 'info', message: 'daily backup written' });
      expect(claimed).toEqual([true, false, true]);
      expect(await readdir(backups)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      await periodic.stop();
    }
  });

  // A whole backup while orders are placed, and two restores, each into a new database on disk:
  // seconds on an idle machine, tens of them on a busy one (PGlite's initdb alone takes seconds).
  it(
    'takes a backup of the live shop while orders are placed, each order whole in it',
    { timeout: 120_000 },
    async () => {
      const STOCK = 1000;
      const product = await productWithStock(app, STOCK);
      // PL/pgSQL's own settings appear once an order's trigger first runs in the session (loading the
      // language), whatever the backup does: they are left out.
      const sessionSettings = sql`select name, setting from pg_settings where name not like 'plpgsql.%' order by name`;
      const settingsBefore = await rows(app.database, sessionSettings);
      const place = (n: number) =>
        postOrder(app, {
          ...customer,
          items: [{ id: product.id, quantity: 1 + (n % 3) }],
          status: 'pending',
          paymentMethod: 'pay_later',
        });
      const live = path.join(dir, 'live');
      const placed: Promise<Response>[] = [];
      const taken: string[] = [];
      for (let wave = 0; wave < 2; wave++) {
        for (let n = 0; n < 12; n++) placed.push(place(wave * 12 + n));
        // Taken while that wave's orders are in flight.
        taken.push(await writeBackup(app.database, live, new Date(Date.UTC(2026, 10, 27, 2, 0, wave))));
      }
      // Every order went through, those placed after a dump too: the shop's session is as it was.
      expect((await Promise.all(placed)).map((response) => response.status)).toEqual(placed.map(() => 201));
      expect(await rows(app.database, sessionSettings)).toEqual(settingsBefore);
      if (app.database.driver.kind === 'pglite')
        expect(app.database.driver.client.isInTransaction()).toBe(false);

      for (const backup of taken) {
        const target = await freshTarget();
        await restoreBackup(await openDatabase(target), backup);
        const restored = await openDatabase(target);
        try {
          // An order and the stock it holds, with its first status, commit together: so they are
          // together in the backup, or not there at all.
          const [held] = await rows<{ orders: number; units: number; stock: number; without_status: number }>(
            restored,
            sql`select
                (select count(*)::int from orders) as orders,
                (select coalesce(sum((line->>'quantity')::int), 0)::int
                   from orders, jsonb_array_elements(items) as line
                   where (line->>'productId')::int = ${product.id}) as units,
                (select sum(stock_quantity)::int from product_variants where product_id = ${product.id}) as stock,
                (select count(*)::int from orders o
                   where not exists (select 1 from order_events e where e.order_id = o.id)) as without_status`,
          );
          expect(held!.units + held!.stock, backup).toBe(STOCK);
          expect(held!.without_status, backup).toBe(0);
        } finally {
          await restored.close();
        }
      }
    },
  );
});
