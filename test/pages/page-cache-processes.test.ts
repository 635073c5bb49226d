// A shop process on PostgreSQL keeps rendered pages; a change committed by another process (here
// the test itself, writing as any other app process would) reaches it by NOTIFY, and its next
// answer is a fresh render. PGlite lives inside one process, so this runs on PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { products } from '../../src/server/db/schema';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { projectRoot } from '../../src/server/lib/project-root';
import { announceCatalogueChange } from '../../src/server/services/catalogue';
import { freePort } from '../../bench/free-port';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { SHOP_ENTRY_ARGS, shopEntryEnv } from '../support/shop-entry';

const onPostgres = process.env.TEST_DB === 'postgres';

let scratch: ScratchDatabase;
let database: DatabaseHandle;
let dataDir: string;
let shop: ChildProcess | undefined;
let url: string;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function page(pathname: string) {
  const response = await fetch(`${url}${pathname}`);
  return { cache: response.headers.get('x-page-cache'), html: await response.text() };
}

describe.runIf(onPostgres)('the page cache across app processes', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    database = await openDatabase(scratch.target);
    await runMigrations(database);
    await seedIfEmpty(database.db);
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    if (scratch.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
    // From the sources, with the page build the suite's global setup made.
    shop = spawn(process.execPath, SHOP_ENTRY_ARGS, {
      cwd: projectRoot(),
      // One process keeps the pages this test reads back (PostgreSQL would start one per core).
      env: shopEntryEnv(
        { port, dataDir, databaseUrl: scratch.target.url, logLevel: 'silent' },
        { WEB_CONCURRENCY: '1' },
      ),
      stdio: 'ignore',
    });
    await until(
      () => fetch(`${url}/readyz`).then((r) => r.status),
      (status) => status === 200,
      'the shop',
    );
  });

  afterAll(async () => {
    if (shop && shop.exitCode === null) {
      const exited = new Promise((resolve) => shop!.once('exit', resolve));
      shop.kill('SIGTERM');
      await exited;
    }
    await database?.close();
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("renders again once another process's change commits", async () => {
    await page('/product/1');
    expect((await page('/product/1')).cache).toBe('hit');

    await database.db.transaction(async (tx) => {
      await tx.update(products).set({ name: 'Shea Renamed Elsewhere' }).where(eq(products.id, 1));
      await announceCatalogueChange(tx);
    });

    const after = await until(
      () => page('/product/1'),
      (p) => p.cache === 'miss',
      'a fresh render',
    );
    expect(after.html).toContain('Shea Renamed Elsewhere');
    expect((await page('/product/1')).cache).toBe('hit');
  });
});
