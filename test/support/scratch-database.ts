import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/server/db/client';

export interface ScratchDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * A database no other test file touches: a fresh in-memory PGlite, or, when TEST_DB is
 * postgres, a new database created on TEST_DATABASE_URL's server and dropped afterwards.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    return { target: { kind: 'pglite', dataDir: 'memory://' }, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString(), poolSize: 5 },
    drop: () => withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
