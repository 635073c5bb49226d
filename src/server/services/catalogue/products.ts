import { asc, eq } from 'drizzle-orm';
import { catalogueWindow, type CatalogueWindow } from '../../../core/catalogue-page';
import type { CatalogueQuery } from '../../../core/catalogue-query';
import type { Category, SkinType } from '../../../core/catalogue-terms';
import { summariseVariants, type ProductVariant } from '../../../core/product-variants';
import type { Database } from '../../db/client';
import { products } from './tables';
import { cachedValue } from './cache';
import { matchingProducts } from './matches';
import { variantsOf } from './variants';

export interface Product {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  description: string;
  /** The lowest price of a size in stock (of any size on sale when none is). */
  priceCents: number;
  /** Sizes on sale differ in price: cards say "From". */
  priceVaries: boolean;
  category: Category;
  skinTypes: SkinType[];
  ingredients: string[];
  howToUse: string[];
  /** The labels of the sizes on sale, e.g. "100 g, 250 g". */
  size: string;
  images: string[];
  featured: boolean;
  /** Units of every size on sale. */
  stockQuantity: number;
  /** Some size is in stock. */
  inStock: boolean;
  shopifyProductId: string | null;
  /** The sizes on sale, in their order; switched-off sizes are left out. */
  variants: ProductVariant[];
}

type ProductRow = typeof products.$inferSelect;

/** A product row with its sizes; `variants` may include switched-off ones, the product keeps those on sale. */
export function toProduct(row: ProductRow, variants: readonly ProductVariant[]): Product {
  const summary = summariseVariants(variants);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    priceCents: summary.priceCents,
    priceVaries: summary.priceVaries,
    category: row.category as Category,
    skinTypes: row.skinTypes as SkinType[],
    ingredients: row.ingredients,
    howToUse: row.howToUse,
    size: summary.size,
    images: row.images,
    featured: row.featured,
    stockQuantity: summary.stockQuantity,
    inStock: summary.inStock,
    shopifyProductId: row.shopifyProductId,
    variants: variants.filter((variant) => variant.active),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** A safety net only: every change is announced (see cache.ts), so reads rarely expire. */
const CATALOGUE_TTL_MS = 30_000;

export function createCatalogueService(db: Database) {
  const active = cachedValue(async () => {
    const rows = await db
      .select()
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id));
    const variants = await variantsOf(
      db,
      rows.map((row) => row.id),
    );
    // A product with no size on sale cannot be bought or priced: it is not in the catalogue.
    return rows
      .map((row) => toProduct(row, variants.get(row.id) ?? []))
      .filter((product) => product.variants.length > 0);
  }, CATALOGUE_TTL_MS);

  return {
    /** Every product on sale, in a stable order (the seed order, then newest). Callers must not mutate it. */
    listProducts(): Promise<readonly Product[]> {
      return active.get();
    },

    /** One page of the catalogue page's results, and how many products the shop has in all. */
    async browse(query: CatalogueQuery, page: number): Promise<CatalogueWindow<Product> & { total: number }> {
      const all = await active.get();
      return { ...catalogueWindow(matchingProducts(all, query), page), total: all.length };
    },

    async listFeatured(limit: number): Promise<Product[]> {
      return (await active.get()).filter((p) => p.featured).slice(0, limit);
    },

    async getProduct(id: number): Promise<Product | null> {
      return (await active.get()).find((p) => p.id === id) ?? null;
    },
  };
}
