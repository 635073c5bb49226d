import { startChild, type ChildServer } from './child-server';
import { freePort } from './free-port';
import type { FreshDatabase } from './fresh-database';

/**
 * The environment of a production shop on loopback `port`, with the simulated payment and
 * catalogue services, on `databaseUrl` (empty: the embedded database) with `dataDir`.
 */
export function simulatedShopEnv({
  port,
  dataDir,
  databaseUrl,
  logLevel,
}: {
  port: number;
  dataDir: string;
  databaseUrl: string;
  logLevel: string;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    // Production starts a simulator only when it is named; a measured or tested shop never calls real services.
    MPESA_MODE: 'simulated',
    SHOPIFY_MODE: 'simulated',
    ETIMS_MODE: 'simulated',
    SHOPIFY_STORE_DOMAIN: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: logLevel,
    // A measured shop takes no backup: its dump would pause the figures for a second.
    BACKUP_DAILY: 'false',
  };
}

/** Starts the production build on a free loopback port, on the given database. */
export async function startShop(
  database: FreshDatabase,
  logLevel: string,
  extraEnv: Record<string, string> = {},
): Promise<ChildServer> {
  const port = await freePort();
  return startChild(['build/app/index.js'], {
    port,
    readyPath: '/readyz',
    env: {
      ...simulatedShopEnv({
        port,
        dataDir: database.shopEnv.DATA_DIR,
        databaseUrl: database.shopEnv.DATABASE_URL,
        logLevel,
      }),
      // DESIGN §7's bars are for one process, measured against one bare Node process.
      WEB_CONCURRENCY: '1',
      ...extraEnv,
    },
  });
}
