// A restore lands whole or not at all: a file that is not a whole backup is refused before the
// database is touched, and a backup the database refuses part-way (a statement that fails) is
// undone entirely, the tables it would have replaced still there with their rows; the database's
// own error is what the operator reads. On PGlite and on PostgreSQL (through psql); on
// PostgreSQL, its backup (rows in COPY blocks) also restores into the embedded database.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../../src/server/backup/dump';
import { RestoreFailed, RestoreRefused, restoreBackup } from '../../src/server/backup/restore';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../src/server/db/client';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { startTestApp } from '../support/test-app';
import { customer, postOrder, productWithStock } from './orders-helpers';

let app: Awaited<ReturnType<typeof startTestApp>>;
let dir: string;
let backup: string;
let target: DatabaseTarget;
/** The target's every row once the backup is restored into it. */
let restored: Record<string, string[]>;
const scratches: ScratchDatabase[] = [];

async function rows(database: DatabaseHandle, query: string) {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Every table of the shop (and the migrations' record), each as its rows in one sorted order. */
async function everyTable(at: DatabaseTarget): Promise<Record<string, string[]>> {
  const database = await openDatabase(at);
  try {
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
  } finally {
    await database.close();
  }
}

/** The backup's SQL changed by `edit`, gzipped again, in a file of its own. */
async function edited(name: string, edit: (text: string) => string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, gzipSync(edit(gunzipSync(await readFile(backup)).toString('utf8'))));
  return file;
}

beforeAll(async () => {
  app = await startTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'shop-restore-'));
  const product = await productWithStock(app, 10);
  const placed = await postOrder(app, {
    ...customer,
    items: [{ id: product.id, quantity: 2 }],
    status: 'pending',
    paymentMethod: 'pay_later',
  });
  expect(placed.status).toBe(201);
  backup = await writeBackup(app.database, dir);
  if (process.env.TEST_DB === 'postgres') {
    const scratch = await createScratchDatabase();
    scratches.push(scratch);
    target = scratch.target;
  } else {
    target = { kind: 'pglite', dataDir: path.join(dir, 'target') };
  }
  await restoreBackup(await openDatabase(target), backup);
  restored = await everyTable(target);
});

afterAll(async () => {
  await app.close();
  await Promise.all(scratches.map((s) => s.drop()));
  await rm(dir, { recursive: true, force: true });
});

async function restoreInto(file: string, replace = true) {
  let copies = 0;
  const outcome = restoreBackup(await openDatabase(target), file, {
    replace,
    beforeReplacing: async () => {
      copies += 1;
    },
  });
  return { outcome, copies: () => copies };
}

describe('a restore that cannot land whole changes nothing', () => {
  it('holds the order and the stock it took, as the shop did', () => {
    expect(restored['public.orders']).toHaveLength(1);
  });

  it('refuses a file that is not gzip, one cut short, and a dump that stops before its end', async () => {
    const notGzip = path.join(dir, 'notes.sql.gz');
    await writeFile(notGzip, 'DROP TABLE orders;\n');
    const whole = await readFile(backup);
    const cutGzip = path.join(dir, 'cut.sql.gz');
    await writeFile(cutGzip, whole.subarray(0, Math.floor(whole.length / 2)));
    const cutDump = await edited('cut-dump.sql.gz', (text) => text.slice(0, Math.floor(text.length * 0.7)));
    const notDump = await edited('not-a-dump.sql.gz', (text) =>
      text.replace('-- PostgreSQL database dump\n', ''),
    );

    const expected: [string, RegExp][] = [
      [notGzip, /^.*notes\.sql\.gz cannot be read as a backup: it is not a gzip file, or it is damaged\.$/],
      [
        cutGzip,
        /^.*cut\.sql\.gz cannot be read as a backup: it is cut short \(the gzip data ends early\)\.$/,
      ],
      [cutDump, /^.*cut-dump\.sql\.gz is incomplete: it does not end as a whole database dump does/],
      [notDump, /^.*not-a-dump\.sql\.gz is not a backup made by npm run backup/],
    ];
    for (const [file, message] of expected) {
      const { outcome, copies } = await restoreInto(file);
      await expect(outcome, file).rejects.toThrow(RestoreRefused);
      await expect(outcome, file).rejects.toThrow(message);
      expect(copies()).toBe(0);
    }
    expect(await everyTable(target)).toEqual(restored);
  });

  it('undoes a restore the database refuses part-way, old tables and rows kept, and says why', async () => {
    // Whole as a file, but one row the database refuses: after the tables are made, early in the
    // rows (psql stops reading there, and the rest of the file meets a closed pipe).
    const failing = await edited('failing.sql.gz', (text) =>
      text.replace(
        /\n(INSERT INTO public\.|COPY public\.)/,
        "\nINSERT INTO public.orders (id) VALUES ('not a number');\n$1",
      ),
    );
    const line =
      gunzipSync(await readFile(failing))
        .toString('utf8')
        .split('\n')
        .indexOf("INSERT INTO public.orders (id) VALUES ('not a number');") + 1;
    const { outcome, copies } = await restoreInto(failing);
    await expect(outcome).rejects.toThrow(RestoreFailed);
    const refusal = outcome.catch((error: Error) => error.message);
    const message = await refusal;
    expect(message).toMatch(/^(The embedded database|PostgreSQL) refused the backup \(nothing was changed\)/);
    expect(message).toContain('invalid input syntax for type integer: "not a number"');
    expect(message).toContain(`line ${line}`);
    expect(message).not.toContain('EPIPE');
    // It was told to replace, and had checked all it could: the copy of what it held came first.
    expect(copies()).toBe(1);
    expect(await everyTable(target)).toEqual(restored);
  });

  it('refuses without --replace a database holding shop data, and replaces it whole with it', async () => {
    const refused = await restoreInto(backup, false);
    await expect(refused.outcome).rejects.toThrow(
      /^This database already holds shop data: orders \(1\), products \(\d+\), .* or add --replace to replace everything in it\.$/,
    );
    expect(refused.copies()).toBe(0);

    const replaced = await restoreInto(backup, true);
    await replaced.outcome;
    expect(replaced.copies()).toBe(1);
    expect(await everyTable(target)).toEqual(restored);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('a backup made on PostgreSQL', () => {
  it('restores into the embedded database, its COPY blocks loaded, every table with its rows', async () => {
    expect(gunzipSync(await readFile(backup)).toString('utf8')).toMatch(/^COPY public\.orders /m);
    const embedded: DatabaseTarget = { kind: 'pglite', dataDir: path.join(dir, 'embedded') };
    await restoreBackup(await openDatabase(embedded), backup);
    const moved = await everyTable(embedded);
    // Each driver writes some values its own way (bytes, big numbers): the rows are counted, and
    // the order compared by what it says.
    const counts = (all: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(all).map(([table, tableRows]) => [table, tableRows.length]));
    expect(counts(moved)).toEqual(counts(restored));
    const order = (all: Record<string, string[]>) => {
      const { order_number, items, total_cents } = JSON.parse(all['public.orders']![0]!) as Record<
        string,
        unknown
      >;
      return { order_number, items, total_cents };
    };
    expect(order(moved)).toEqual(order(restored));
  });
});
