// npm run bench: measures the production build against DESIGN.md §7's bars, prints one table per
// part and writes every figure to bench/results/latest.json. Needs `npm run build` first. Loopback
// only; each shop starts on a fresh database, and every server, browser, data folder and database
// it makes is removed before it exits.
//
// Environment:
//   DATABASE_URL           a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test): each
//                          shop gets a new database created there and dropped after; the named
//                          database itself is only used to connect. Unset: embedded PGlite.
//   BENCH_ONLY, BENCH_SKIP comma-separated parts to run or leave out: api, pages, memory, js,
//                          lighthouse, visits, series, console, insights, processes (default: all;
//                          processes needs DATABASE_URL; insights runs on DATABASE_URL, else
//                          TEST_DATABASE_URL, else PGlite).
//   BENCH_SECONDS          length of each load run, default 5; the catalogue-size series uses half.
//   BENCH_LIGHTHOUSE_RUNS  Lighthouse runs per page, default 3; the median is reported.
//   CHROME_PATH            the Chromium Lighthouse and the slow-line visits drive, default
//                          /usr/bin/chromium.
//   BENCH_LOG_LEVEL        the shop's log level, default info.
//   BENCH_VERBOSE=1        lists every JavaScript file a page loads.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { catalogueSeries, type SeriesPoint } from './catalogue-series';
import { benchConsoleLists, type ConsoleTimings } from './console-lists';
import { benchInsights, type InsightTimings } from './insights';
import { measureShop, type ShopFigures } from './main-shop';
import { OptionsError, readOptions, type Section } from './options';
import { formatTable, kb, type Table } from './report';
import { machineInfo, writeResults } from './results-file';
import { scalingSeries, type ScalingPoint } from './scaling';
import { undoAll } from './scope';
import {
  apiTable,
  consoleTable,
  insightsTable,
  jsTable,
  lighthouseTable,
  memoryTable,
  pagesTable,
  processesTable,
  seriesTable,
  visitsTable,
} from './tables';

const root = path.resolve(import.meta.dirname, '..');
const required = ['build/app/index.js', 'build/server/index.js', 'build/client/assets'];
const SHOP_SECTIONS: Section[] = ['api', 'pages', 'memory', 'js', 'lighthouse', 'visits'];

async function main() {
  const started = performance.now();
  const options = readOptions(process.env);
  const runs = (section: Section) => options.sections.has(section);
  const needsBuild = SHOP_SECTIONS.some(runs) || runs('series') || runs('processes');
  const missing = needsBuild ? required.filter((file) => !existsSync(path.join(root, file))) : [];
  if (missing.length > 0) {
    throw new OptionsError(
      `The production build is missing (${missing.join(', ')}). Run "npm run build" first.`,
    );
  }
  const kind = options.databaseUrl ? 'postgres' : 'pglite';
  const machine = machineInfo();
  const progress = (line: string) => console.log(line);
  // Three sizes of three runs each: shorter runs keep the whole benchmark within a few minutes.
  const seriesSeconds = Math.max(1, options.seconds / 2);

  let shop: ShopFigures | undefined;
  let series: SeriesPoint[] | undefined;
  let consoleLists: ConsoleTimings | undefined;
  let processes: ScalingPoint[] | undefined;
  let insights: InsightTimings | undefined;
  if (SHOP_SECTIONS.some(runs)) shop = await measureShop(root, options, progress);
  if (runs('series')) {
    progress(`Catalogue-size series, ${seriesSeconds} s per run ...`);
    series = await catalogueSeries({ ...options, seconds: seriesSeconds }, progress);
  }
  if (runs('processes')) processes = await scalingSeries(options, progress);
  // After every shop has stopped, so load figures and query times do not mix.
  if (runs('console')) {
    progress('Console queries with 10,000 orders ...');
    consoleLists = await benchConsoleLists(options.databaseUrl);
  }
  if (runs('insights')) {
    progress('Insight page with 100,000 orders ...');
    // Its bar is set on PostgreSQL, so the test server stands in when DATABASE_URL is unset.
    insights = await benchInsights(options.databaseUrl ?? (process.env.TEST_DATABASE_URL || undefined));
  }

  const tables: Table[] = [];
  if (shop?.api) tables.push(apiTable(shop.api));
  if (shop?.pages) tables.push(pagesTable(shop.pages));
  if (shop?.memory) tables.push(memoryTable(shop.memory, kind));
  if (shop?.js) tables.push(jsTable(shop.js));
  if (shop?.lighthouse) tables.push(lighthouseTable(shop.lighthouse));
  if (shop?.visits) tables.push(visitsTable(shop.visits));
  if (series) tables.push(seriesTable(series, kind));
  if (processes?.length) tables.push(processesTable(processes));
  if (consoleLists) tables.push(consoleTable(consoleLists));
  if (insights) tables.push(insightsTable(insights));
  for (const table of tables) console.log(`\n${formatTable(table)}`);

  if (options.verbose && shop?.js) {
    for (const { page, weight } of shop.js) {
      console.log(`\n${page}:`);
      for (const f of weight.files)
        console.log(`  ${f.own ? 'own' : 'lib'}  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
    }
  }

  const durationSeconds = Math.round((performance.now() - started) / 1000);
  const file = await writeResults(root, {
    date: new Date().toISOString(),
    machine: { ...machine, loadAverageAtEnd: loadavg().map((n) => Number(n.toFixed(2))) },
    database: kind === 'postgres' ? { kind, server: serverName(options.databaseUrl!) } : { kind },
    settings: {
      parts: [...options.sections],
      seconds: options.seconds,
      seriesSeconds,
      lighthouseRuns: options.lighthouseRuns,
    },
    durationSeconds,
    api: shop?.api,
    pages: shop?.pages,
    memory: shop?.memory,
    js: shop?.js,
    lighthouse: shop?.lighthouse,
    visits: shop?.visits,
    series,
    console: consoleLists,
    insights,
    processes,
    tables,
  });
  const misses = tables.flatMap((t) => t.rows).filter((r) => r.pass === false).length;
  console.log(
    `\n${misses === 0 ? 'Every target met' : `${misses} target(s) missed`}; ${durationSeconds} s in all; figures in ${path.relative(root, file)}.`,
  );
  // Other work on the machine skews every figure above; say so rather than let it pass unnoticed.
  const [loadAverage = 0] = loadavg();
  const cores = availableParallelism();
  if (loadAverage > cores) {
    console.log(
      `Note: load average ${loadAverage.toFixed(1)} on ${cores} cores; other work skewed these figures.`,
    );
  }
}

/** Host, port and database, never the password. */
function serverName(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the benchmark's databases ...`);
    void undoAll().finally(() => process.exit(130));
  });
}

main().catch(async (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof OptionsError ? message : `Benchmark failed: ${message}`);
  process.exit(1);
});
