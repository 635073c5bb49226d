// A backup of a shop with orders, payments, a refund and an uploaded picture, restored into a fresh
// database, holds every table's rows exactly; a database that already holds orders is refused.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../../src/server/backup/dump';
import { RestoreRefused, restoreBackup } from '../../src/server/backup/restore';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../src/server/db/client';
import { prepareProductImage } from '../../src/server/services/catalogue';
import { personas } from '../support/accounts';
import { picture } from '../support/images';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { startTestApp } from '../support/test-app';
import { paidOrder, refundOf, settled } from './refunds-helpers';

let app: Awaited<ReturnType<typeof startTestApp>>;
let dir: string;
let backup: string;
const scratches: ScratchDatabase[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: { MPESA_SIM_CALLBACK_DELAY_MS: '0', MAIL_RETRY_DELAY_MS: '10' } });
  dir = await mkdtemp(path.join(tmpdir(), 'shop-backups-'));
  const { admin } = await personas(app);
  const { order, payment } = await paidOrder(app);
  const refund = await refundOf(admin, order.orderNumber, { paymentId: payment.id, amountKes: 100 });
  await settled(admin, order.orderNumber, refund.id);
  await app.services.catalogue.images.save(await prepareProductImage(await picture('png')));
  await app.services.jobs.drain();
  backup = await writeBackup(app.database, dir);
});

afterAll(async () => {
  await app.close();
  await Promise.all(scratches.map((s) => s.drop()));
  await rm(dir, { recursive: true, force: true });
});

/** An empty database that outlives being closed and opened again: on disk for PGlite. */
async function freshTarget(): Promise<DatabaseTarget> {
  if (process.env.TEST_DB !== 'postgres') {
    return { kind: 'pglite', dataDir: await mkdtemp(path.join(dir, 'restored-')) };
  }
  const scratch = await createScratchDatabase();
  scratches.push(scratch);
  return scratch.target;
}

async function rows(database: DatabaseHandle, query: string) {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Every table of the shop (and the migrations' record), each as its rows in one sorted order. */
async function everyTable(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const tables = await rows(
    database,
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const [schema, table] = String(name).split('.');
    all[String(name)] = (await rows(database, `select * from "${schema}"."${table}"`))
      .map((row) =>
        JSON.stringify(row, (_key, value: unknown) =>
          value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
        ),
      )
      .sort();
  }
  return all;
}

describe('npm run backup and restore', () => {
  it('writes one gzip file of the database into the folder', async () => {
    expect(path.dirname(backup)).toBe(dir);
    expect((await readdir(dir)).filter((name) => name.endsWith('.gz'))).toEqual([path.basename(backup)]);
    expect(path.basename(backup)).toMatch(/^shop-backup-\d{8}-\d{6}\.sql\.gz$/);
  });

  it('is readable by the shop’s own user only, in a folder only that user may open', async () => {
    // The folder is made by the backup itself, parents included (BACKUP_DIR in a new DATA_DIR).
    const folder = path.join(dir, 'new-data', 'backups');
    const file = await writeBackup(app.database, folder);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect((await stat(path.dirname(folder))).mode & 0o777).toBe(0o700);
    expect((await stat(backup)).mode & 0o777).toBe(0o600);
  });

  // A dump and a restore of the whole shop: seconds on an idle machine, tens of them on a busy one.
  it(
    'restores into a fresh database identical row for row, and refuses to restore over orders',
    { timeout: 120_000 },
    async () => {
      const target = await freshTarget();
      await restoreBackup(await openDatabase(target), backup);
      let restored = await openDatabase(target);
      try {
        const [before, after] = await Promise.all([everyTable(app.database), everyTable(restored)]);
        expect(Object.keys(after)).toEqual(Object.keys(before));
        for (const table of [
          'public.orders',
          'public.mpesa_payments',
          'public.refunds',
          'public.uploaded_images',
        ]) {
          expect(before[table]?.length, table).toBeGreaterThan(0);
        }
        for (const [table, tableRows] of Object.entries(before))
          expect(after[table], table).toEqual(tableRows);
        // The sequences came along: the next order gets a new id, not one already taken.
        const [{ next }] = (await rows(restored, `select nextval('orders_id_seq')::int as next`)) as [
          { next: number },
        ];
        const [{ max }] = (await rows(restored, `select max(id)::int as max from orders`)) as [
          { max: number },
        ];
        expect(next).toBeGreaterThan(max);
        await restored.close();

        // Now it holds the shop's data: a second restore is refused and changes nothing.
        const refusal = restoreBackup(await openDatabase(target), backup);
        await expect(refusal).rejects.toThrow(RestoreRefused);
        await expect(refusal).rejects.toThrow(
          /^This database already holds shop data: orders \(1\), products \(\d+\), users \(\d+\), .* Restore into an empty database, or add --replace to replace everything in it\.$/,
        );
        restored = await openDatabase(target);
        expect(await everyTable(restored)).toEqual(after);
      } finally {
        await restored.close().catch(() => {});
      }
    },
  );
});
