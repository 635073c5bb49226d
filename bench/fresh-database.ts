// Every measured shop starts on an empty database of its own, so repeated runs start equal: a new
// embedded data folder, or a newly created database on DATABASE_URL's PostgreSQL server, dropped after.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../src/server/db/client';

export interface FreshDatabase {
  kind: 'pglite' | 'postgres';
  /** The shop's DATA_DIR: uploads, and the embedded database when there is no PostgreSQL. */
  dataDir: string;
  /** What the bench opens to fill the database before the shop starts on it. */
  target: DatabaseTarget;
  /** The variables that point the shop at this database. */
  shopEnv: { DATA_DIR: string; DATABASE_URL: string };
  drop(): Promise<void>;
}

// Only names made here are ever dropped; the server's other databases are never touched.
const NAME_PREFIX = 'shop_bench_';

/** `prefix` starts the new database's name (the load test's are `shop_load_*`). */
export async function freshDatabase(
  serverUrl: string | undefined,
  { prefix = NAME_PREFIX }: { prefix?: string } = {},
): Promise<FreshDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    return {
      kind: 'pglite',
      dataDir,
      // Where the shop keeps its embedded database (databaseTarget in src/server/db/prepare-database.ts).
      target: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      shopEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: removeDir,
    };
  }
  const name = `${prefix}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  try {
    await onServer(serverUrl, `create database ${name}`);
  } catch (error) {
    await removeDir();
    throw error;
  }
  const url = databaseUrl(serverUrl, name);
  return {
    kind: 'postgres',
    dataDir,
    target: { kind: 'postgres', url, poolSize: 4 },
    shopEnv: { DATA_DIR: dataDir, DATABASE_URL: url },
    drop: async () => {
      // FORCE ends connections a stopped shop may have left behind.
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      await removeDir();
    },
  };
}

/** The same server and credentials as `serverUrl`, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
