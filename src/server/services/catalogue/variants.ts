// A product's sizes read from the database, as every reader of the catalogue sees them.
import { asc, inArray } from 'drizzle-orm';
import type { ProductVariant } from '../../../core/product-variants';
import type { DbExecutor } from '../../db/executor';
import { productVariants } from './tables';

export type VariantRow = typeof productVariants.$inferSelect;

export function toVariant(row: VariantRow): ProductVariant {
  return {
    id: row.id,
    label: row.label,
    sku: row.sku,
    priceCents: row.priceCents,
    stockQuantity: row.stockQuantity,
    inStock: row.isActive && row.stockQuantity > 0,
    image: row.image,
    shopifyVariantId: row.shopifyVariantId,
    active: row.isActive,
  };
}

/** The size rows of the given products (switched-off ones too), each product's in its order. */
export async function variantRowsOf(
  db: DbExecutor,
  productIds: readonly number[],
): Promise<Map<number, VariantRow[]>> {
  const byProduct = new Map<number, VariantRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  for (const row of rows) byProduct.get(row.productId)?.push(row);
  return byProduct;
}

/** Every size of the given products (switched-off ones too), each product's in its order. */
export async function variantsOf(
  db: DbExecutor,
  productIds: readonly number[],
): Promise<Map<number, ProductVariant[]>> {
  const rows = await variantRowsOf(db, productIds);
  return new Map([...rows].map(([id, productRows]) => [id, productRows.map(toVariant)]));
}
