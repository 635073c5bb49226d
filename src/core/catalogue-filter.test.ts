import { describe, expect, it } from 'vitest';
import { filterProducts, matchesSearch, type FilterableProduct } from './catalogue-filter';
import { DEFAULT_CATALOGUE_QUERY, type CatalogueQuery } from './catalogue-query';

function product(
  id: number,
  overrides: Partial<FilterableProduct> = {},
): FilterableProduct & { extra: string } {
  return {
    id,
    name: `Product ${id}`,
    description: 'A rich cream',
    priceCents: 150_000,
    category: 'moisturizers',
    skinTypes: ['dry'],
    featured: false,
    extra: `kept ${id}`,
    ...overrides,
  };
}

const catalogue = [
  product(1, {
    name: 'Whipped Shea Butter',
    priceCents: 100_000,
    featured: false,
    skinTypes: ['dry', 'sensitive'],
  }),
  product(2, {
    name: 'argan serum',
    category: 'serums',
    priceCents: 250_000,
    featured: true,
    skinTypes: ['oily'],
  }),
  product(3, {
    name: 'Raw Shea Block',
    category: 'raw',
    priceCents: 99_999,
    ingredients: ['Unrefined Shea'],
  }),
  product(4, {
    name: 'Gift Box',
    category: 'sets',
    priceCents: 250_001,
    featured: true,
    description: 'Honey & oats',
  }),
  product(5, { name: 'Baobab Cleanser', category: 'cleansers', priceCents: 180_000, skinTypes: ['normal'] }),
];

const run = (query: Partial<CatalogueQuery>) =>
  filterProducts(catalogue, { ...DEFAULT_CATALOGUE_QUERY, ...query }).map((p) => p.id);

describe('filterProducts', () => {
  it('shows featured first, otherwise in catalogue order, by default', () => {
    expect(run({})).toEqual([2, 4, 1, 3, 5]);
  });

  it('searches name, description, category and ingredients, ignoring case', () => {
    expect(run({ q: 'SHEA' })).toEqual([1, 3]);
    expect(run({ q: 'honey' })).toEqual([4]);
    expect(run({ q: 'unrefined' })).toEqual([3]);
    expect(run({ q: 'serums' })).toEqual([2]);
    expect(run({ q: 'gift sets' })).toEqual([4]);
    expect(run({ q: 'nothing like this' })).toEqual([]);
  });

  it('filters by category and skin type', () => {
    expect(run({ category: 'raw' })).toEqual([3]);
    expect(run({ skinType: 'sensitive' })).toEqual([1]);
    expect(run({ skinType: 'dry', category: 'moisturizers' })).toEqual([1]);
  });

  it('filters by price with exact bounds at KSH 1,000 and 2,500', () => {
    expect(run({ price: 'under-1000' })).toEqual([3]);
    expect(run({ price: '1000-2500' })).toEqual([2, 1, 5]);
    expect(run({ price: 'over-2500' })).toEqual([4]);
  });

  it('sorts by price and by name', () => {
    expect(run({ sort: 'price-low' })).toEqual([3, 1, 5, 2, 4]);
    expect(run({ sort: 'price-high' })).toEqual([4, 2, 5, 1, 3]);
    expect(run({ sort: 'name' })).toEqual([2, 5, 4, 3, 1]);
  });

  it('keeps the catalogue order for equal prices', () => {
    const same = [product(9), product(8), product(7)];
    expect(filterProducts(same, { ...DEFAULT_CATALOGUE_QUERY, sort: 'price-low' }).map((p) => p.id)).toEqual([
      9, 8, 7,
    ]);
  });

  it('returns the caller’s own objects in a new array', () => {
    const result = filterProducts(catalogue, DEFAULT_CATALOGUE_QUERY);
    expect(result).not.toBe(catalogue);
    expect(result[0]?.extra).toBe('kept 2');
    expect(catalogue.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('treats blank search as no search', () => {
    expect(matchesSearch(catalogue[0] as FilterableProduct, '   ')).toBe(true);
  });
});
