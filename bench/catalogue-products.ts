import { SEED_PRODUCTS } from '../src/server/db/seed/products';
import { skuOf } from '../src/core/sku';
import { toNewProduct, type NewProduct } from '../src/server/db/seed/product-factory';

/**
 * A catalogue of `count` active products, the same for every run: the seed catalogue first, then
 * copies of it with their own name, slug, SKUs and prices but the seed's pictures (the benchmark
 * measures the shop, not the image generator). Copies are never featured and never on the global
 * store, so the home page and Buy Now show what they show with the seed alone.
 */
export function benchCatalogue(count: number): NewProduct[] {
  return Array.from({ length: count }, (_, index) => {
    const seed = SEED_PRODUCTS[index % SEED_PRODUCTS.length]!;
    const made = toNewProduct(seed);
    const edition = Math.floor(index / SEED_PRODUCTS.length);
    if (edition === 0) return made;
    const slug = `${seed.slug}-${edition + 1}`;
    // Prices step through -500 .. +500 KES in 50s, never below 100 KES.
    const step = (((edition * 7 + index) % 21) - 10) * 50_00;
    const [first, ...rest] = made.variants.map((variant) => ({
      ...variant,
      sku: skuOf(slug, variant.label),
      priceCents: Math.max(100_00, variant.priceCents + step),
    }));
    return {
      product: {
        ...made.product,
        slug,
        name: `${seed.name} No. ${edition + 1}`,
        featured: false,
        shopifyProductId: null,
      },
      variants: [first!, ...rest],
    };
  });
}
