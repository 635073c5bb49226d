// What a database holds, as a restore must know it before it replaces anything: a restore refuses
// a database that holds any of the shop's data unless told to replace it.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

/** Rows a running shop writes by itself, which no one would miss: not the shop's data. */
const BOOKKEEPING = new Set(['job_schedules', 'rate_limit_counters']);

export interface TableRows {
  table: string;
  rows: number;
}

async function rowsOf<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The shop's tables that hold rows, with how many, most first. */
export async function shopDataHeld(database: DatabaseHandle): Promise<TableRows[]> {
  const tables = await rowsOf<{ name: string }>(
    database,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const held: TableRows[] = [];
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    const [counted] = await rowsOf<{ n: number }>(
      database,
      sql`select count(*)::int as n from ${sql.identifier('public')}.${sql.identifier(name)}`,
    );
    if (counted && counted.n > 0) held.push({ table: name, rows: counted.n });
  }
  return held.sort((a, b) => b.rows - a.rows || a.table.localeCompare(b.table));
}

/** Whether the shop's schema is there at all (a migrated database, even an empty one). */
export async function shopSchemaPresent(database: DatabaseHandle): Promise<boolean> {
  const [found] = await rowsOf<{ n: number }>(
    database,
    sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
  );
  return (found?.n ?? 0) > 0;
}

/** "orders (3), products (19), users (1)": the tables most readers know first, then the rest. */
export function describeHeld(held: TableRows[], most = 6): string {
  const first = ['orders', 'products', 'users'];
  const ordered = [
    ...held
      .filter((t) => first.includes(t.table))
      .sort((a, b) => first.indexOf(a.table) - first.indexOf(b.table)),
    ...held.filter((t) => !first.includes(t.table)),
  ];
  const named = ordered.slice(0, most).map((t) => `${t.table} (${t.rows})`);
  const more = ordered.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more table${more === 1 ? '' : 's'}` : named.join(', ');
}
