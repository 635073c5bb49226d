// The shop's real entry point, run from the sources through tsx on the page build the test
// suite's global setup made: for tests that need whole processes (clusters, kills, page caches).
import path from 'node:path';
import { projectRoot } from '../../src/server/lib/project-root';

/** `node` arguments that start the shop as `npm run serve` would, from the sources. */
export const SHOP_ENTRY_ARGS = ['--import', 'tsx', path.join(projectRoot(), 'src/server/index.ts')];

/**
 * The environment of a production shop on loopback `port` with simulated payments and catalogue
 * sync, on `databaseUrl` with `dataDir`; `extra` adds or overrides variables.
 */
export function shopEntryEnv(
  {
    port,
    dataDir,
    databaseUrl,
    logLevel,
  }: { port: number; dataDir: string; databaseUrl: string; logLevel: string },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    MPESA_MODE: 'simulated',
    SHOPIFY_MODE: 'simulated',
    SHOPIFY_STORE_DOMAIN: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...extra,
  };
}
