// The owner's side of the catalogue: products with their stock, hidden ones included, created and
// edited (the pictures are admin-pictures.ts). Each change is one transaction with its audit row (before and after
// of the fields and sizes it changed), takes the product's row lock first so two admins' edits queue rather
// than overwrite each other's gallery, and then tells the catalogue cache, so the storefront shows
// the change at once in this process (within its time to live in others). Stock moves with every
// sale, so an edit sets it only against the figure the editor read (see `update`).
import { and, asc, count, eq, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, pageOffset, type Paged } from '../../../core/paging';
import {
  SLUG_TAKEN,
  type ProductCreateInput,
  type ProductUpdateInput,
  type VariantInput,
} from '../../../core/product-admin-schema';
import type { ProductListQuery } from '../../../core/product-list-query';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { products, productVariants } from './tables';
import { uniqueViolation } from '../../db/unique-violation';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import {
  adminProductReader,
  editableProductRow,
  toAdminProduct,
  sizeRowsOf,
  type AdminProduct,
  type AdminProductListRow,
  type AdminProductsView,
  type LowStockProduct,
  type LowStockThreshold,
  type ProductRow,
  type WaitingFor,
} from './admin-product-reader';
import { insertSizes, oneSizeAsList, saveSizes } from './admin-variants';
import { variantRowsOf } from './variants';
import { announceCatalogueChange } from './cache';
import { queueStockReturned } from './stock-events';

/** The product's own columns an edit may change, by the input's field names (sizes are saved apart). */
function toColumns(
  input: Omit<ProductUpdateInput, 'stockLoaded' | 'price' | 'size' | 'stockQuantity' | 'variants'>,
): Partial<typeof products.$inferInsert> {
  const { hidden, ...rest } = input;
  return { ...rest, ...(hidden === undefined ? {} : { isActive: !hidden }) };
}

type Columns = ReturnType<typeof toColumns>;

/** The fields whose value differs, as they were and as they become (for the activity log). */
function changedFields(row: ProductRow, columns: Columns) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(columns)) {
    if (value === undefined) continue;
    const current = row[key as keyof ProductRow];
    if (JSON.stringify(current) === JSON.stringify(value)) continue;
    before[key] = current;
    after[key] = value;
  }
  return { before, after, changed: Object.keys(after).length > 0 };
}

function slugTaken(error: unknown): never {
  if (uniqueViolation(error) === 'products_slug_key') {
    throw new ServiceError('conflict', SLUG_TAKEN, { slug: SLUG_TAKEN });
  }
  throw error;
}

/** What else happens, in the same transaction, when a product or its sizes are saved (eTIMS items). */
export interface ProductSavedHook {
  productSaved(tx: DbExecutor, productId: number): Promise<void>;
}

