// The shop on 1, 2 and 4 app processes (WEB_CONCURRENCY) on one PostgreSQL database, for
// docs/scaling.md: a cached page, a request that reads the database every time, and the memory of
// the whole process tree. The embedded database lives inside one process, so this needs DATABASE_URL.
import { freshDatabase } from './fresh-database';
import { load, type LoadFigures } from './load';
import { residentBytes, watchPeak } from './memory';
import type { BenchOptions } from './options';
import { PAGE_CONNECTIONS } from './page-load';
import { scoped } from './scope';
import { startShop } from './shop';

export const PROCESS_COUNTS = [1, 2, 4];

export interface ScalingPoint {
  processes: number;
  /** A product page as a signed-out shopper gets it (kept rendered by each process). */
  page: LoadFigures & { path: string };
  /** A product's reviews: a database read on every request. */
  read: LoadFigures & { path: string };
  idleBytes: number;
  peakBytes: number;
}

// Start-up work (migrations by the primary, seed, first timers in each worker) settles first.
const SETTLE_MS = 3_000;

export async function scalingSeries(
  options: BenchOptions,
  progress: (line: string) => void,
): Promise<ScalingPoint[]> {
  if (!options.databaseUrl) {
    progress('Processes: skipped, several app processes need PostgreSQL (DATABASE_URL).');
    return [];
  }
  const points: ScalingPoint[] = [];
  for (const processes of PROCESS_COUNTS) {
    progress(`${processes} app process(es) on PostgreSQL, ${options.seconds} s per run ...`);
    points.push(await measureProcesses(processes, options));
  }
  return points;
}

function measureProcesses(processes: number, options: BenchOptions): Promise<ScalingPoint> {
  return scoped(async (defer) => {
    const database = await freshDatabase(options.databaseUrl);
    defer(database.drop);
    const shop = await startShop(database, options.logLevel, { WEB_CONCURRENCY: String(processes) });
    defer(shop.stop);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idleBytes = residentBytes(shop.pid);

    const list = (await (await fetch(`${shop.url}/api/products`)).json()) as { id: number }[];
    const productId = list[0]?.id;
    if (productId === undefined) throw new Error('the catalogue is empty');
    const pagePath = `/product/${productId}`;
    const readPath = `/api/products/${productId}/reviews`;

    const peak = watchPeak(shop.pid);
    const page = await load(`${shop.url}${pagePath}`, PAGE_CONNECTIONS, options.seconds);
    const read = await load(`${shop.url}${readPath}`, PAGE_CONNECTIONS, options.seconds);
    return {
      processes,
      page: { path: pagePath, ...page },
      read: { path: readPath, ...read },
      idleBytes,
      peakBytes: peak.stop(),
    };
  });
}
