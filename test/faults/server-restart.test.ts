// The PostgreSQL server stops and starts again under a running shop, twice: once shut down
// politely (fast), once crashed (immediate, so the restart replays the write-ahead log). It is a
// server of this file's own on a free port: the shared server other test files use stays up.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl as onDatabase } from '../../bench/fresh-database';
import { expectMailFor } from './support/mail-queued';
import { brokenAnswers, isUnavailableAnswer, orderClient, type Answer } from './support/order-stream';
import { createPrivatePostgres, postgresBinDir, type PrivatePostgres } from './support/private-postgres';
import { expectRecovered } from './support/process-checks';
import { expectOrdersKept, prepareShopDatabase } from './support/shop-database';
import { startShopProcess, type ShopProcess } from './support/shop-process';

const onPostgres = process.env.TEST_DB === 'postgres';
const ORDERS_BETWEEN_FAULTS = 10;

let server: PrivatePostgres | undefined;
let dataDir: string;
let databaseUrl: string;
let shop: ShopProcess | undefined;
let stock: Awaited<ReturnType<typeof prepareShopDatabase>>;

describe.runIf(onPostgres && postgresBinDir() !== null)(
  'the database server stopped and started under a running shop (PostgreSQL only)',
  () => {
    beforeAll(async () => {
      server = await createPrivatePostgres();
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query('create database shop').finally(() => admin.end());
      databaseUrl = onDatabase(server.url, 'shop');
      dataDir = await mkdtemp(path.join(tmpdir(), 'shop-fault-'));
      stock = await prepareShopDatabase(databaseUrl);
      shop = await startShopProcess({ databaseUrl, dataDir });
    });

    afterAll(async () => {
      await shop?.kill('SIGTERM');
      await server?.remove();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged order with its stock and mail, answers 503 while it is down, and recovers by itself', async () => {
      const orders = orderClient({ productIds: stock.productIds });
      const stream = orders.stream({ clients: 4, target: () => shop!.url });
      const whileDown: Answer[] = [];
      const readyWhileDown: number[] = [];
      try {
        await shop!.watch(orders.whenAcked(ORDERS_BETWEEN_FAULTS));
        for (const mode of ['fast', 'immediate'] as const) {
          await server!.stop(mode);
          // The stream keeps sending meanwhile; these show what a new shopper gets.
          whileDown.push(await orders.placeOnce(shop!.url));
          readyWhileDown.push(
            (await fetch(`${shop!.url}/readyz`, { signal: AbortSignal.timeout(20_000) })).status,
          );
          await server!.start();
          // Orders flow again without the shop being restarted.
          await shop!.watch(orders.whenAcked(orders.acked.length + ORDERS_BETWEEN_FAULTS));
        }
        await stream.stop();
      } finally {
        orders.abandon();
      }

      expect(whileDown.map((a) => ({ status: a.status, unavailable: isUnavailableAnswer(a) }))).toEqual([
        { status: 503, unavailable: true },
        { status: 503, unavailable: true },
      ]);
      expect(readyWhileDown).toEqual([503, 503]);
      expect(brokenAnswers(orders.answers)).toEqual([]);
      expect(orders.failures).toEqual([]);
      await expectRecovered(shop!);
      expect((await orders.placeOnce(shop!.url)).status).toBe(201);

      await expectOrdersKept(databaseUrl, orders.acked, stock.initialStock);
      for (const order of orders.acked) await expectMailFor(databaseUrl, order.orderNumber);
      console.info(
        `orders acknowledged: ${orders.acked.length}; attempts: ${orders.answers.length}, ` +
          `of which 503: ${orders.answers.filter(isUnavailableAnswer).length}`,
      );
    });
  },
);
