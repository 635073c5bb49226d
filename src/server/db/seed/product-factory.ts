import { productImagePaths } from '../../../core/images';
import type { products } from '../schema';
import type { SeedProduct } from './seed-product';

export type NewProductRow = typeof products.$inferInsert;

/** The one way a product row is made from catalogue data: by the seed, tests and browser tests. */
export function toProductRow(product: SeedProduct): NewProductRow {
  return {
    slug: product.slug,
    name: product.name,
    tagline: product.tagline,
    description: product.description,
    priceCents: product.priceKes * 100,
    category: product.category,
    skinTypes: product.skinTypes,
    ingredients: product.ingredients,
    howToUse: product.howToUse,
    size: product.size,
    images: productImagePaths(product.slug),
    featured: product.featured,
    stockQuantity: product.stockQuantity,
    shopifyProductId: product.shopifyProductId,
  };
}

let sequence = 0;

/** A product for a test, complete and valid, with the given fields changed. */
export function buildProductRow(overrides: Partial<NewProductRow> = {}): NewProductRow {
  sequence += 1;
  return {
    slug: `test-product-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
    name: `Test Shea Butter ${sequence}`,
    tagline: 'A test product',
    description: 'Whipped shea butter made for tests, rich and gentle on dry skin.',
    priceCents: 150_000,
    category: 'moisturizers',
    skinTypes: ['dry'],
    ingredients: ['Butyrospermum Parkii (Shea) Butter'],
    howToUse: ['Scoop', 'Warm', 'Apply', 'Enjoy'],
    size: '100 g',
    images: ['/generated/products/placeholder-800.webp'],
    featured: false,
    stockQuantity: 10,
    shopifyProductId: null,
    ...overrides,
  };
}
