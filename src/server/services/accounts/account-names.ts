// How the domains below accounts name an account they know only by its id (services/index.ts hands
// these in): the activity log its admins by name, a document's history its savers by e-mail. An id
// whose account is gone is left out.
import { inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { users } from './tables';

/** Each account's first and last name; null for an account with neither. */
export async function accountNames(
  db: DbExecutor,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Each account's e-mail. */
export async function accountEmails(db: DbExecutor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.email]));
}
