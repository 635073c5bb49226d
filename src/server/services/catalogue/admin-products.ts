// The owner's side of the catalogue: products with their stock, hidden ones included, created and
// edited (the pictures are admin-pictures.ts). Each change is one transaction with its audit row (before and after
// of the fields it changed), takes the product's row lock first so two admins' edits queue rather
// than overwrite each other's gallery, and then tells the catalogue cache, so the storefront shows
// the change at once in this process (within its time to live in others). Stock moves with every
// sale, so an edit sets it only against the figure the editor read (see `update`).
import { and, asc, count, eq, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Category } from '../../../core/catalogue-terms';
import { PAGE_SIZE, pageOffset, type Paged } from '../../../core/paging';
import {
  SLUG_TAKEN,
  STOCK_LOADED_NEEDED,
  stockMovedMessage,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '../../../core/product-admin-schema';
import type { ProductListQuery } from '../../../core/product-list-query';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import {
  adminProductReader,
  lockedProductRow,
  type AdminProduct,
  type AdminProductListRow,
  type AdminProductsView,
  type LowStockProduct,
  type LowStockThreshold,
  type ProductRow,
} from './admin-product-reader';
import { announceCatalogueChange } from './cache';

/** The columns an edit may change, by the input's field names; prices and `hidden` are stored differently. */
function toColumns(input: Omit<ProductUpdateInput, 'stockLoaded'>): Partial<typeof products.$inferInsert> {
  const { price, hidden, ...rest } = input;
  return {
    ...rest,
    ...(price === undefined ? {} : { priceCents: price }),
    ...(hidden === undefined ? {} : { isActive: !hidden }),
  };
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

export function createProductEdits(
  db: Database,
  { lowStockThreshold }: { lowStockThreshold: LowStockThreshold },
) {
  const { toAdminProduct, get } = adminProductReader(db, lowStockThreshold);

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
    if (filter === 'low')
      conditions.push(eq(products.isActive, true), lte(products.stockQuantity, threshold));
    if (filter === 'hidden') conditions.push(eq(products.isActive, false));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    // The lowest stock first when restocking, otherwise by name; the id keeps pages stable.
    const order =
      filter === 'low'
        ? [asc(products.stockQuantity), asc(products.name), asc(products.id)]
        : [asc(products.name), asc(products.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: products.id,
          slug: products.slug,
          name: products.name,
          priceCents: products.priceCents,
          category: products.category,
          stockQuantity: products.stockQuantity,
          isActive: products.isActive,
          featured: products.featured,
          images: products.images,
        })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(PAGE_SIZE)
        .offset(pageOffset(page)),
      db.select({ count: count() }).from(products).where(where),
    ]);
    return {
      rows: rows.map(({ isActive, images: gallery, ...row }) => ({
        ...row,
        category: row.category as Category,
        hidden: !isActive,
        lowStock: row.stockQuantity <= threshold,
        image: gallery[0] ?? '',
      })),
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

    /** Products on sale at or under the threshold, the lowest first (the Today dashboard's list). */
    async lowStock(limit = 50): Promise<LowStockProduct[]> {
      const threshold = await lowStockThreshold();
      return db
        .select({
          id: products.id,
          name: products.name,
          slug: products.slug,
          stockQuantity: products.stockQuantity,
        })
        .from(products)
        .where(and(eq(products.isActive, true), lte(products.stockQuantity, threshold)))
        .orderBy(asc(products.stockQuantity), asc(products.name), asc(products.id))
        .limit(limit);
    },

    async create(adminId: number, input: ProductCreateInput): Promise<AdminProduct> {
      const columns = toColumns(input);
      const row = await db
        .transaction(async (tx) => {
          const [created] = await tx
            .insert(products)
            .values({ ...(columns as typeof products.$inferInsert), images: [] })
            .returning();
          await recordAudit(tx, {
            actorUserId: adminId,
            action: 'product.created',
            entityType: 'product',
            entityId: created!.id,
            after: columns,
          });
          await announceCatalogueChange(tx);
          return created!;
        })
        .catch(slugTaken);
      return toAdminProduct(row);
    },

    /**
     * Changes the given fields. Stock is touched only when `stockQuantity` differs from
     * `stockLoaded`, the figure the editor read: then it is set to the counted figure if the stock
     * is still the one read, else the whole save is refused (409, nothing stored) rather than undo
     * the sales made meanwhile.
     */
    async update(adminId: number, id: number, input: ProductUpdateInput): Promise<AdminProduct> {
      const { stockLoaded, ...changes } = input;
      if (changes.stockQuantity !== undefined && stockLoaded === undefined) {
        throw new ServiceError('invalid', STOCK_LOADED_NEEDED, { stockLoaded: STOCK_LOADED_NEEDED });
      }
      const setsStock = changes.stockQuantity !== undefined && changes.stockQuantity !== stockLoaded;
      const columns = toColumns({ ...changes, stockQuantity: setsStock ? changes.stockQuantity : undefined });
      const row = await db
        .transaction(async (tx) => {
          const current = await lockedProductRow(tx, id);
          const { before, after, changed } = changedFields(current, columns);
          // Saving a form unchanged writes nothing, not even a log line.
          if (!changed && !setsStock) return current;
          const [updated] = await tx
            .update(products)
            .set({ ...after, updatedAt: new Date() })
            .where(and(eq(products.id, id), setsStock ? eq(products.stockQuantity, stockLoaded!) : undefined))
            .returning();
          if (!updated) {
            const message = stockMovedMessage(current.stockQuantity);
            throw new ServiceError('conflict', message, { stockQuantity: message });
          }
          await recordAudit(tx, {
            actorUserId: adminId,
            action: 'product.updated',
            entityType: 'product',
            entityId: id,
            before,
            after,
          });
          await announceCatalogueChange(tx);
          return updated!;
        })
        .catch(slugTaken);
      return toAdminProduct(row);
    },
  };
}
