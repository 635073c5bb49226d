// A shop in a process of its own (shop-api-entry.ts) on a DATA_DIR and, with a DATABASE_URL, on
// PostgreSQL, for tests of what happens beside it and after it stops or crashes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { simulatedShopEnv } from '../../bench/shop';
import { freePort } from '../../bench/free-port';
import { projectRoot } from '../../src/server/lib/project-root';

export interface ShopProcess {
  url: string;
  pid: number;
  /** What the shop's config needs for a caller (accounts.ts): the origin it accepts. */
  config: { publicUrl: string };
  /** Stops it: SIGTERM stops cleanly, SIGKILL as a crash or a power cut would. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
}

/** The environment the shop and the tools share: the same DATA_DIR and DATABASE_URL (none: embedded). */
export function shopEnv(dataDir: string, databaseUrl = '', port = 0): NodeJS.ProcessEnv {
  return simulatedShopEnv({ port, dataDir, databaseUrl, logLevel: 'warn' });
}

export async function startShopProcess(dataDir: string, databaseUrl = ''): Promise<ShopProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot(), 'test/support/shop-api-entry.ts')],
    { cwd: projectRoot(), env: shopEnv(dataDir, databaseUrl, port), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (log = (log + chunk).slice(-4000)));
  // A test that gives up while the shop starts never holds it to stop: the shop ends with the tests.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      process.off('exit', orphaned);
      resolve(code);
    }),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the shop exited while starting (${child.exitCode}):\n${log}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the shop did not start within 60 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    config: { publicUrl: url },
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
