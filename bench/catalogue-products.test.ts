import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../src/server/db/seed/products';
import { toNewProduct } from '../src/server/db/seed/product-factory';
import { benchCatalogue } from './catalogue-products';

const lowest = (item: ReturnType<typeof benchCatalogue>[number]) =>
  Math.min(...item.variants.map((variant) => variant.priceCents));

describe('the benchmark catalogue', () => {
  it('is the seed catalogue at the seed size', () => {
    expect(benchCatalogue(SEED_PRODUCTS.length)).toEqual(SEED_PRODUCTS.map(toNewProduct));
  });

  it('has as many products as asked, each with its own slug, name and SKUs', () => {
    const items = benchCatalogue(2_000);
    expect(items).toHaveLength(2_000);
    expect(new Set(items.map((r) => r.product.slug)).size).toBe(2_000);
    expect(new Set(items.map((r) => r.product.name)).size).toBe(2_000);
    const skus = items.flatMap((r) => r.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('gives copies the pictures and sizes of the product they copy, positive whole-KES prices and no feature', () => {
    const items = benchCatalogue(200);
    const seeds = SEED_PRODUCTS.map(toNewProduct);
    items.slice(SEED_PRODUCTS.length).forEach((item, i) => {
      const seed = seeds[i % seeds.length]!;
      expect(item.product.images).toEqual(seed.product.images);
      expect(item.product.category).toBe(seed.product.category);
      expect(item.variants.map((v) => v.label)).toEqual(seed.variants.map((v) => v.label));
      for (const variant of item.variants) {
        expect(variant.priceCents).toBeGreaterThanOrEqual(100_00);
        expect(variant.priceCents % 100).toBe(0);
      }
      expect(item.product.featured).toBe(false);
      expect(item.product.shopifyProductId).toBeNull();
    });
    expect(new Set(items.map(lowest)).size).toBeGreaterThan(new Set(seeds.map(lowest)).size);
  });

  it('is the same on every call', () => {
    expect(benchCatalogue(300)).toEqual(benchCatalogue(300));
  });
});
