// Which products some order ever sold. An order's lines are a snapshot that keeps each product's
// id whatever becomes of the product (its tracking page, invoice, refunds and stock returns read
// it), so a product ever ordered is archived rather than deleted (services/catalogue).
import { inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { orders } from './tables';

/**
 * Of `productIds`, those named by a line of any order, retail or wholesale, paid or not. One pass
 * over the orders' lines with no index to help: a console action taken rarely (deleting products)
 * may wait for it, a page may not.
 */
export async function productsEverOrdered(
  db: DbExecutor,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const lineProduct = sql<number>`(line ->> 'productId')::int`;
  const rows = await db
    .selectDistinct({ id: lineProduct })
    .from(sql`${orders} cross join lateral jsonb_array_elements(${orders.items}) as line`)
    .where(inArray(lineProduct, [...productIds]));
  return new Set(rows.map((row) => Number(row.id)));
}
