import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { projectRoot } from '../lib/project-root';
import pg from 'pg';
import { POSTGRES_TIMEOUTS, type DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = path.join(projectRoot(), 'src/server/db/migrations');

// Any number fits; it only has to be the same for every process of this shop.
const MIGRATION_LOCK_KEY = 72_431_001;

/** Applies every committed migration not yet applied. Safe when several processes start at once. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.driver.client), options);
    return;
  }
  // One connection holds the advisory lock for the whole run, so a second process waits here. It
  // is not a pooled one: the pool's statement timeout would cut a long migration, or the wait.
  const client = new pg.Client({
    connectionString: handle.driver.pool.options.connectionString,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), options);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
