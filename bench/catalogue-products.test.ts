import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../src/server/db/seed/products';
import { toProductRow } from '../src/server/db/seed/product-factory';
import { benchCatalogue } from './catalogue-products';

describe('the benchmark catalogue', () => {
  it('is the seed catalogue at the seed size', () => {
    expect(benchCatalogue(SEED_PRODUCTS.length)).toEqual(SEED_PRODUCTS.map(toProductRow));
  });

  it('has as many products as asked, each with its own slug and name', () => {
    const rows = benchCatalogue(2_000);
    expect(rows).toHaveLength(2_000);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(2_000);
    expect(new Set(rows.map((r) => r.name)).size).toBe(2_000);
  });

  it('gives copies the pictures of the product they copy, a positive whole-KES price and no feature', () => {
    const rows = benchCatalogue(200);
    const seedRows = SEED_PRODUCTS.map(toProductRow);
    rows.slice(SEED_PRODUCTS.length).forEach((row, i) => {
      const seed = seedRows[i % seedRows.length]!;
      expect(row.images).toEqual(seed.images);
      expect(row.category).toBe(seed.category);
      expect(row.priceCents).toBeGreaterThanOrEqual(100_00);
      expect(row.priceCents % 100).toBe(0);
      expect(row.featured).toBe(false);
      expect(row.shopifyProductId).toBeNull();
    });
    expect(new Set(rows.map((r) => r.priceCents)).size).toBeGreaterThan(
      new Set(seedRows.map((r) => r.priceCents)).size,
    );
  });

  it('is the same on every call', () => {
    expect(benchCatalogue(300)).toEqual(benchCatalogue(300));
  });
});
