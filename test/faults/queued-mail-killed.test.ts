// A shop process killed while it sends a queued mail: another process sends it. The first process
// mails through an SMTP server that accepts connections and never says a word, so its worker hangs
// mid-send with the job claimed (state pending, an attempt counted, locked_until ahead) when it dies.
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../src/server/db/schema';
import { orderClient } from './support/order-stream';
import { scratchShop, withDatabase, type ScratchShop } from './support/shop-database';
import { startShopProcess, type ShopProcess } from './support/shop-process';

const onPostgres = process.env.TEST_DB === 'postgres';
const ORDERS = 5;

let scratch: ScratchShop | undefined;
let dataDir: string;
let databaseUrl: string;
let stock: ScratchShop['stock'];
const shops: ShopProcess[] = [];
let silentSmtp: Server;
const smtpSessions = new Set<Socket>();

async function until(check: () => Promise<boolean>, what: string, withinMs = 60_000) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Subjects of the mails in DATA_DIR/outbox (the survivor has no SMTP server). */
async function sentSubjects(): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
  return Promise.all(
    names.map(
      async (n) => (JSON.parse(await readFile(path.join(outbox, n), 'utf8')) as { subject: string }).subject,
    ),
  );
}

describe.runIf(onPostgres)('a queued mail whose process is killed mid-send (PostgreSQL only)', () => {
  beforeAll(async () => {
    scratch = await scratchShop();
    ({ databaseUrl, dataDir, stock } = scratch);
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
    await scratch?.remove();
  });

  it('is sent by another process once the killed one has lost its claim', async () => {
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
    const claimed = await withDatabase(databaseUrl, (db) =>
      db
        .select({ id: backgroundJobs.id })
        .from(backgroundJobs)
        .where(
          and(
            eq(backgroundJobs.state, 'pending'),
            gte(backgroundJobs.attempts, 1),
            gt(backgroundJobs.lockedUntil, sql`now()`),
          ),
        ),
    );
    expect(claimed.length).toBeGreaterThan(0);

    await holder.kill('SIGKILL');
    // Time passes: the killed process's lease runs out (without waiting its full length).
    await withDatabase(databaseUrl, (db) =>
      db
        .update(backgroundJobs)
        .set({ lockedUntil: sql`now()` })
        .where(eq(backgroundJobs.state, 'pending')),
    );
    shops.push(await startShopProcess({ databaseUrl, dataDir }));

    const ids = claimed.map((row) => row.id);
    await until(
      () =>
        withDatabase(databaseUrl, async (db) => {
          const done = await db
            .select({ id: backgroundJobs.id })
            .from(backgroundJobs)
            .where(
              and(
                inArray(backgroundJobs.id, ids),
                eq(backgroundJobs.state, 'done'),
                gte(backgroundJobs.attempts, 2),
              ),
            );
          return done.length === ids.length;
        }),
      'the survivor to send the mails the killed process had claimed',
    );
    // Jobs the holder never claimed (texts are queued beside the mails) go out in their turn.
    const mailed = async () => {
      const subjects = await sentSubjects();
      return orders.acked.every((order) => subjects.some((subject) => subject.includes(order.orderNumber)));
    };
    await until(mailed, 'a mail for every acknowledged order');
    const subjects = await sentSubjects();
    for (const order of orders.acked) {
      expect(subjects.some((subject) => subject.includes(order.orderNumber))).toBe(true);
    }
  });
});
