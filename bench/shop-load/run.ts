// npm run test:load: shoppers against two (LOAD_PROCESSES) processes of the production build on one PostgreSQL
// database, then the database is held to every answer they got. Needs `npm run build` first.
// Exits non-zero when any promise broke: a 5xx, a request without an answer, an answer a step does
// not allow, or a stored order, payment or stock that disagrees with what shoppers were told.
//
// Environment:
//   DATABASE_URL or TEST_DATABASE_URL  the PostgreSQL server; a `shop_load_*` database is made there
//                                      and dropped afterwards (the named database is only connected to)
//   LOAD_SHOPPERS                      shoppers at once, default 200
//   LOAD_SECONDS                       how long new visits start, default 60 (visits under way finish)
//   LOAD_PROCESSES                     shop processes, default 2
//   LOAD_LOG_LEVEL                     the shops' log level, default warn
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/server/db/client';
import { freshDatabase } from '../fresh-database';
import { machineInfo } from '../results-file';
import { scoped, undoAll } from '../scope';
import { startShop } from '../shop';
import { auditOrders } from './audit';
import { prepareCatalogue, SCARCE_PRODUCTS, SCARCE_STOCK } from './catalogue';
import { LoadOptionsError, readLoadOptions } from './options';
import { summarise } from './summary';
import { visit, type AcknowledgedOrder } from './shopper';
import { watchLowestStock } from './stock-watch';
import { BrokenPromise, createTraffic } from './traffic';

const root = path.resolve(import.meta.dirname, '../..');
const REQUIRED = ['build/app/index.js', 'build/server/index.js', 'build/client/assets'];
// Shoppers arrive over this long rather than all in the same millisecond.
const RAMP_UP_MS = 2_000;
// The load generator stands in for a reverse proxy that tells the shop each shopper's address, so
// every per-address limit applies per shopper with its default value: nothing is raised for the run.
// WEB_CONCURRENCY=1: each process started here is one shop process, whatever its default.
const SHOP_ENV = { TRUST_PROXY: '127.0.0.1', WEB_CONCURRENCY: '1' };

async function main(): Promise<number> {
  const options = readLoadOptions(process.env);
  const missing = REQUIRED.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    throw new LoadOptionsError(
      `The production build is missing (${missing.join(', ')}). Run "npm run build" first.`,
    );
  }
  return scoped(async (defer) => {
    const database = await freshDatabase(options.serverUrl, { prefix: 'shop_load_' });
    defer(database.drop);
    if (database.target.kind !== 'postgres') throw new LoadOptionsError('The load test needs PostgreSQL');
    const initialStock = await prepareCatalogue(database.target);
    console.log(
      `${options.shoppers} shoppers for ${options.seconds} s against ${options.processes} shop processes on ` +
        `PostgreSQL (${serverName(database.target.url)}).\n` +
        `Limits: the shop's defaults. Each visit is a new shopper on its own address, told to the shop in ` +
        `X-Forwarded-For, which it trusts from the load generator only (TRUST_PROXY=${SHOP_ENV.TRUST_PROXY}).\n` +
        `${SCARCE_PRODUCTS} products start with ${SCARCE_STOCK} units each, so shoppers race for the last ones.`,
    );
    const shops = [];
    for (let i = 0; i < options.processes; i++) {
      // All share the database and DATA_DIR, as processes on one machine do.
      const shop = await startShop(database, options.logLevel, SHOP_ENV);
      defer(shop.stop);
      shops.push(shop);
    }
    const stockWatch = await watchLowestStock(database.target.url);
    const traffic = createTraffic(shops.map((s) => s.url));
    const run = randomBytes(3).toString('hex');
    const acknowledged: AcknowledgedOrder[] = [];
    let visits = 0;
    let soldOut = 0;
    let next = 0;

    const started = performance.now();
    const endsAt = started + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: options.shoppers }, async (_, shopper) => {
        await new Promise((resolve) => setTimeout(resolve, (shopper * RAMP_UP_MS) / options.shoppers));
        while (performance.now() < endsAt) {
          const n = next++;
          try {
            const result = await visit(traffic, n, run);
            if (result.order) acknowledged.push(result.order);
            if (result.soldOut) soldOut++;
          } catch (error) {
            if (!(error instanceof BrokenPromise)) throw error;
          }
          visits++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const stock = await stockWatch.stop();

    const handle = await openDatabase(database.target);
    const audit = await auditOrders(handle.db, acknowledged, initialStock).finally(() => handle.close());
    const summary = summarise({
      traffic: traffic.report(),
      seconds,
      visits,
      soldOut,
      acknowledged: acknowledged.length,
      audit,
      stock,
    });
    console.log(`\n${summary.text}`);
    await writeFigures({
      settings: { shoppers: options.shoppers, seconds: options.seconds, processes: options.processes },
      figures: summary.figures,
    });
    const [loadAverage = 0] = loadavg();
    if (loadAverage > availableParallelism()) {
      console.log(
        `Note: load average ${loadAverage.toFixed(1)} on ${availableParallelism()} cores at the end.`,
      );
    }
    return summary.promisesKept ? 0 : 1;
  });
}

async function writeFigures(results: object) {
  const dir = path.join(root, 'bench/results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'load-latest.json');
  await writeFile(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine: machineInfo(), ...results }, null, 2)}\n`,
  );
  console.log(`Figures in ${path.relative(root, file)}.`);
}

/** Host, port and database, never the password. */
function serverName(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the shops and dropping the load test's database ...`);
    void undoAll().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      error instanceof LoadOptionsError
        ? message
        : `Load test failed: ${error instanceof Error ? error.stack : message}`,
    );
    process.exit(1);
  },
);
