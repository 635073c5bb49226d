// A product as the console sees it, shared by the console's edits (admin-products.ts) and its
// picture gallery (admin-pictures.ts): both answer with the product as it now stands.
import { eq } from 'drizzle-orm';
import type { Paged } from '../../../core/paging';
import type { ProductListQuery } from '../../../core/product-list-query';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { products } from '../../db/schema';
import { ServiceError } from '../errors';
import { toProduct, type Product } from './products';

export type ProductRow = typeof products.$inferSelect;

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

/** The console's Products screen: the list as asked for (search, filter, page) and its page of rows. */
export interface AdminProductsView {
  query: ProductListQuery;
  paged: Paged<AdminProductListRow>;
  /** At or under this many units a product is marked low. */
  lowStockThreshold: number;
}

export interface LowStockProduct {
  id: number;
  name: string;
  slug: string;
  stockQuantity: number;
}

const PRODUCT_NOT_FOUND = 'Product not found';

/** The product under its row lock, so two admins' edits of one product queue rather than overwrite. */
export async function lockedProductRow(tx: DbExecutor, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
  return row;
}

/** The threshold the owner's settings hold now (settings.stock.lowStockThreshold). */
export type LowStockThreshold = () => Promise<number>;

/** Turns a row into the console's product, low on stock at or under `threshold` units. */
export function toAdminProduct(row: ProductRow, threshold: number): AdminProduct {
  const { inStock: _inStock, ...product } = toProduct(row);
  return {
    ...product,
    hidden: !row.isActive,
    lowStock: row.stockQuantity <= threshold,
    updatedAt: row.updatedAt,
  };
}

/** Rows as the console's products, marked low by the threshold the settings hold when asked. */
export function adminProductReader(db: Database, lowStockThreshold: LowStockThreshold) {
  const toAdmin = async (row: ProductRow) => toAdminProduct(row, await lowStockThreshold());
  async function get(id: number): Promise<AdminProduct> {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    if (!row) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
    return toAdmin(row);
  }
  return { toAdminProduct: toAdmin, get };
}
