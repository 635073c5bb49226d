// The owner's changes to a product's sizes, inside the product's edit (admin-products.ts): the
// whole list comes in its order. A size is changed by its id, added without one, and never deleted
// (past orders name it): leaving one out is refused, switching it off is how it leaves the shop.
// Stock moves with every sale, so a size's stock is set only against the figure the editor read,
// by one conditional UPDATE; if it moved, the whole save is refused and the caller's transaction
// rolls back, so nothing of the edit is stored.
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  NO_SIZE_ON_SALE,
  SEVERAL_SIZES,
  STOCK_LOADED_NEEDED,
  sizeLeftOutMessage,
  sizeStockMovedMessage,
  stockMovedMessage,
  skuTakenMessage,
  type VariantInput,
} from '../../../core/product-admin-schema';
import type { DbExecutor } from '../../db/executor';
import { productVariants } from './tables';
import { skuOf } from '../../../core/sku';
import { uniqueViolation } from '../../db/unique-violation';
import { ServiceError } from '../errors';
import type { VariantRow } from './variants';

/** A size as the activity log records it. */
function logged(
  row: Pick<
    VariantRow,
    | 'id'
    | 'label'
    | 'sku'
    | 'priceCents'
    | 'stockQuantity'
    | 'isActive'
    | 'position'
    | 'image'
    | 'shopifyVariantId'
  >,
) {
  return {
    id: row.id,
    label: row.label,
    sku: row.sku,
    priceCents: row.priceCents,
    stockQuantity: row.stockQuantity,
    isActive: row.isActive,
    position: row.position,
    image: row.image,
    shopifyVariantId: row.shopifyVariantId,
  };
}

type LoggedSize = ReturnType<typeof logged>;

/** The one-size fields of the API and the old form, as the list of that one size. */
export function oneSizeAsList(
  sizes: readonly VariantRow[],
  change: { price?: number; size?: string; stockQuantity?: number; stockLoaded?: number },
): VariantInput[] | undefined {
  if (change.price === undefined && change.size === undefined && change.stockQuantity === undefined)
    return undefined;
  const [only, ...others] = sizes;
  if (!only || others.length > 0)
    throw new ServiceError('invalid', SEVERAL_SIZES, { variants: SEVERAL_SIZES });
  if (change.stockQuantity !== undefined && change.stockLoaded === undefined) {
    throw new ServiceError('invalid', STOCK_LOADED_NEEDED, { stockLoaded: STOCK_LOADED_NEEDED });
  }
  return [
    {
      id: only.id,
      label: change.size === undefined || change.size === '' ? only.label : change.size,
      sku: only.sku,
      price: change.price ?? only.priceCents,
      stockQuantity: change.stockQuantity ?? only.stockQuantity,
      stockLoaded: change.stockQuantity === undefined ? only.stockQuantity : change.stockLoaded,
      active: only.isActive,
      image: only.image,
      shopifyVariantId: only.shopifyVariantId,
    },
  ];
}

/** The SKUs of the list, each given or made from the slug and label; a repeat is refused. */
async function skusOf(
  tx: DbExecutor,
  productId: number | null,
  slug: string,
  sizes: readonly VariantInput[],
  current: Map<number, VariantRow>,
) {
  const skus = sizes.map(
    (size) => size.sku ?? (size.id === undefined ? skuOf(slug, size.label) : current.get(size.id)!.sku),
  );
  const repeated = skus.find((sku, index) => skus.indexOf(sku) !== index);
  if (repeated)
    throw new ServiceError('conflict', skuTakenMessage(repeated), { variants: skuTakenMessage(repeated) });
  const [taken] = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.sku, skus),
        productId === null ? undefined : ne(productVariants.productId, productId),
      ),
    )
    .limit(1);
  if (taken)
    throw new ServiceError('conflict', skuTakenMessage(taken.sku), { variants: skuTakenMessage(taken.sku) });
  return skus;
}

/** A SKU taken between the check and the write (or swapped within the list) is the same 409. */
function skuConflict(error: unknown): never {
  if (uniqueViolation(error) === 'product_variants_sku_key') {
    const message = 'Another size already uses one of these SKUs';
    throw new ServiceError('conflict', message, { variants: message });
  }
  throw error;
}

