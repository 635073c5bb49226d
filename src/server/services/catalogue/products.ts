import { asc, eq } from 'drizzle-orm';
import { catalogueWindow, type CatalogueWindow } from '../../../core/catalogue-page';
import type { CatalogueQuery } from '../../../core/catalogue-query';
import type { Category, SkinType } from '../../../core/catalogue-terms';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { cachedValue } from './cache';
import { matchingProducts } from './matches';

export interface Product {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  description: string;
  priceCents: number;
  category: Category;
  skinTypes: SkinType[];
  ingredients: string[];
  howToUse: string[];
  size: string;
  images: string[];
  featured: boolean;
  stockQuantity: number;
  inStock: boolean;
  shopifyProductId: string | null;
}

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    priceCents: row.priceCents,
    category: row.category as Category,
    skinTypes: row.skinTypes as SkinType[],
    ingredients: row.ingredients,
    howToUse: row.howToUse,
    size: row.size,
    images: row.images,
    featured: row.featured,
    stockQuantity: row.stockQuantity,
    inStock: row.stockQuantity > 0,
    shopifyProductId: row.shopifyProductId,
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
    return rows.map(toProduct);
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
