import { and, asc, eq } from 'drizzle-orm';
import type { Category, SkinType } from '../../core/catalogue-terms';
import type { Database } from '../db/client';
import { products } from '../db/schema';

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

function toProduct(row: ProductRow): Product {
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

export function createCatalogueService(db: Database) {
  return {
    /** Every product on sale, in a stable order (the seed order, then newest). */
    async listProducts(): Promise<Product[]> {
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(asc(products.id));
      return rows.map(toProduct);
    },

    async listFeatured(limit: number): Promise<Product[]> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.isActive, true), eq(products.featured, true)))
        .orderBy(asc(products.id))
        .limit(limit);
      return rows.map(toProduct);
    },

    async getProduct(id: number): Promise<Product | null> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.isActive, true)));
      return row ? toProduct(row) : null;
    },
  };
}
