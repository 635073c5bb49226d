import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/**
 * Tables that record requests as such, rejected ones included: the per-address limits count every
 * request before its body is even read, so their rows prove nothing about a rejected write. The
 * funnel's daily totals are written by a timer a few seconds after the product pages they count,
 * so a row may appear while any other request is under test.
 */
const COUNTS_REQUESTS = new Set(['rate_limit_counters', 'funnel_counts']);

export type RowCounts = Record<string, number>;

/**
 * Counts the rows of every table of the shop in one query; the table list is read once. The count
 * runs twice around every request of the fuzz: planning a union over some forty tables was two thirds
 * of its time on PGlite (33 ms of 35), so it is a PL/pgSQL function, planned once per connection.
 */
export async function rowCounter(db: Database): Promise<() => Promise<RowCounts>> {
  const { rows } = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const tables = rows.map((row) => row.table_name).filter((name) => !COUNTS_REQUESTS.has(name));
  if (tables.length === 0) throw new Error('no tables found to count');
  const query = tables
    .map((name) => `select '${name}'::text, count(*)::int from "${name}"`)
    .join(' union all ');
  await db.execute(
    sql.raw(`create or replace function test_row_counts() returns table (name text, n int)
             language plpgsql as $$ begin return query ${query}; end $$`),
  );
  return async () => {
    const result = (await db.execute(sql.raw('select name, n from test_row_counts()'))) as unknown as {
      rows: { name: string; n: number }[];
    };
    return Object.fromEntries(result.rows.map((row) => [row.name, Number(row.n)]));
  };
}

/** "orders +1, sessions -1"; empty when nothing changed. */
export function rowChanges(before: RowCounts, after: RowCounts): string {
  return Object.keys({ ...before, ...after })
    .filter((name) => (before[name] ?? 0) !== (after[name] ?? 0))
    .map((name) => {
      const delta = (after[name] ?? 0) - (before[name] ?? 0);
      return `${name} ${delta > 0 ? '+' : ''}${delta}`;
    })
    .join(', ');
}