/** A new product's sizes, in the given order. */
export async function insertSizes(
  tx: DbExecutor,
  productId: number,
  slug: string,
  sizes: readonly VariantInput[],
) {
  const skus = await skusOf(tx, null, slug, sizes, new Map());
  const rows = await tx
    .insert(productVariants)
    .values(
      sizes.map((size, position) => ({
        productId,
        label: size.label,
        sku: skus[position]!,
        priceCents: size.price,
        stockQuantity: size.stockQuantity,
        isActive: size.active,
        position,
        image: size.image ?? null,
        shopifyVariantId: size.shopifyVariantId ?? null,
      })),
    )
    .returning()
    .catch(skuConflict);
  return rows.map(logged);
}

/**
 * Brings a product's sizes (`current`, locked with their product) to the list given: what each
 * changed size was and becomes, for the activity log (empty when nothing changed).
 */
export async function saveSizes(
  tx: DbExecutor,
  productId: number,
  slug: string,
  current: readonly VariantRow[],
  wanted: readonly VariantInput[],
  { oneSize = false }: { oneSize?: boolean } = {},
): Promise<{ before: LoggedSize[]; after: LoggedSize[] }> {
  const byId = new Map(current.map((row) => [row.id, row]));
  wanted.forEach((size, index) => {
    if (size.id !== undefined && !byId.has(size.id)) {
      const message = `Size ${size.id} is not a size of this product`;
      throw new ServiceError('invalid', message, { [`variants.${index}`]: message });
    }
  });
  const kept = new Set(wanted.flatMap((size) => (size.id === undefined ? [] : [size.id])));
  if (kept.size !== wanted.filter((size) => size.id !== undefined).length) {
    const message = 'Each size may be listed once';
    throw new ServiceError('invalid', message, { variants: message });
  }
  const leftOut = current.find((row) => !kept.has(row.id));
  if (leftOut) {
    const message = sizeLeftOutMessage(leftOut.label);
    throw new ServiceError('invalid', message, { variants: message });
  }
  if (!wanted.some((size) => size.active))
    throw new ServiceError('invalid', NO_SIZE_ON_SALE, { variants: NO_SIZE_ON_SALE });
  const skus = await skusOf(tx, productId, slug, wanted, byId);

  const before: LoggedSize[] = [];
  const after: LoggedSize[] = [];
  for (const [position, size] of wanted.entries()) {
    const columns = {
      label: size.label,
      sku: skus[position]!,
      priceCents: size.price,
      isActive: size.active,
      position,
      image: size.image ?? null,
      shopifyVariantId: size.shopifyVariantId ?? null,
    };
    if (size.id === undefined) {
      const [added] = await tx
        .insert(productVariants)
        .values({ ...columns, productId, stockQuantity: size.stockQuantity })
        .returning()
        .catch(skuConflict);
      after.push(logged(added!));
      continue;
    }
    const row = byId.get(size.id)!;
    if (size.stockQuantity !== row.stockQuantity && size.stockLoaded === undefined) {
      throw new ServiceError('invalid', STOCK_LOADED_NEEDED, {
        [`variants.${position}.stockLoaded`]: STOCK_LOADED_NEEDED,
      });
    }
    const setsStock = size.stockLoaded !== undefined && size.stockQuantity !== size.stockLoaded;
    const next = { ...logged(row), ...columns, ...(setsStock ? { stockQuantity: size.stockQuantity } : {}) };
    // Saving a size unchanged writes nothing.
    if (JSON.stringify(next) === JSON.stringify(logged(row))) continue;
    const [updated] = await tx
      .update(productVariants)
      .set({ ...columns, ...(setsStock ? { stockQuantity: size.stockQuantity } : {}), updatedAt: new Date() })
      .where(
        and(
          eq(productVariants.id, row.id),
          setsStock ? eq(productVariants.stockQuantity, size.stockLoaded!) : undefined,
        ),
      )
      .returning()
      .catch(skuConflict);
    if (!updated) {
      const [now] = await tx
        .select({ stockQuantity: productVariants.stockQuantity })
        .from(productVariants)
        .where(eq(productVariants.id, row.id));
      const stockNow = now?.stockQuantity ?? row.stockQuantity;
      // The one-size fields name the product's stock, as they did before products had sizes.
      const [field, message] = oneSize
        ? ['stockQuantity', stockMovedMessage(stockNow)]
        : [`variants.${position}.stockQuantity`, sizeStockMovedMessage(row.label, stockNow)];
      throw new ServiceError('conflict', message, { [field]: message });
    }
    before.push(logged(row));
    after.push(logged(updated));
  }
  return { before, after };
}
