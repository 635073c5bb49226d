// A shop process killed while it sends a queued mail: another process sends it. Needs the job queue
// of issue 13 (the background_jobs table: state pending|done|dead, attempts, locked_until); on a
// tree without it the test is skipped and says so.
import { createServer, type Server, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { mailCheck } from './support/mail-queued';
import { orderClient } from './support/order-stream';
import { prepareShopDatabase, withDatabase } from './support/shop-database';
import { startShopProcess, type ShopProcess } from './support/shop-process';

const onPostgres = process.env.TEST_DB === 'postgres';
const ORDERS = 5;

let scratch: ScratchDatabase;
let dataDir: string;
let databaseUrl: string;
let stock: Awaited<ReturnType<typeof prepareShopDatabase>>;
const shops: ShopProcess[] = [];
// An SMTP server that accepts connections and never says a word: a mail sent there hangs, so
// the process sending it is killed with the job claimed.
let silentSmtp: Server;
const smtpSessions = new Set<Socket>();

async function until(check: () => Promise<boolean>, what: string, withinMs = 60_000) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe.runIf(onPostgres)('a queued mail whose process is killed mid-send (PostgreSQL only)', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    if (scratch.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
    databaseUrl = scratch.target.url;
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-fault-'));
    stock = await prepareShopDatabase(databaseUrl);
    silentSmtp = createServer((socket) => {
      smtpSessions.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const shop of shops) await shop.kill('SIGTERM');
    for (const socket of smtpSessions) socket.destroy();
    await new Promise((resolve) => silentSmtp?.close(resolve));
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is sent by another process once the killed one has lost its claim', async (context) => {
    const queued = await withDatabase(databaseUrl, async (db) =>
      rowsOf<{ table: string | null }>(
        await db.execute(sql`select to_regclass('background_jobs')::text as table`),
      ),
    );
    if (!queued[0]?.table) context.skip('no background_jobs table in this tree: mail is not queued yet');

    const smtpPort = (silentSmtp.address() as { port: number }).port;
    const holder = await startShopProcess({
      databaseUrl,
      dataDir,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    });
    shops.push(holder);
    const orders = orderClient({ productIds: stock.productIds });
    for (let i = 0; i < ORDERS; i++) expect((await orders.placeOnce(holder.url)).status).toBe(201);
    await until(async () => smtpSessions.size > 0, 'the holder to start sending');
    const claimed = await withDatabase(databaseUrl, async (db) =>
      rowsOf<{ id: number }>(
        await db.execute(
          sql`select id from background_jobs where state = 'pending' and attempts >= 1 and locked_until > now()`,
        ),
      ),
    );
    expect(claimed.length).toBeGreaterThan(0);

    await holder.kill('SIGKILL');
    // Time passes: the killed process's lease runs out (without waiting its full length).
    await withDatabase(databaseUrl, (db) =>
      db.execute(sql`update background_jobs set locked_until = now() where state = 'pending'`),
    );
    const survivor = await startShopProcess({ databaseUrl, dataDir });
    shops.push(survivor);

    const ids = claimed.map((row) => row.id);
    await until(
      async () =>
        withDatabase(databaseUrl, async (db) => {
          const rows = rowsOf<{ done: number }>(
            await db.execute(
              sql`select count(*)::int as done from background_jobs where id in ${ids} and state = 'done' and attempts >= 2`,
            ),
          );
          return rows[0]!.done === ids.length;
        }),
      'the survivor to send the mails the killed process had claimed',
    );
    const mail = mailCheck({ dataDir, databaseUrl });
    for (const order of orders.acked) await mail.expectMailFor(order.orderNumber);
  });
});
