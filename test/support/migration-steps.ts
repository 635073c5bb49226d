// For tests of one migration: a scratch database (PGlite or PostgreSQL, as TEST_DB says) reached
// with plain SQL, the migrations before it applied one by one, old rows written as an older shop
// wrote them, then the migration under test applied.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate';
import { createScratchDatabase } from './scratch-database';

export interface Sql {
  exec(statement: string): Promise<void>;
  rows<T>(statement: string): Promise<T[]>;
  close(): Promise<void>;
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

/** A fresh database holding every migration before the one whose tag ends with `tagEnd`. */
export async function databaseBefore(tagEnd: string) {
  const scratch = await createScratchDatabase();
  const sql = await connect(scratch.target);
  const migration = journal.entries.find((entry) => entry.tag.endsWith(tagEnd));
  if (!migration) throw new Error(`no migration ends with ${tagEnd}`);
  for (const entry of journal.entries.filter((e) => e.idx < migration.idx)) await apply(sql, entry.tag);
  return {
    sql,
    /** Applies the migration under test. */
    migrate: () => apply(sql, migration.tag),
    close: async () => {
      await sql.close();
      await scratch.drop();
    },
  };
}

async function connect(target: Awaited<ReturnType<typeof createScratchDatabase>>['target']): Promise<Sql> {
  if (target.kind === 'pglite') {
    const db = new PGlite();
    return {
      exec: async (statement) => void (await db.exec(statement)),
      rows: async <T>(statement: string) => (await db.query<T>(statement)).rows,
      close: () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return {
    exec: async (statement) => void (await client.query(statement)),
    rows: async <T>(statement: string) => (await client.query(statement)).rows as T[],
    close: () => client.end(),
  };
}

async function apply(sql: Sql, tag: string) {
  const text = readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await sql.exec(statement);
  }
}
