import { realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/http/app';
import { loadConfig, type Config } from '../../src/server/config/config';
import {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseTarget,
  type PostgresTimeouts,
} from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import type { PageMode } from '../../src/server/pages/register';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { projectRoot } from '../../src/server/lib/project-root';
import type { Services } from '../../src/server/services';
import { createScratchDatabase } from './scratch-database';

export interface TestApp {
  url: string;
  db: Database;
  services: Services;
  config: Config;
  dataDir: string;
  /** Where the app's database lives (tests that take it away need its name). */
  target: DatabaseTarget;
  close(): Promise<void>;
}

interface TestAppOptions {
  /** Fill the catalogue with the seed products (default true). */
  seed?: boolean;
  env?: Record<string, string>;
  /** On PostgreSQL: shorter database timeouts than the shop's own. */
  databaseTimeouts?: Partial<PostgresTimeouts>;
  /**
   * Serve the pages too: 'development' renders them through Vite (takes several seconds to start),
   * 'production' from the page build (`npm run build`, or the fuzz project's global setup).
   */
  pages?: 'development' | 'production';
  /** Receives the app's log lines (set LOG_LEVEL in env too: tests default to silent). */
  logStream?: { write(line: string): void };
}

/** The real app on its own fresh database, listening on a free port, for tests that call it over HTTP. */
export async function startTestApp({
  seed = true,
  env = {},
  databaseTimeouts,
  pages,
  logStream,
}: TestAppOptions = {}): Promise<TestApp & { server: FastifyInstance; database: DatabaseHandle }> {
  const scratch = await createScratchDatabase({ contents: seed ? 'seeded' : 'migrated' });
  const target: DatabaseTarget =
    scratch.target.kind === 'postgres' ? { ...scratch.target, timeouts: databaseTimeouts } : scratch.target;
  const database = await openDatabase(target);
  await runMigrations(database);
  if (seed) await seedIfEmpty(database.db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: '0',
    // Most files place many orders and payments from one address and email, and poll fast; these
    // limits have their own tests (order-limits, order-access).
    ORDERS_PER_ADDRESS_PER_HOUR: '10000',
    ORDERS_PER_EMAIL_PER_HOUR: '10000',
    MPESA_PUSHES_PER_ADDRESS: '10000',
    MPESA_STATUS_CHECKS_PER_ADDRESS: '10000',
    MPESA_STATUS_CHECKS_PER_PAYMENT: '10000',
    // Their orders, mostly unpaid, would soon hold more units of the first product than one client
    // may (test/api/unpaid-holds.test.ts tests the limit).
    UNPAID_UNITS_PER_PRODUCT: '100000',
    ...env,
  });
  const vite = pages === 'development' ? await startVite() : null;
  const pageMode: PageMode | null = vite
    ? { kind: 'development', vite }
    : pages === 'production'
      ? { kind: 'production' }
      : null;
  const { server, services } = await buildApp({ config, database, pages: pageMode, logStream });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    db: database.db,
    database,
    services,
    config,
    dataDir,
    target,
    close: async () => {
      // A test that left a response body unread would hold its connection open for ever.
      server.server.closeAllConnections();
      await server.close();
      await vite?.close();
      await database.close();
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function startVite() {
  const { createServer } = await import('vite');
  const { unstable_setDevServerHooks } = await import('react-router');
  const root = projectRoot();
  // No HMR: its WebSocket port would clash between test files running at once. node_modules may
  // be a link to a folder outside the project, which Vite must be allowed to serve from.
  const vite = await createServer({
    root,
    server: {
      middlewareMode: true,
      hmr: false,
      fs: { allow: [root, realpathSync(path.join(root, 'node_modules'))] },
    },
    appType: 'custom',
    logLevel: 'silent',
  });
  // React Router's development server inlines each page's CSS, found by walking Vite's whole module
  // graph on every render: 9 in 10 of a product page's time (2 s of 2.2 when the machine is busy).
  // Tests read the markup, which a page build serves without those styles too; errors keep their
  // stack traces mapped to the sources.
  unstable_setDevServerHooks({
    processRequestError: (error) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
    },
  });
  return vite;
}
