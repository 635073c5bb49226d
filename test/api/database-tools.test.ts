// The command-line tools beside a running shop. On the embedded database only the process holding
// the folder may open it: each tool that would open it refuses while the shop runs, saying what to
// do instead, and `npm run backup` has the shop write the backup; once the shop stops (cleanly, or
// killed as a crash would) the tools run, and the shop starts again with its data. On PostgreSQL
// the tools run beside the shop.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { lockFileOf, readLock } from '../../src/server/db/folder-lock';
import { projectRoot } from '../../src/server/lib/project-root';
import { shopEnv, startShopProcess, type ShopProcess } from '../support/shop-api-process';
import { createScratchDatabase } from '../support/scratch-database';
import { startTestApp } from '../support/test-app';
import { runTool } from '../support/tools';

const onPostgres = process.env.TEST_DB === 'postgres';
const PASSWORD = 'shea butter owner';

async function signIn(url: string, email: string, password = PASSWORD): Promise<number> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// Each test starts or stops shop and tool processes, several seconds each on a busy machine.
const PROCESSES = { timeout: 120_000 };

describe.runIf(!onPostgres)('the tools beside a shop on the embedded database', PROCESSES, () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let shop: ShopProcess | null = null;
  let orderNumber: string;
  let backup: string;

  const lockFile = () => lockFileOf(path.join(dataDir, 'db'));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-tools-'));
    env = shopEnv(dataDir);
    // The folder starts as a copy of the run's seeded database: a new one takes PGlite's initdb.
    const seeded = await createScratchDatabase({ contents: 'seeded' });
    if (seeded.target.kind !== 'pglite') throw new Error('expected PGlite');
    const copy = await openDatabase({ ...seeded.target, dataDir: path.join(dataDir, 'db') });
    await copy.close();
    // No shop runs yet: the tool may open the database.
    const created = await runTool('admin:create', ['--email', 'owner@example.com'], {
      ...env,
      ADMIN_PASSWORD: PASSWORD,
    });
    expect(created.stdout + created.stderr).toMatch(
      /^Created admin owner@example\.com \(id \d+\) in the pglite database\.\n$/,
    );
    expect(existsSync(lockFile())).toBe(false);

    shop = await startShopProcess(dataDir);
    const products = (await (await fetch(`${shop.url}/api/products`)).json()) as { id: number }[];
    const placed = await fetch(`${shop.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerName: 'Wanjiku Kamau',
        customerEmail: 'wanjiku@example.com',
        customerPhone: '0712345678',
        deliveryAddress: 'Moi Avenue, Bazaar Plaza, 3rd floor',
        deliveryArea: 'Westlands',
        items: [{ id: products[0]!.id, quantity: 1 }],
        status: 'pending',
        paymentMethod: 'pay_later',
      }),
    });
    expect(placed.status).toBe(201);
    orderNumber = ((await placed.json()) as { orderNumber: string }).orderNumber;
  });

  afterAll(async () => {
    await shop?.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  });

  it('npm run backup has the running shop write the backup, with the order just placed', async () => {
    const run = await runTool('backup', [], env);
    expect(run.stderr).toBe('The shop is running: it wrote the backup.\n');
    expect(run.code).toBe(0);
    backup = run.stdout.trim();
    expect(path.dirname(backup)).toBe(path.join(dataDir, 'backups'));
    const dump = gunzipSync(await readFile(backup)).toString('utf8');
    expect(dump).toContain(`'${orderNumber}'`);
    expect(dump).toContain(`'owner@example.com'`);
  });

  it('every other tool refuses while the shop runs, says what to do instead, and the shop serves on', async () => {
    const [admin, restore, migrate, seed] = await Promise.all([
      runTool('admin:create', ['--email', 'second@example.com'], { ...env, ADMIN_PASSWORD: PASSWORD }),
      runTool('restore', ['--replace', backup], env),
      runTool('db:migrate', [], env),
      runTool('db:seed', [], env),
    ]);
    const running = `The shop is running on DATA_DIR ${dataDir} (process ${shop!.pid} on `;
    for (const run of [admin, restore, migrate, seed]) {
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.startsWith(running), run.stderr).toBe(true);
    }
    expect(admin.stderr).toMatch(
      /: stop it first, or let an owner invite the admin on the console's Admins page \(\/admin\/team\)\.\n$/,
    );
    expect(restore.stderr).toMatch(
      /: stop it first, or restore into another folder \(DATA_DIR=\/path\/to\/new-data npm run restore -- FILE\) and start the shop on that folder\.\n$/,
    );
    expect(migrate.stderr).toMatch(
      /: stop it first, or restart it: the shop applies pending migrations itself when it starts\.\n$/,
    );
    expect(seed.stderr).toMatch(
      /: stop it first, or restart it: the shop fills an empty catalogue itself when it starts\.\n$/,
    );
    // Untouched: the shop answers, its admin signs in, the refused one was not made.
    expect(await signIn(shop!.url, 'owner@example.com')).toBe(200);
    expect(await signIn(shop!.url, 'second@example.com')).toBe(401);
    expect(readLock(lockFile())).toMatchObject({ holder: 'the shop', pid: shop!.pid });
  });

  it('once the shop has stopped the tools run, and the shop starts again with its data', async () => {
    expect(await shop!.stop('SIGTERM')).toBe(0);
    shop = null;
    expect(existsSync(lockFile())).toBe(false);
    const created = await runTool('admin:create', ['--email', 'second@example.com'], {
      ...env,
      ADMIN_PASSWORD: PASSWORD,
    });
    expect(created.stdout).toMatch(/^Created admin second@example\.com/);
    expect(created.code).toBe(0);

    shop = await startShopProcess(dataDir);
    expect(await signIn(shop.url, 'owner@example.com')).toBe(200);
    expect(await signIn(shop.url, 'second@example.com')).toBe(200);
    const tracked = await fetch(
      `${shop.url}/api/orders/track?orderNumber=${orderNumber}&email=wanjiku@example.com`,
    );
    expect(tracked.status).toBe(200);
  });

  it('a lock left by a shop killed outright, or by a tool killed half-way, is taken over by the next tool', async () => {
    const killed = shop!.pid;
    await shop!.stop('SIGKILL');
    shop = null;
    // The crash left its lock behind, naming a process that is gone.
    expect(readLock(lockFile())).toMatchObject({ holder: 'the shop', pid: killed });
    const migrated = await runTool('db:migrate', [], env);
    expect(migrated.stdout).toBe('migrations applied (pglite)\n');
    expect(migrated.code).toBe(0);
    expect(existsSync(lockFile())).toBe(false);

    // A tool killed while it held the database: its process takes the lock, then dies at once.
    const tool = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const { lockFolder } = await import(${JSON.stringify(path.join(projectRoot(), 'src/server/db/folder-lock.ts'))});
         lockFolder(${JSON.stringify(path.join(dataDir, 'db'))}, 'npm run backup');
         process.kill(process.pid, 'SIGKILL');`,
      ],
      { cwd: projectRoot(), stdio: 'ignore' },
    );
    await new Promise((resolve) => tool.once('exit', resolve));
    expect(readLock(lockFile())).toMatchObject({ holder: 'npm run backup', pid: tool.pid });

    const seeded = await runTool('db:seed', [], env);
    expect(seeded.stdout).toBe('catalogue already has products; nothing seeded\n');
    expect(seeded.code).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  });
});

