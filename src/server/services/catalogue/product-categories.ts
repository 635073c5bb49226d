// The category of each product a discount code's lines name: a code may be limited to categories.
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { products } from './tables';

/** The category of each of the products, hidden and archived ones too, read in `db`. */
export async function productCategories(
  db: DbExecutor,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, category: products.category })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.category]));
}
