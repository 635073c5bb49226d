// The shop's real entry point, run from the sources through tsx on the page build the test
// suite's global setup made: for tests that need whole processes (clusters, kills, page caches).
import path from 'node:path';
import { simulatedShopEnv } from '../../bench/shop';
import { projectRoot } from '../../src/server/lib/project-root';

/** `node` arguments that start the shop as `npm run serve` would, from the sources. */
export const SHOP_ENTRY_ARGS = ['--import', 'tsx', path.join(projectRoot(), 'src/server/index.ts')];

/** A production shop's environment (bench/shop.ts) with `extra` variables added or overriding. */
export function shopEntryEnv(
  shop: { port: number; dataDir: string; databaseUrl: string; logLevel: string },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return { ...simulatedShopEnv(shop), ...extra };
}
