// The database server ends the shop's connections (pg_terminate_backend, as a failover or an
// administrator does) while shoppers are placing orders. Only this file's own shop process is
// touched: its connections are picked by database name and application_name, so the other test
// files sharing the server carry on.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMailFor } from './support/mail-queued';
import { brokenAnswers, isUnavailableAnswer, orderClient } from './support/order-stream';
import { expectRecovered } from './support/process-checks';
import { expectOrdersKept, scratchShop, type ScratchShop } from './support/shop-database';
import { startShopProcess, type ShopProcess } from './support/shop-process';

const onPostgres = process.env.TEST_DB === 'postgres';
const APPLICATION_NAME = 'shop-under-fault';
const CUTS = 3;
const ORDERS_BETWEEN_CUTS = 10;

let scratch: ScratchShop | undefined;
let dataDir: string;
let databaseUrl: string;
let shop: ShopProcess | undefined;
let stock: ScratchShop['stock'];

/** Ends every connection of this file's shop; returns how many there were. */
async function cutShopConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ cut: number }>(
      `select count(*) filter (where pg_terminate_backend(pid))::int as cut
         from pg_stat_activity where datname = $1 and application_name = $2`,
      [new URL(databaseUrl).pathname.slice(1), APPLICATION_NAME],
    );
    return rows[0]!.cut;
  } finally {
    await admin.end();
  }
}

describe.runIf(onPostgres)('connections ended by the database server mid-stream (PostgreSQL only)', () => {
  beforeAll(async () => {
    scratch = await scratchShop();
    ({ databaseUrl, dataDir, stock } = scratch);
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', APPLICATION_NAME);
    shop = await startShopProcess({ databaseUrl: url.toString(), dataDir });
  });

  afterAll(async () => {
    await shop?.kill('SIGTERM');
    await scratch?.remove();
  });

  it('keeps every acknowledged order with its stock and mail, refuses with 503 meanwhile, and recovers by itself', async () => {
    const orders = orderClient({ productIds: stock.productIds });
    const stream = orders.stream({ clients: 4, target: () => shop!.url });
    let cut = 0;
    try {
      for (let round = 1; round <= CUTS; round++) {
        await shop!.watch(orders.whenAcked(round * ORDERS_BETWEEN_CUTS));
        cut += await cutShopConnections();
      }
      // Orders keep coming after the last cut without the process being restarted.
      await shop!.watch(orders.whenAcked(orders.acked.length + ORDERS_BETWEEN_CUTS));
      await stream.stop();
    } finally {
      orders.abandon();
    }

    expect(cut).toBeGreaterThan(0);
    expect(brokenAnswers(orders.answers)).toEqual([]);
    expect(orders.failures).toEqual([]);
    await expectRecovered(shop!);
    expect((await orders.placeOnce(shop!.url)).status).toBe(201);

    await expectOrdersKept(databaseUrl, orders.acked, stock.initialStock);
    for (const order of orders.acked) await expectMailFor(databaseUrl, order.orderNumber);
    console.info(
      `connections ended: ${cut}; orders acknowledged: ${orders.acked.length}; attempts: ${orders.answers.length}, ` +
        `of which 503: ${orders.answers.filter(isUnavailableAnswer).length}`,
    );
  });
});
