import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../../src/server/db/client';
import type { TemplateContents } from './database-templates';

export interface ScratchDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/** The run's templates, where the test's project made them (database-templates.ts). */
function templates() {
  try {
    return inject('databaseTemplates') ?? null;
  } catch {
    // Outside a test run of a project with the templates' setup.
    return null;
  }
}

/**
 * A database no other test file touches: a fresh in-memory PGlite, or, when TEST_DB is
 * postgres, a new database created on TEST_DATABASE_URL's server and dropped afterwards. With
 * `contents`, it starts as a copy of the run's migrated (or migrated and seeded) template where the
 * project made one; the caller still migrates and seeds, which finds nothing left to do.
 */
export async function createScratchDatabase({
  contents,
}: { contents?: TemplateContents } = {}): Promise<ScratchDatabase> {
  const template = contents ? templates() : null;
  if (process.env.TEST_DB !== 'postgres') {
    const from =
      template?.kind === 'pglite' ? new Blob([await readFile(template.files[contents!])]) : undefined;
    return { target: { kind: 'pglite', dataDir: 'memory://', from }, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const source = template?.kind === 'postgres' ? template.names[contents!] : null;
  await withClient(adminUrl, (client) =>
    client.query(source ? `create database ${name} template ${source}` : `create database ${name}`),
  );
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
