// The discount codes limited to given products: such a product is not deleted from under its code,
// which would then take nothing off (or, with its list emptied, everything).
import { isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { discountCodes } from './tables';

/** Each of `productIds` that some code names, with the codes naming it as the owner spelt them. */
export async function codesNamingProducts(
  db: DbExecutor,
  productIds: readonly number[],
): Promise<Map<number, string[]>> {
  const named = new Map<number, string[]>();
  if (productIds.length === 0) return named;
  const wanted = new Set(productIds);
  // The owner's codes are few; their product lists are read whole.
  const codes = await db
    .select({ code: discountCodes.code, productIds: discountCodes.productIds })
    .from(discountCodes)
    .where(isNotNull(discountCodes.productIds));
  for (const { code, productIds: ids } of codes) {
    for (const id of ids ?? []) {
      if (!wanted.has(id)) continue;
      named.set(id, [...(named.get(id) ?? []), code]);
    }
  }
  return named;
}
