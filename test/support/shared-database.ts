// Several instances of the shop on one scratch database, for tests of what app processes share.
// An instance started in the test's own process gives the test its services and database; one in
// a process of its own shares no memory with the test or the other instances (module-level state
// such as the catalogue's cache generation included), as two app processes of a deployment.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/free-port';
import { buildApp } from '../../src/server/http/app';
import { loadConfig } from '../../src/server/config/config';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { startBackgroundWork } from '../../src/server/jobs/background';
import { projectRoot } from '../../src/server/lib/project-root';
import { createScratchDatabase } from './scratch-database';
import type { TestApp } from './test-app';

/** An instance in a process of its own: reachable over HTTP only. */
export type AppProcess = Pick<TestApp, 'url' | 'config'>;

export interface InstanceOptions {
  /** Work the job queue and the periodic jobs, as a deployed process does (test apps do not). */
  backgroundWork?: boolean;
  /** A DATA_DIR of the process's own, as on another machine (startProcess only). */
  ownDataDir?: boolean;
}

export interface SharedDatabase {
  /** The shop in the test's own process. */
  startApp(options?: InstanceOptions): Promise<TestApp>;
  /** The shop's API in a Node process of its own (PostgreSQL only). */
  startProcess(options?: InstanceOptions): Promise<AppProcess>;
  /** Stops every instance and drops the database. */
  close(): Promise<void>;
}

const STARTUP_MS = 30_000;

/**
 * A migrated (and by default seeded) scratch database. Every instance gets the same settings
 * `env`, including one PUBLIC_URL, as processes behind one load balancer.
 */
export async function sharedDatabase({
  env = {},
  seed = true,
}: { env?: Record<string, string>; seed?: boolean } = {}): Promise<SharedDatabase> {
  const scratch = await createScratchDatabase({ contents: seed ? 'seeded' : 'migrated' });
  const migrator = await openDatabase(scratch.target);
  await runMigrations(migrator);
  if (seed) await seedIfEmpty(migrator.db);
  await migrator.close();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const settings: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://shop.test',
    ...(scratch.target.kind === 'postgres' ? { DATABASE_URL: scratch.target.url } : {}),
    ...env,
  };
  const stops: (() => Promise<void>)[] = [];

  return {
    async startApp({ backgroundWork = false } = {}) {
      const config = loadConfig({ ...settings, PORT: '0' });
      const database = await openDatabase(scratch.target);
      const app = await buildApp({ config, database });
      await app.server.listen({ port: 0, host: '127.0.0.1' });
      const background = backgroundWork
        ? await startBackgroundWork({ services: app.services, database, config, log: app.server.log })
        : null;
      stops.push(async () => {
        // Jobs in hand are finished while the server (and its simulators) still answers.
        await background?.stop();
        app.server.server.closeAllConnections();
        await app.server.close();
        await database.close();
      });
      const { port } = app.server.server.address() as AddressInfo;
      return {
        url: `http://127.0.0.1:${port}`,
        db: database.db,
        services: app.services,
        config,
        dataDir,
        target: scratch.target,
        close: async () => {},
      };
    },

    async startProcess({ backgroundWork = false, ownDataDir = false } = {}) {
      if (scratch.target.kind !== 'postgres') throw new Error('a second process needs PostgreSQL');
      const port = await freePort();
      const machineDir = ownDataDir ? await mkdtemp(path.join(tmpdir(), 'shop-machine-')) : null;
      if (machineDir) stops.push(() => rm(machineDir, { recursive: true, force: true }));
      const processEnv = {
        ...settings,
        ...(machineDir ? { DATA_DIR: machineDir } : {}),
        HOST: '127.0.0.1',
        PORT: String(port),
        ...(backgroundWork ? { APP_PROCESS_BACKGROUND: '1' } : {}),
      };
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(projectRoot(), 'test/support/app-process-entry.ts')],
        { cwd: projectRoot(), env: { ...process.env, ...processEnv }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      stops.push(async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
      });
      const url = `http://127.0.0.1:${port}`;
      await untilReady(
        url,
        () => child.exitCode !== null,
        () => stderr,
      );
      return { url, config: loadConfig(processEnv) };
    },

    async close() {
      await Promise.all(stops.map((stop) => stop()));
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function untilReady(url: string, hasExited: () => boolean, output: () => string) {
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    const status = await fetch(`${url}/readyz`).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    if (status === 200) return;
    if (hasExited() || Date.now() > deadline) {
      throw new Error(`the app process did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
