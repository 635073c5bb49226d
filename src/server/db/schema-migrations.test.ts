// The tables the code declares (each domain's tables.ts, gathered by schema.ts) and the database
// the migrations build must be the same: a table or column changed without a migration, or moved
// between files in a way that changed it, would show here as a statement still to run.
import { readFileSync } from 'node:fs';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

const MIGRATIONS = new URL('./migrations/', import.meta.url);

function lastSnapshot(): DrizzleSnapshotJSON {
  const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', MIGRATIONS), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.at(-1)!;
  const file = new URL(`meta/${String(last.idx).padStart(4, '0')}_snapshot.json`, MIGRATIONS);
  return JSON.parse(readFileSync(file, 'utf8')) as DrizzleSnapshotJSON;
}

describe('the schema and the migrations', () => {
  it('describe the same database: a migration generated now would be empty', async () => {
    const declared = generateDrizzleJson(schema, undefined, undefined, 'snake_case');
    expect(Object.keys(declared.tables).length).toBeGreaterThan(30);
    expect(await generateMigration(lastSnapshot(), declared)).toEqual([]);
  });
});
