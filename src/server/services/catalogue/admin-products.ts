// The owner's side of the catalogue: products with their stock, hidden ones included, created and
// edited, and their pictures. Each change is one transaction with its audit row (before and after
// of the fields it changed), takes the product's row lock first so two admins' edits queue rather
// than overwrite each other's gallery, and then tells the catalogue cache, so the storefront shows
// the change at once in this process (within its time to live in others). Stock moves with every
// sale, so an edit sets it only against the figure the editor read (see `update`).
import { and, asc, count, eq, ilike, lte, or, type SQL } from 'drizzle-orm';
import {
  MAX_GALLERY_IMAGES,
  GALLERY_FULL,
  NO_IMAGE_CHOSEN,
  TOO_MANY_IN_UPLOAD,
  MAX_IMAGES_PER_UPLOAD,
} from '../../../core/image-upload';
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
import type { DbExecutor } from '../../db/executor';
import { products } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { recordAudit } from '../audit';
import { announceCatalogueChange } from './cache';
import { toProduct, type Product } from './products';
import { ServiceError } from '../errors';
import { prepareProductImage, type ProductImageStore } from './product-images';

type ProductRow = typeof products.$inferSelect;

/** A product as the console sees it: hidden ones too, with its stock standing. */
export interface AdminProduct extends Omit<Product, 'inStock'> {
  hidden: boolean;
  lowStock: boolean;
  updatedAt: Date;
}

export type AdminProductListRow = Pick<
  AdminProduct,
  'id' | 'slug' | 'name' | 'priceCents' | 'category' | 'stockQuantity' | 'lowStock' | 'hidden' | 'featured'
> & { image: string };

export interface LowStockProduct {
  id: number;
  name: string;
  slug: string;
  stockQuantity: number;
}

export interface ProductsAdminOptions {
  /** At or under this many units a product counts as low on stock (LOW_STOCK_THRESHOLD). */
  lowStockThreshold: number;
  images: ProductImageStore;
}

/** What an upload hands over: the bytes, whatever the sender called the file. */
export interface UploadedFile {
  bytes: Uint8Array;
}

export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;

const PRODUCT_NOT_FOUND = 'Product not found';
const NO_SUCH_IMAGE = 'This product has no picture at that place';

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

export function createProductsAdminService(
  db: Database,
  { lowStockThreshold, images }: ProductsAdminOptions,
) {
  const isLow = (stock: number) => stock <= lowStockThreshold;

  const toAdminProduct = (row: ProductRow): AdminProduct => {
    const { inStock: _inStock, ...product } = toProduct(row);
    return {
      ...product,
      hidden: !row.isActive,
      lowStock: isLow(row.stockQuantity),
      updatedAt: row.updatedAt,
    };
  };

  async function lockedRow(tx: DbExecutor, id: number): Promise<ProductRow> {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!row) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
    return row;
  }

  /** Sets a product's gallery under its row lock, audited as `action`. */
  async function changeGallery(
    adminId: number,
    id: number,
    action: string,
    change: (current: string[]) => string[],
    details: (current: string[]) => Record<string, unknown> = () => ({}),
  ): Promise<AdminProduct> {
    const row = await db.transaction(async (tx) => {
      const before = await lockedRow(tx, id);
      const next = change(before.images);
      const [after] = await tx
        .update(products)
        .set({ images: next, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      await recordAudit(tx, {
        actorUserId: adminId,
        action,
        entityType: 'product',
        entityId: id,
        before: { images: before.images },
        after: { images: next },
        details: details(before.images),
      });
      await announceCatalogueChange(tx);
      return after!;
    });
    return toAdminProduct(row);
  }

  const checkIndex = (images: string[], index: number) => {
    if (!Number.isInteger(index) || index < 0 || index >= images.length) {
      throw new ServiceError('not_found', NO_SUCH_IMAGE);
    }
  };

  async function get(id: number): Promise<AdminProduct> {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    if (!row) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
    return toAdminProduct(row);
  }

  return {
    lowStockThreshold,
    /** Where uploaded pictures are kept, for the route that serves them. */
    imagesFolder: images.folder,
    get,

    async list({ q, filter, page }: ProductListQuery): Promise<Paged<AdminProductListRow>> {
      const conditions: SQL[] = [];
      if (q) {
        // The search is text, never a pattern: % and _ match themselves.
        const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(products.name, pattern), ilike(products.slug, pattern))!);
      }
      if (filter === 'low')
        conditions.push(eq(products.isActive, true), lte(products.stockQuantity, lowStockThreshold));
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
          lowStock: isLow(row.stockQuantity),
          image: gallery[0] ?? '',
        })),
        page,
        pageSize: PAGE_SIZE,
        total: Number(total?.count ?? 0),
      };
    },

    /** Products on sale at or under the threshold, the lowest first (the Today dashboard's list). */
    async lowStock(limit = 50): Promise<LowStockProduct[]> {
      return db
        .select({
          id: products.id,
          name: products.name,
          slug: products.slug,
          stockQuantity: products.stockQuantity,
        })
        .from(products)
        .where(and(eq(products.isActive, true), lte(products.stockQuantity, lowStockThreshold)))
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
          const current = await lockedRow(tx, id);
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

    /**
     * Adds pictures to the end of the gallery. All are checked and made first: one bad file
     * refuses the whole upload and nothing is written.
     */
    async addImages(adminId: number, id: number, files: UploadedFile[]): Promise<AdminProduct> {
      if (files.length === 0) throw new ServiceError('invalid', NO_IMAGE_CHOSEN, { images: NO_IMAGE_CHOSEN });
      if (files.length > MAX_IMAGES_PER_UPLOAD) {
        throw new ServiceError('invalid', TOO_MANY_IN_UPLOAD, { images: TOO_MANY_IN_UPLOAD });
      }
      const current = await get(id);
      if (current.images.length + files.length > MAX_GALLERY_IMAGES) {
        throw new ServiceError('invalid', GALLERY_FULL, { images: GALLERY_FULL });
      }
      // One at a time: each decode may hold a 50-megapixel canvas in memory.
      const prepared = [];
      for (const file of files) prepared.push(await prepareProductImage(file.bytes));
      const paths: string[] = [];
      for (const image of prepared) paths.push(await images.save(image));
      return changeGallery(
        adminId,
        id,
        'product.images_added',
        (gallery) => {
          const added = paths.filter((p, i) => !gallery.includes(p) && paths.indexOf(p) === i);
          if (gallery.length + added.length > MAX_GALLERY_IMAGES) {
            throw new ServiceError('invalid', GALLERY_FULL, { images: GALLERY_FULL });
          }
          return [...gallery, ...added];
        },
        () => ({ added: paths }),
      );
    },

    async removeImage(adminId: number, id: number, index: number): Promise<AdminProduct> {
      return changeGallery(
        adminId,
        id,
        'product.image_removed',
        (gallery) => {
          checkIndex(gallery, index);
          return gallery.filter((_, i) => i !== index);
        },
        (gallery) => ({ removed: gallery[index] }),
      );
    },

    /** Moves a picture to `to` (0 makes it the main picture); the others keep their order. */
    async moveImage(adminId: number, id: number, from: number, to: number): Promise<AdminProduct> {
      return changeGallery(
        adminId,
        id,
        'product.image_moved',
        (gallery) => {
          checkIndex(gallery, from);
          checkIndex(gallery, to);
          const next = gallery.filter((_, i) => i !== from);
          next.splice(to, 0, gallery[from]!);
          return next;
        },
        (gallery) => ({ moved: gallery[from], from, to }),
      );
    },
  };
}
