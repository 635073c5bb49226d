import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_QUERY } from '../../../core/catalogue-query';
import { matchingProducts } from './matches';

const product = (id: number, name: string, featured = false) => ({
  id,
  name,
  description: '',
  priceCents: 100_000,
  category: 'moisturizers',
  skinTypes: ['dry'],
  featured,
});

const byName = { ...DEFAULT_CATALOGUE_QUERY, sort: 'name' as const };

describe('matchingProducts', () => {
  it('filters and sorts, and answers a repeated view from memory', () => {
    const snapshot = [product(1, 'Cream'), product(2, 'Balm', true), product(3, 'Oil')];
    const first = matchingProducts(snapshot, byName);
    expect(first.map((p) => p.id)).toEqual([2, 1, 3]);
    expect(matchingProducts(snapshot, byName)).toBe(first);
    // The search ignores case, so its case does not make another list.
    const search = matchingProducts(snapshot, { ...byName, q: 'BALM' });
    expect(matchingProducts(snapshot, { ...byName, q: 'balm' })).toBe(search);
  });

  it('works afresh on a new snapshot', () => {
    const before = [product(1, 'Cream')];
    const after = [product(1, 'Cream'), product(2, 'Balm')];
    expect(matchingProducts(before, byName).map((p) => p.id)).toEqual([1]);
    expect(matchingProducts(after, byName).map((p) => p.id)).toEqual([2, 1]);
  });

  it('forgets the oldest view rather than growing without end', () => {
    const snapshot = [product(1, 'Cream')];
    const oldest = matchingProducts(snapshot, { ...byName, q: 'search 0' });
    for (let i = 1; i <= 32; i++) matchingProducts(snapshot, { ...byName, q: `search ${i}` });
    expect(matchingProducts(snapshot, { ...byName, q: 'search 0' })).not.toBe(oldest);
    expect(matchingProducts(snapshot, { ...byName, q: 'search 32' })).toBe(
      matchingProducts(snapshot, { ...byName, q: 'search 32' }),
    );
  });
});
