// A real shop process (src/server/index.ts through tsx, on the page build the project's global
// setup made), so a fault that crashed the process would show as an exit, not as a test error.
import { spawn } from 'node:child_process';
import { projectRoot } from '../../../src/server/lib/project-root';
import { freePort } from '../../../bench/free-port';
import { SHOP_ENTRY_ARGS, shopEntryEnv } from '../../support/shop-entry';

export interface ShopProcess {
  url: string;
  /** False once the process has exited, for whatever reason. */
  alive(): boolean;
  /** How it ended, for assertion messages: null while it runs. */
  exit(): string | null;
  /** The last log lines at warn level and above (JSON, one a line), for failure messages. */
  logTail(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** `work`, or a rejection as soon as the process exits without having been asked to. */
  watch<T>(work: Promise<T>): Promise<T>;
}

/**
 * Starts the shop on `databaseUrl` with `dataDir` (several processes may share one, as on one
 * machine) and resolves once /readyz answers 200. The database must be migrated and seeded already:
 * processes started together must not race to do it.
 */
export async function startShopProcess({
  databaseUrl,
  dataDir,
  env = {},
}: {
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ShopProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SHOP_ENTRY_ARGS, {
    cwd: projectRoot(),
    env: shopEntryEnv(
      { port, dataDir, databaseUrl, logLevel: 'warn' },
      {
        // The streams place many orders from one address; each order has its own email. They are
        // Pay Later orders of one phone, unpaid, so their units are not limited either.
        ORDERS_PER_ADDRESS_PER_HOUR: '100000',
        UNPAID_UNITS_PER_PRODUCT: '100000',
        // The unpaid-order sweep is not under test; it would only add queries while the database is away.
        ABANDONED_ORDER_CHECK_MINUTES: '0',
        // One process, not a group of workers: a killed process must be the whole of one shop process.
        WEB_CONCURRENCY: '1',
        ...env,
      },
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let killing = false;
  const crashed = exited.then(() => {
    if (!killing) throw new Error(`the shop process ended by itself (${shop.exit()}):\n${tail}`);
    return new Promise<never>(() => {});
  });
  crashed.catch(() => {});
  const shop: ShopProcess = {
    url,
    alive: () => child.exitCode === null && child.signalCode === null,
    exit: () => (shop.alive() ? null : `exit code ${child.exitCode}, signal ${child.signalCode}`),
    logTail: () => tail,
    async kill(signal) {
      if (!shop.alive()) return;
      killing = true;
      child.kill(signal);
      await exited;
    },
    watch(work) {
      work.catch(() => {});
      return Promise.race([work, crashed]);
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!shop.alive()) throw new Error(`the shop exited while starting (${shop.exit()}):\n${tail}`);
    const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return shop;
    if (Date.now() > deadline) {
      await shop.kill('SIGKILL');
      throw new Error(`the shop did not become ready within 60 s:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