export function createProductEdits(
  db: Database,
  {
    lowStockThreshold,
    waitingFor,
    onProductSaved,
  }: {
    lowStockThreshold: LowStockThreshold;
    waitingFor: WaitingFor;
    onProductSaved?: ProductSavedHook;
  },
) {
  const { toAdminProduct: toAdmin, get } = adminProductReader(db, lowStockThreshold);

  async function list(
    { q, filter, page }: ProductListQuery,
    threshold: number,
  ): Promise<Paged<AdminProductListRow>> {
    const conditions: SQL[] = [];
    if (q) {
      // The search is text, never a pattern: % and _ match themselves.
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(products.name, pattern), ilike(products.slug, pattern))!);
    }
    // The fewest units of a size on sale: what the low filter finds and sorts by.
    const lowestOnSale = sql<number>`(select min(${productVariants.stockQuantity}) from ${productVariants}
      where ${productVariants.productId} = ${products.id} and ${productVariants.isActive})`;
    if (filter === 'low') conditions.push(eq(products.isActive, true), lte(lowestOnSale, threshold));
    if (filter === 'hidden') conditions.push(eq(products.isActive, false));
    // Archived products stay for their orders; only their own filter lists them.
    conditions.push(filter === 'archived' ? isNotNull(products.archivedAt) : isNull(products.archivedAt));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    // The lowest stock first when restocking, otherwise by name; the id keeps pages stable.
    const order =
      filter === 'low'
        ? [asc(lowestOnSale), asc(products.name), asc(products.id)]
        : [asc(products.name), asc(products.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(PAGE_SIZE)
        .offset(pageOffset(page)),
      db.select({ count: count() }).from(products).where(where),
    ]);
    const ids = rows.map((row) => row.id);
    const [sizes, waiting] = await Promise.all([variantRowsOf(db, ids), waitingFor(ids)]);
    return {
      rows: rows.map((row) => {
        const product = toAdminProduct(row, sizes.get(row.id) ?? [], threshold);
        return {
          id: product.id,
          slug: product.slug,
          name: product.name,
          priceCents: product.priceCents,
          category: product.category,
          stockQuantity: product.stockQuantity,
          lowStock: product.lowStock,
          hidden: product.hidden,
          featured: product.featured,
          image: product.images[0] ?? '',
          variants: product.variants.map(({ id, label, stockQuantity, active, lowStock }) => ({
            id,
            label,
            stockQuantity,
            active,
            lowStock,
          })),
          waiting: waiting.get(row.id) ?? 0,
        };
      }),
      page,
      pageSize: PAGE_SIZE,
      total: Number(total?.count ?? 0),
    };
  }

  return {
    get,

    /** The Products screen: one page of the list asked for, and where low stock starts. */
    async listView(query: ProductListQuery): Promise<AdminProductsView> {
      const threshold = await lowStockThreshold();
      return { query, paged: await list(query, threshold), lowStockThreshold: threshold };
    },

    /** Sizes on sale of shown products at or under the threshold, the lowest first (the Today dashboard's list). */
    async lowStock(limit = 50): Promise<LowStockProduct[]> {
      const threshold = await lowStockThreshold();
      return db
        .select({
          id: products.id,
          name: products.name,
          slug: products.slug,
          variantId: productVariants.id,
          size: productVariants.label,
          stockQuantity: productVariants.stockQuantity,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            eq(products.isActive, true),
            eq(productVariants.isActive, true),
            lte(productVariants.stockQuantity, threshold),
          ),
        )
        .orderBy(
          asc(productVariants.stockQuantity),
          asc(products.name),
          asc(productVariants.position),
          asc(productVariants.id),
        )
        .limit(limit);
    },

    /** A new product with its sizes: the list given, or one size from `price`, `size` and `stockQuantity`. */
    async create(adminId: number, input: ProductCreateInput): Promise<AdminProduct> {
      const { price, size, stockQuantity, variants, ...fields } = input;
      const columns = toColumns(fields);
      const sizes: VariantInput[] = variants ?? [
        { label: size ?? '', price: price!, stockQuantity: stockQuantity!, active: true },
      ];
      const row = await db
        .transaction(async (tx) => {
          const [created] = await tx
            .insert(products)
            .values({ ...(columns as typeof products.$inferInsert), images: [] })
            .returning();
          const savedSizes = await insertSizes(tx, created!.id, created!.slug, sizes);
          await recordAudit(tx, {
            actorUserId: adminId,
            action: 'product.created',
            entityType: 'product',
            entityId: created!.id,
            after: { ...columns, variants: savedSizes },
          });
          await onProductSaved?.productSaved(tx, created!.id);
          await announceCatalogueChange(tx);
          return created!;
        })
        .catch(slugTaken);
      return toAdmin(row);
    },

    /**
     * Changes the given fields and sizes. A size's stock is touched only when its `stockQuantity`
     * differs from its `stockLoaded`, the figure the editor read: then it is set to the counted
     * figure if the stock is still the one read, else the whole save is refused (409, nothing
     * stored) rather than undo the sales made meanwhile (admin-variants.ts).
     */
    async update(adminId: number, id: number, input: ProductUpdateInput): Promise<AdminProduct> {
      const { stockLoaded, price, size, stockQuantity, variants, ...changes } = input;
      const columns = toColumns(changes);
      const row = await db
        .transaction(async (tx) => {
          const current = await editableProductRow(tx, id);
          const currentSizes = await sizeRowsOf(tx, id);
          const oneSize = oneSizeAsList(currentSizes, { price, size, stockQuantity, stockLoaded });
          const wanted = oneSize ?? variants;
          const sizes = wanted
            ? await saveSizes(tx, id, columns.slug ?? current.slug, currentSizes, wanted, {
                oneSize: oneSize !== undefined,
              })
            : { before: [], after: [] };
          const { before, after, changed } = changedFields(current, columns);
          const sizesChanged = sizes.after.length > 0;
          // Saving a form unchanged writes nothing, not even a log line.
          if (!changed && !sizesChanged) return current;
          const [updated] = await tx
            .update(products)
            .set({ ...after, updatedAt: new Date() })
            .where(eq(products.id, id))
            .returning();
          await recordAudit(tx, {
            actorUserId: adminId,
            action: 'product.updated',
            entityType: 'product',
            entityId: id,
            before: sizesChanged ? { ...before, variants: sizes.before } : before,
            after: sizesChanged ? { ...after, variants: sizes.after } : after,
          });
          // Counted stock, a size switched on or the product shown again may each bring it back.
          await queueStockReturned(tx, [id]);
          await onProductSaved?.productSaved(tx, id);
          await announceCatalogueChange(tx);
          return updated!;
        })
        .catch(slugTaken);
      return toAdmin(row);
    },
  };
}
