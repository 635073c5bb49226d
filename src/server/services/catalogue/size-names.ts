// Sizes named as a shopper reads them (the product's name and the size's label), for messages
// about a size: a shortage at checkout, a size running low.
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { products, productVariants } from './tables';

export interface NamedSize {
  variantId: number;
  productId: number;
  name: string;
  label: string;
  stockQuantity: number;
  /** The size and its product are both on sale. */
  onSale: boolean;
}

/** The sizes of `variantIds` with their products' names, on sale or not; unknown ids are left out. */
export async function namedSizes(
  db: DbExecutor,
  variantIds: readonly number[],
): Promise<Map<number, NamedSize>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      name: products.name,
      label: productVariants.label,
      stockQuantity: productVariants.stockQuantity,
      onSale: sql<boolean>`${productVariants.isActive} and ${products.isActive}`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...variantIds]));
  return new Map(rows.map((row) => [row.variantId, row]));
}
