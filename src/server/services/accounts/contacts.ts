// What other domains show of an account beside their own rows (a wholesale order's reseller and
// customer details, the author of an order note, a search by business name): read by ids, one
// query for a whole list, never one per row.
import { ilike, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { users } from './tables';

export interface AccountContact {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  businessName: string;
  phone: string;
}

/** The accounts of `ids` that exist, by id. */
export async function accountContacts(
  db: DbExecutor,
  ids: readonly number[],
): Promise<Map<number, AccountContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      businessName: users.businessName,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The ids of the accounts whose business name matches the `ilike` pattern, as a subquery: a list
 * filters by it inside its own query (`inArray(column, …)`), however many resellers match.
 */
export function businessNamesLike(db: DbExecutor, pattern: string) {
  return db.select({ id: users.id }).from(users).where(ilike(users.businessName, pattern));
}
