// One shop on a fresh database with the seed catalogue: memory at rest, the API against a bare
// server, the three storefront pages under load, memory after, JavaScript weight, Lighthouse, and
// visits on a slow mobile line.
import path from 'node:path';
import { compareWithBare, type ApiComparison } from './api-vs-bare';
import { freshDatabase } from './fresh-database';
import { jsWeight, sourceStems, type JsWeight } from './js-weight';
import { lighthousePages, type LighthousePage } from './lighthouse';
import { residentBytes, watchPeak } from './memory';
import type { BenchOptions } from './options';
import { networkVisits, type PageVisits } from './network-visits';
import { loadPages, type PageLoad } from './page-load';
import { scoped } from './scope';
import { startShop } from './shop';
import type { MemoryFigures } from './tables';

export interface ShopFigures {
  kind: 'pglite' | 'postgres';
  api?: ApiComparison[];
  pages?: PageLoad[];
  memory?: MemoryFigures;
  js?: { page: string; weight: JsWeight }[];
  lighthouse?: LighthousePage[];
  visits?: PageVisits[];
}

// Long enough for start-up work (seed, first timers) to finish and the heap to level off.
const SETTLE_MS = 3_000;

export async function measureShop(
  root: string,
  options: BenchOptions,
  progress: (line: string) => void,
): Promise<ShopFigures> {
  const { sections, seconds } = options;
  return scoped(async (defer) => {
    const database = await freshDatabase(options.databaseUrl);
    defer(database.drop);
    progress(`Starting the production build on a fresh ${database.kind} database ...`);
    const shop = await startShop(database, options.logLevel);
    defer(shop.stop);
    const figures: ShopFigures = { kind: database.kind };

    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idleBytes = residentBytes(shop.pid);

    const list = (await (await fetch(`${shop.url}/api/products`)).json()) as { id: number }[];
    const productId = list[0]?.id;
    if (productId === undefined) throw new Error('the catalogue is empty');
    const pagePaths = ['/', '/products', `/product/${productId}`];

    const peak = watchPeak(shop.pid);
    if (sections.has('api')) {
      progress(`API against a bare node:http server, ${seconds} s each ...`);
      figures.api = [];
      for (const apiPath of ['/api/products', `/api/products/${productId}`]) {
        figures.api.push(await compareWithBare(shop.url, apiPath, database.dataDir, seconds));
      }
    }
    if (sections.has('pages')) {
      progress(`${pagePaths.join(', ')} under load, ${seconds} s each ...`);
      figures.pages = await loadPages(shop.url, pagePaths, seconds);
    }
    const peakBytes = peak.stop();
    if (sections.has('memory')) {
      const loaded = sections.has('api') || sections.has('pages');
      figures.memory = loaded
        ? { idleBytes, peakBytes, afterLoadBytes: residentBytes(shop.pid) }
        : { idleBytes };
    }

    if (sections.has('js')) {
      const stems = sourceStems(path.join(root, 'src'));
      figures.js = [];
      for (const page of pagePaths) {
        const html = await (await fetch(`${shop.url}${page}`)).text();
        figures.js.push({ page, weight: jsWeight(html, path.join(root, 'build/client'), stems) });
      }
    }
    if (sections.has('lighthouse')) {
      progress(`Lighthouse on ${pagePaths.join(', ')}, ${options.lighthouseRuns} runs each ...`);
      figures.lighthouse = await lighthousePages(shop.url, pagePaths, {
        runs: options.lighthouseRuns,
        chromePath: options.chromePath,
      });
    }
    if (sections.has('visits')) {
      progress('First and repeat visits of /, /products on a slow mobile line ...');
      figures.visits = await networkVisits(shop.url, ['/', '/products'], { chromePath: options.chromePath });
    }
    return figures;
  });
}
