import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import type { PageMode } from '../../src/server/pages';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import type { Services } from '../../src/server/services';
import { createScratchDatabase } from './scratch-database';

export interface TestApp {
  url: string;
  db: Database;
  services: Services;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

interface TestAppOptions {
  /** Fill the catalogue with the seed products (default true). */
  seed?: boolean;
  env?: Record<string, string>;
  /** Serve the pages too (they need the page build); API only by default. */
  pages?: PageMode;
}

/** The real app on its own fresh database, listening on a free port, for tests that call it over HTTP. */
export async function startTestApp({
  seed = true,
  env = {},
  pages,
}: TestAppOptions = {}): Promise<TestApp & { server: FastifyInstance }> {
  const scratch = await createScratchDatabase();
  const database = await openDatabase(scratch.target);
  await runMigrations(database);
  if (seed) await seedIfEmpty(database.db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0', ...env });
  const { server, services } = await buildApp({ config, database, pages });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    db: database.db,
    services,
    config,
    dataDir,
    close: async () => {
      // A test that left a response body unread would hold its connection open for ever.
      server.server.closeAllConnections();
      await server.close();
      await database.close();
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
