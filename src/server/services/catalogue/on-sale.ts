// What a shopper can see and order now, read fresh from the database for a write that depends on
// it (the storefront's list in products.ts is cached, and may be a moment behind).
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { products } from './tables';
import { toProduct, type Product } from './products';
import { variantsOf } from './variants';

/** The product when it is not hidden (whether or not a size of it is in stock); null otherwise. */
export async function shownProduct(db: DbExecutor, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  return row ?? null;
}

/** Those of the products not hidden (whether or not a size of them is in stock), with their pictures. */
export async function shownProducts(
  db: DbExecutor,
  ids: readonly number[],
): Promise<{ id: number; name: string; images: string[] }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name, images: products.images })
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), eq(products.isActive, true)));
}

/** Those of the products on sale (not hidden, with a size on sale), as the storefront shows them. */
export async function productsOnSale(db: DbExecutor, ids: readonly number[]): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), eq(products.isActive, true)));
  const sizes = await variantsOf(
    db,
    rows.map((row) => row.id),
  );
  const onSale = new Map<number, Product>();
  for (const row of rows) {
    const product = toProduct(row, sizes.get(row.id) ?? []);
    // A product with no size on sale cannot be bought or priced, as in the catalogue.
    if (product.variants.length > 0) onSale.set(row.id, product);
  }
  return onSale;
}
