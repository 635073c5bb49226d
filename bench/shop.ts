import { startChild, type ChildServer } from './child-server';
import { freePort } from './free-port';
import type { FreshDatabase } from './fresh-database';

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
      ...process.env,
      NODE_ENV: 'production',
      // Production starts a simulator only when it is named; a benchmark never calls real services.
      MPESA_MODE: 'simulated',
      SHOPIFY_MODE: 'simulated',
      SHOPIFY_STORE_DOMAIN: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...database.shopEnv,
      // DESIGN §7's bars are for one process, measured against one bare Node process.
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: logLevel,
      ...extraEnv,
    },
  });
}
