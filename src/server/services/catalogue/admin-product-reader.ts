// A product as the console sees it, shared by the console's edits (admin-products.ts) and its
// picture gallery (admin-pictures.ts): both answer with the product as it now stands, every size
// included (switched-off ones too: the owner switches them back on here).
import { eq } from 'drizzle-orm';
import type { Paged } from '../../../core/paging';
import type { ProductListQuery } from '../../../core/product-list-query';
import type { ProductVariant } from '../../../core/product-variants';
import type { TaxType } from '../../../core/tax-types';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { products } from './tables';
import { ServiceError } from '../errors';
import { toProduct, type Product } from './products';
import { toVariant, variantRowsOf, type VariantRow } from './variants';

export type ProductRow = typeof products.$inferSelect;

/** A size as the console sees it: where it stands in the list, and whether it runs low. */
export interface AdminVariant extends ProductVariant {
  position: number;
  /** On sale and at or under the threshold. */
  lowStock: boolean;
}

/** A product as the console sees it: hidden ones too, with its stock standing per size. */
export interface AdminProduct extends Omit<Product, 'inStock' | 'variants'> {
  hidden: boolean;
  /** Deleted by the owner after it was ordered: kept for its orders, never on sale again. */
  archived: boolean;
  /** The KRA eTIMS tax type of its invoice lines. */
  taxType: TaxType;
  /** Some size on sale is low. */
  lowStock: boolean;
  updatedAt: Date;
  /** Every size, switched-off ones too, in their order. */
  variants: AdminVariant[];
}

/** A size's stock as the Products list shows it. */
export type AdminListVariant = Pick<AdminVariant, 'id' | 'label' | 'stockQuantity' | 'active' | 'lowStock'>;

export type AdminProductListRow = Pick<
  AdminProduct,
  'id' | 'slug' | 'name' | 'priceCents' | 'category' | 'stockQuantity' | 'lowStock' | 'hidden' | 'featured'
> & {
  image: string;
  variants: AdminListVariant[];
  /** Shoppers waiting to hear it is back in stock. */
  waiting: number;
};

/** The console's Products screen: the list as asked for (search, filter, page) and its page of rows. */
export interface AdminProductsView {
  query: ProductListQuery;
  paged: Paged<AdminProductListRow>;
  /** At or under this many units a size is marked low. */
  lowStockThreshold: number;
}

/** One size of a product running low (the Today dashboard names the size). */
export interface LowStockProduct {
  id: number;
  name: string;
  slug: string;
  variantId: number;
  /** The size's label, e.g. "250 g". */
  size: string;
  stockQuantity: number;
}

const PRODUCT_NOT_FOUND = 'Product not found';

/** The product under its row lock, so two admins' edits of one product queue rather than overwrite. */
export async function lockedProductRow(tx: DbExecutor, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
  return row;
}

export const PRODUCT_ARCHIVED = 'This product is archived: restore it before changing it';

/** The product under its row lock, to be changed: an archived product is only read (or restored). */
export async function editableProductRow(tx: DbExecutor, id: number): Promise<ProductRow> {
  const row = await lockedProductRow(tx, id);
  if (row.archivedAt) throw new ServiceError('conflict', PRODUCT_ARCHIVED);
  return row;
}

/** A product's size rows, switched-off ones too, in their order. */
export async function sizeRowsOf(db: DbExecutor, productId: number): Promise<VariantRow[]> {
  return (await variantRowsOf(db, [productId])).get(productId) ?? [];
}

/** The threshold the owner's settings hold now (settings.stock.lowStockThreshold). */
export type LowStockThreshold = () => Promise<number>;

/** How many shoppers wait for each of the products to come back in stock. */
export type WaitingFor = (productIds: readonly number[]) => Promise<Map<number, number>>;

/** A size on sale at or under `threshold` units runs low; a switched-off one never does. */
export const runsLow = (variant: Pick<ProductVariant, 'active' | 'stockQuantity'>, threshold: number) =>
  variant.active && variant.stockQuantity <= threshold;

/** Turns a row and its sizes into the console's product, low at or under `threshold` units. */
export function toAdminProduct(
  row: ProductRow,
  variantRows: readonly VariantRow[],
  threshold: number,
): AdminProduct {
  const variants = variantRows.map((variantRow): AdminVariant => {
    const variant = toVariant(variantRow);
    return { ...variant, position: variantRow.position, lowStock: runsLow(variant, threshold) };
  });
  const { inStock: _inStock, variants: _onSale, ...product } = toProduct(row, variants);
  return {
    ...product,
    hidden: !row.isActive,
    archived: row.archivedAt !== null,
    taxType: row.taxType,
    lowStock: variants.some((variant) => variant.lowStock),
    updatedAt: row.updatedAt,
    variants,
  };
}

/** Rows as the console's products, marked low by the threshold the settings hold when asked. */
export function adminProductReader(db: Database, lowStockThreshold: LowStockThreshold) {
  const toAdmin = async (row: ProductRow, executor: DbExecutor = db) =>
    toAdminProduct(row, await sizeRowsOf(executor, row.id), await lowStockThreshold());
  async function get(id: number): Promise<AdminProduct> {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    if (!row) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
    return toAdmin(row);
  }
  return { toAdminProduct: toAdmin, get };
}
