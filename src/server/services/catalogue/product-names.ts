// Products named by their ids, for a list that shows them (the console's reviews, the most awaited).
import { asc, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { products } from './tables';

/** The products of `ids`, hidden and archived ones too, in order of their names. */
export async function productNames(
  db: DbExecutor,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]))
    .orderBy(asc(products.name), asc(products.id));
}
