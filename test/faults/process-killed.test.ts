// Two shop processes on one database and one data folder, as behind a load balancer; one is killed
// (SIGKILL: no shutdown, no last words) while shoppers are placing orders on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMailFor } from './support/mail-queued';
import { brokenAnswers, orderClient, type Answer } from './support/order-stream';
import { expectRecovered } from './support/process-checks';
import { expectOrdersKept, scratchShop, type ScratchShop } from './support/shop-database';
import { startShopProcess, type ShopProcess } from './support/shop-process';

const onPostgres = process.env.TEST_DB === 'postgres';
const ORDERS_BEFORE_KILL = 20;
const ORDERS_AFTER_KILL = 20;

let scratch: ScratchShop | undefined;
let dataDir: string;
let databaseUrl: string;
let stock: ScratchShop['stock'];
const shops: ShopProcess[] = [];

describe.runIf(onPostgres)('one of two shop processes killed mid-load (PostgreSQL only)', () => {
  beforeAll(async () => {
    scratch = await scratchShop();
    ({ databaseUrl, dataDir, stock } = scratch);
    for (let i = 0; i < 2; i++) shops.push(await startShopProcess({ databaseUrl, dataDir }));
  });

  afterAll(async () => {
    for (const shop of shops) await shop.kill('SIGTERM');
    await scratch?.remove();
  });

  it('the other keeps serving every request, and every acknowledged order is kept once with its stock and mail', async () => {
    const [killed, survivor] = shops as [ShopProcess, ShopProcess];
    // Round robin, as a load balancer does; it stops sending to the killed process once it is
    // gone, and an order whose request died with it is sent again, with its key, to the survivor.
    let rotation = [killed.url, survivor.url];
    let next = 0;
    const orders = orderClient({ productIds: stock.productIds });
    const stream = orders.stream({ clients: 6, target: () => rotation[next++ % rotation.length]! });
    let killedAt = 0;
    try {
      await survivor.watch(killed.watch(orders.whenAcked(ORDERS_BEFORE_KILL)));
      killedAt = orders.answers.length;
      await killed.kill('SIGKILL');
      rotation = [survivor.url];
      await survivor.watch(orders.whenAcked(orders.acked.length + ORDERS_AFTER_KILL));
      await stream.stop();
    } finally {
      orders.abandon();
    }

    expect(killed.alive()).toBe(false);
    const sentTo = (shop: ShopProcess) => orders.answers.filter((a) => a.target === shop.url);
    const summary = (a: Answer) => `${a.status ?? a.error} ${a.body.slice(0, 200)}`;
    // Not one request to the survivor failed, before or after the kill.
    expect(
      sentTo(survivor)
        .filter((a) => a.status === null || a.status >= 300)
        .map(summary),
    ).toEqual([]);
    expect(sentTo(survivor).length).toBeGreaterThan(ORDERS_AFTER_KILL);
    // The killed process answered everything sent before the kill; what it held then died with it.
    expect(brokenAnswers(orders.answers.slice(0, killedAt))).toEqual([]);
    expect(brokenAnswers(sentTo(killed)).every((a) => a.status === null)).toBe(true);
    expect(orders.failures).toEqual([]);
    await expectRecovered(survivor);

    await expectOrdersKept(databaseUrl, orders.acked, stock.initialStock);
    // Its mail job committed with it, also when the process that placed it died right after.
    for (const order of orders.acked) await expectMailFor(databaseUrl, order.orderNumber);
    console.info(
      `orders acknowledged: ${orders.acked.length}; requests to the killed process lost with it: ` +
        `${sentTo(killed).filter((a) => a.status === null).length}; to the survivor: ${sentTo(survivor).length}, all answered 2xx`,
    );
  });
});
