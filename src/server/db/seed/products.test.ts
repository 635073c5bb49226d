import { describe, expect, it } from 'vitest';
import { CATEGORIES, SKIN_TYPES } from '../../../core/catalogue-terms';
import { SEED_PRODUCTS } from './products';
import type { Packaging, PackagePalette, SeedProduct } from './seed-product';

const PACKAGING_KINDS: Packaging[] = ['jar', 'tub', 'bottle', 'dropper', 'tube', 'box', 'bar', 'pump'];

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const sizesOf = (p: SeedProduct) => p.sizes;
const inStock = (p: SeedProduct) => p.sizes.some((size) => size.stock > 0);
/** A product's price on cards and in filters: its lowest size in stock. */
const lowestPrice = (p: SeedProduct) =>
  Math.min(...p.sizes.filter((size) => size.stock > 0 || !inStock(p)).map((size) => size.priceKes));

describe('seed catalogue', () => {
  it('has at least 18 products', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(18);
  });

  it('covers every category', () => {
    const present = new Set(SEED_PRODUCTS.map((p) => p.category));
    for (const category of CATEGORIES) expect(present, category).toContain(category);
  });

  it('uses only known categories and skin types, with at least one skin type each', () => {
    for (const p of SEED_PRODUCTS) {
      expect(CATEGORIES as readonly string[], p.slug).toContain(p.category);
      expect(p.skinTypes.length, p.slug).toBeGreaterThan(0);
      expect(new Set(p.skinTypes).size, p.slug).toBe(p.skinTypes.length);
      for (const t of p.skinTypes) expect(SKIN_TYPES as readonly string[], p.slug).toContain(t);
    }
  });

  it('features at least 4 products', () => {
    expect(SEED_PRODUCTS.filter((p) => p.featured).length).toBeGreaterThanOrEqual(4);
  });

  it('has at least one product out of stock, and no featured product is out of stock', () => {
    const outOfStock = SEED_PRODUCTS.filter((p) => !inStock(p));
    expect(outOfStock.length).toBeGreaterThanOrEqual(1);
    for (const p of outOfStock) expect(p.featured, p.slug).toBe(false);
  });

  it('has whole, non-negative stock quantities', () => {
    for (const size of SEED_PRODUCTS.flatMap(sizesOf)) {
      expect(Number.isInteger(size.stock), size.label).toBe(true);
      expect(size.stock, size.label).toBeGreaterThanOrEqual(0);
    }
  });

  it('sells the raw butter, the body butter and the hair oil in several sizes, each label once', () => {
    const ranges = SEED_PRODUCTS.filter((p) => p.sizes.length > 1).map((p) => [
      p.slug,
      p.sizes.map((size) => size.label),
    ]);
    expect(ranges).toEqual([
      ['whipped-shea-body-butter', ['100 ml', '200 ml', '400 ml']],
      ['raw-unrefined-shea-butter-grade-a', ['100 g', '250 g', '500 g', '1 kg']],
      ['shea-castor-hair-oil', ['50 ml', '100 ml']],
    ]);
    for (const p of SEED_PRODUCTS) {
      // A larger size never costs less than a smaller one.
      const prices = p.sizes.map((size) => size.priceKes);
      expect(prices, p.slug).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('has exactly 13 unique numeric Shopify ids', () => {
    const ids = SEED_PRODUCTS.map((p) => p.shopifyProductId).filter((id): id is string => id !== null);
    expect(ids).toHaveLength(13);
    expect(new Set(ids).size).toBe(13);
    for (const id of ids) expect(id).toMatch(/^\d{13}$/);
  });

  it('prices every size in whole KES between 500 and 6000', () => {
    for (const size of SEED_PRODUCTS.flatMap(sizesOf)) {
      expect(Number.isInteger(size.priceKes), size.label).toBe(true);
      expect(size.priceKes, size.label).toBeGreaterThanOrEqual(500);
      expect(size.priceKes, size.label).toBeLessThanOrEqual(6000);
    }
  });

  it('has products in every price band, including both boundaries', () => {
    const prices = SEED_PRODUCTS.map(lowestPrice);
    expect(prices.some((n) => n < 1000)).toBe(true);
    expect(prices).toContain(1000);
    expect(prices.some((n) => n > 1000 && n <= 2500)).toBe(true);
    expect(prices).toContain(2500);
    expect(prices.some((n) => n > 2500)).toBe(true);
  });

  it('has unique kebab-case slugs and unique names', () => {
    const slugs = SEED_PRODUCTS.map((p) => p.slug);
    const names = SEED_PRODUCTS.map((p) => p.name);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(names).size).toBe(names.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives each product four non-empty how-to-use steps, ingredients, a tagline, a description and a size', () => {
    for (const p of SEED_PRODUCTS) {
      expect(p.howToUse, p.slug).toHaveLength(4);
      for (const step of p.howToUse) expect(step.trim(), p.slug).not.toBe('');
      expect(p.ingredients.length, p.slug).toBeGreaterThan(0);
      expect(p.tagline.trim(), p.slug).not.toBe('');
      expect(p.description.trim(), p.slug).not.toBe('');
      for (const size of p.sizes) expect(size.label.trim(), p.slug).not.toBe('');
    }
  });

  it('uses every packaging kind', () => {
    const used = new Set(SEED_PRODUCTS.map((p) => p.packaging));
    for (const kind of PACKAGING_KINDS) expect(used, kind).toContain(kind);
  });

  it('draws every package with #RRGGBB colours and a legible label', () => {
    const keys: (keyof PackagePalette)[] = ['body', 'lid', 'label', 'labelText', 'contents'];
    for (const p of SEED_PRODUCTS) {
      for (const key of keys) expect(p.palette[key], `${p.slug}.${key}`).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(contrastRatio(p.palette.label, p.palette.labelText), p.slug).toBeGreaterThanOrEqual(4.5);
    }
  });
});
