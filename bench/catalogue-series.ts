// The same shop with 20, 200 and 2,000 products: what a shopper's request costs as the catalogue
// grows (DESIGN §7: page cost grows with what a page shows, not with the catalogue).
import { API_CONNECTIONS } from './api-vs-bare';
import { fillCatalogue } from './fill-catalogue';
import { freshDatabase } from './fresh-database';
import { load, type LoadFigures } from './load';
import { residentBytes } from './memory';
import { loadPages, type PageLoad } from './page-load';
import { scoped } from './scope';
import { startShop } from './shop';

export const SERIES_SIZES = [20, 200, 2_000];

export interface SeriesPoint {
  products: number;
  /** The list API; `listed` is how many products it answered with. */
  api: LoadFigures & { path: string; bytes: number; listed: number };
  catalogue: PageLoad;
  product: PageLoad;
  /** The shop's resident memory after these loads. */
  residentBytes: number;
}

export async function catalogueSeries(
  { databaseUrl, seconds, logLevel }: { databaseUrl: string | undefined; seconds: number; logLevel: string },
  progress: (line: string) => void,
): Promise<SeriesPoint[]> {
  const points: SeriesPoint[] = [];
  for (const products of SERIES_SIZES) {
    progress(`  ${products.toLocaleString('en')} products ...`);
    points.push(await measureSize(products, { databaseUrl, seconds, logLevel }));
  }
  return points;
}

async function measureSize(
  products: number,
  { databaseUrl, seconds, logLevel }: { databaseUrl: string | undefined; seconds: number; logLevel: string },
): Promise<SeriesPoint> {
  return scoped(async (defer) => {
    const database = await freshDatabase(databaseUrl);
    defer(database.drop);
    await fillCatalogue(database.target, products);
    const shop = await startShop(database, logLevel);
    defer(shop.stop);

    const apiPath = '/api/products';
    const response = await fetch(`${shop.url}${apiPath}`, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    const list = JSON.parse(body.toString()) as { id: number }[];
    const figures = await load(`${shop.url}${apiPath}`, API_CONNECTIONS, seconds);
    const api = { path: apiPath, bytes: body.length, listed: list.length, ...figures };
    const [catalogue, product] = await loadPages(shop.url, ['/products', `/product/${list[0]!.id}`], seconds);
    return {
      products,
      api,
      catalogue: catalogue!,
      product: product!,
      residentBytes: residentBytes(shop.pid),
    };
  });
}
