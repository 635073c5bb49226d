import { productImagePaths } from '../../../core/images';
import { skuOf } from '../../../core/sku';
import type { DbExecutor } from '../executor';
import { products, productVariants } from '../schema';
import type { SeedProduct } from './seed-product';

export type NewProductRow = typeof products.$inferInsert;
/** A size of a product about to be made: everything but the product's id. */
export type NewVariantRow = Omit<typeof productVariants.$inferInsert, 'productId'>;

/** A product and its sizes (at least one), as the seed, tests and benchmarks make them. */
export interface NewProduct {
  product: NewProductRow;
  variants: [NewVariantRow, ...NewVariantRow[]];
}

/** The one way a product is made from catalogue data: by the seed, tests and browser tests. */
export function toNewProduct(product: SeedProduct): NewProduct {
  const [first, ...rest] = product.sizes.map((size, position): NewVariantRow => ({
    label: size.label,
    sku: skuOf(product.slug, size.label),
    priceCents: size.priceKes * 100,
    stockQuantity: size.stock,
    position,
  }));
  return {
    product: {
      slug: product.slug,
      name: product.name,
      tagline: product.tagline,
      description: product.description,
      category: product.category,
      skinTypes: product.skinTypes,
      ingredients: product.ingredients,
      howToUse: product.howToUse,
      images: productImagePaths(product.slug),
      featured: product.featured,
      shopifyProductId: product.shopifyProductId,
    },
    variants: [first!, ...rest],
  };
}

let sequence = 0;

/** What a test may change of a product: its row's fields, and the price, stock and label of its one size. */
export type ProductOverrides = Partial<NewProductRow> & {
  priceCents?: number;
  stockQuantity?: number;
  size?: string;
  /** Several sizes instead of one. */
  variants?: [NewVariantRow, ...NewVariantRow[]];
};

/** A product of one size for a test, complete and valid, with the given fields changed. */
export function buildProduct({
  priceCents = 150_000,
  stockQuantity = 10,
  size = '100 g',
  variants,
  ...overrides
}: ProductOverrides = {}): NewProduct {
  sequence += 1;
  const slug = overrides.slug ?? `test-product-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    product: {
      slug,
      name: `Test Shea Butter ${sequence}`,
      tagline: 'A test product',
      description: 'Whipped shea butter made for tests, rich and gentle on dry skin.',
      category: 'moisturizers',
      skinTypes: ['dry'],
      ingredients: ['Butyrospermum Parkii (Shea) Butter'],
      howToUse: ['Scoop', 'Warm', 'Apply', 'Enjoy'],
      images: ['/generated/products/placeholder-800.webp'],
      featured: false,
      shopifyProductId: null,
      ...overrides,
    },
    variants: variants ?? [{ label: size, sku: skuOf(slug, size), priceCents, stockQuantity, position: 0 }],
  };
}

/** A product row as inserted, with its sizes' ids in their order. */
export type InsertedProduct = typeof products.$inferSelect & { variantIds: number[] };

/** Inserts products and their sizes in two statements; rows come back in the given order. */
export async function insertProducts(
  db: DbExecutor,
  items: readonly NewProduct[],
): Promise<InsertedProduct[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(products)
    .values(items.map((item) => item.product))
    .returning();
  // Matched by slug (unique), not by the order RETURNING happens to keep.
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const sized = items.map((item) => ({ row: bySlug.get(item.product.slug)!, variants: item.variants }));
  const sizes = await db
    .insert(productVariants)
    .values(
      sized.flatMap(({ row, variants }) =>
        variants.map((variant, position) => ({ position, ...variant, productId: row.id })),
      ),
    )
    .returning({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku });
  const skuOrder = new Map(sized.flatMap(({ variants }) => variants.map((v, i) => [v.sku, i] as const)));
  return sized.map(({ row }) => ({
    ...row,
    variantIds: sizes
      .filter((size) => size.productId === row.id)
      .sort((a, b) => skuOrder.get(a.sku)! - skuOrder.get(b.sku)!)
      .map((size) => size.id),
  }));
}

/** Inserts one product of one size (or the sizes given) for a test. */
export async function insertProduct(
  db: DbExecutor,
  overrides: ProductOverrides = {},
): Promise<InsertedProduct> {
  const [inserted] = await insertProducts(db, [buildProduct(overrides)]);
  return inserted!;
}
