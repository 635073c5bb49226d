// What a tax invoice and the eTIMS item register need to know of the products they name.
import { eq, inArray } from 'drizzle-orm';
import type { ProductVariant } from '../../../core/product-variants';
import type { TaxType } from '../../../core/tax-types';
import type { DbExecutor } from '../../db/executor';
import { products } from './tables';
import { variantsOf } from './variants';

/** The tax type of each of the products, archived ones too. */
export async function productTaxTypes(db: DbExecutor, ids: readonly number[]): Promise<Map<number, TaxType>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, taxType: products.taxType })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.taxType]));
}

/** The product's name and tax type with every size, switched-off ones too; null when there is none. */
export async function taxedProduct(
  db: DbExecutor,
  id: number,
): Promise<{ name: string; taxType: TaxType; sizes: ProductVariant[] } | null> {
  const [row] = await db
    .select({ name: products.name, taxType: products.taxType })
    .from(products)
    .where(eq(products.id, id));
  if (!row) return null;
  const sizes = await variantsOf(db, [id]);
  return { ...row, sizes: sizes.get(id) ?? [] };
}
