import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockFolder, SHOP_HOLDER } from './folder-lock';
import { pgliteModule } from './pglite-module';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer; used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The driver underneath, for migrations. */
  driver:
    | {
        kind: 'pglite';
        client: PGlite;
        /** The database's folder, locked for this process (folder-lock.ts); null in memory. */
        folder: string | null;
      }
    | { kind: 'postgres'; pool: pg.Pool };
}

export interface PostgresTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement, on the server (statement_timeout); the client gives up a little later. */
  statementMs: number;
}

// A database that is away or stuck must answer 503 within seconds, never hang a request: no page
// or API call of the shop needs a statement anywhere near 15 s.
export const POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, statementMs: 15_000 };

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: Partial<PostgresTimeouts> }
  /**
   * A folder for the embedded database, or 'memory://' for a throwaway one; `from`, a dump of
   * another embedded database (PGlite's dumpDataDir) to start from instead of an empty one.
   * `holder` names the opener in the folder's lock, for whoever is refused it (default "the shop").
   */
  | { kind: 'pglite'; dataDir: string; from?: Blob; holder?: string };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    return openPostgres(target.url, target.poolSize ?? 10, { ...POSTGRES_TIMEOUTS, ...target.timeouts });
  }
  return openPglite(target.dataDir, target.from, target.holder ?? SHOP_HOLDER);
}

async function openPostgres(
  url: string,
  poolSize: number,
  timeouts: PostgresTimeouts,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    // A statement stuck behind a lock or on a runaway plan is cancelled by the server (57014).
    statement_timeout: timeouts.statementMs,
    // A server that stops answering altogether (the network is gone) is given up on by the client.
    query_timeout: timeouts.statementMs + 5_000,
    // A transaction left open by a request that died must not keep its locks.
    idle_in_transaction_session_timeout: 60_000,
    idleTimeoutMillis: 10_000,
    // Lets the operating system notice a connection whose other end vanished without closing it.
    keepAlive: true,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor a client a request holds, between two statements of its transaction: the pool listens for
  // errors only on idle clients, and an 'error' nobody hears ends the process. The request's next
  // statement fails instead (answered 503), and the pool drops the broken client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * Throws FolderLocked (folder-lock.ts) while another live process holds the folder: two processes
 * on one PGlite folder corrupt it.
 */
async function openPglite(dataDir: string, from: Blob | undefined, holder: string): Promise<DatabaseHandle> {
  const folder = dataDir.startsWith('memory://') ? null : path.resolve(dataDir);
  if (folder) mkdirSync(path.dirname(folder), { recursive: true });
  const lock = folder ? lockFolder(folder, holder) : null;
  let client: PGlite;
  try {
    client = await PGlite.create(folder ?? dataDir, {
      wasmModule: await pgliteModule(),
      ...(from ? { loadDataDir: from } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client, folder },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
