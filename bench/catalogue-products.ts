import { SEED_PRODUCTS } from '../src/server/db/seed/products';
import { toProductRow, type NewProductRow } from '../src/server/db/seed/product-factory';

/**
 * A catalogue of `count` active products, the same for every run: the seed catalogue first, then
 * copies of it with their own name, slug and price but the seed's pictures (the benchmark measures
 * the shop, not the image generator). Copies are never featured and never on the global store, so
 * the home page and Buy Now show what they show with the seed alone.
 */
export function benchCatalogue(count: number): NewProductRow[] {
  return Array.from({ length: count }, (_, index) => {
    const seed = SEED_PRODUCTS[index % SEED_PRODUCTS.length]!;
    const row = toProductRow(seed);
    const edition = Math.floor(index / SEED_PRODUCTS.length);
    if (edition === 0) return row;
    // Prices step through -500 .. +500 KES in 50s, never below 100 KES.
    const priceKes = Math.max(100, seed.priceKes + (((edition * 7 + index) % 21) - 10) * 50);
    return {
      ...row,
      slug: `${seed.slug}-${edition + 1}`,
      name: `${seed.name} No. ${edition + 1}`,
      priceCents: priceKes * 100,
      featured: false,
      shopifyProductId: null,
    };
  });
}