describe.runIf(onPostgres)('the tools beside a shop on PostgreSQL', PROCESSES, () => {
  it('create an admin the running shop signs in, migrate, seed and back up, the shop serving on', async () => {
    const app = await startTestApp();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-tools-'));
    try {
      if (app.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const env = { DATA_DIR: dataDir, DATABASE_URL: app.target.url, NODE_ENV: 'test' };
      const [created, migrated, seeded, backedUp] = await Promise.all([
        runTool('admin:create', ['--email', 'beside@example.com'], { ...env, ADMIN_PASSWORD: PASSWORD }),
        runTool('db:migrate', [], env),
        runTool('db:seed', [], env),
        runTool('backup', [], env),
      ]);
      expect(created.stdout).toMatch(
        /^Created admin beside@example\.com \(id \d+\) in the postgres database\.\n$/,
      );
      expect(migrated.stdout).toBe('migrations applied (postgres)\n');
      expect(seeded.stdout).toBe('catalogue already has products; nothing seeded\n');
      expect(backedUp.stdout.trim()).toMatch(
        new RegExp(`^${dataDir}/backups/shop-backup-\\d{8}-\\d{6}\\.sql\\.gz$`),
      );
      expect([created, migrated, seeded, backedUp].map((run) => run.code)).toEqual([0, 0, 0, 0]);
      expect(await signIn(app.url, 'beside@example.com')).toBe(200);
      const [found] = await rows<{ admins: number }>(
        app.database,
        sql`select count(*)::int as admins from users where email = 'beside@example.com'`,
      );
      expect(found?.admins).toBe(1);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
