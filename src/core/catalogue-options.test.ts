import { describe, expect, it } from 'vitest';
import {
  PRICE_RANGES,
  PRICE_RANGE_LABELS,
  SORT_LABELS,
  SORT_OPTIONS,
  inPriceRange,
} from './catalogue-options';

describe('inPriceRange', () => {
  it('puts exactly KSH 1,000 and exactly KSH 2,500 in the middle range', () => {
    expect(inPriceRange(100_000, 'under-1000')).toBe(false);
    expect(inPriceRange(100_000, '1000-2500')).toBe(true);
    expect(inPriceRange(250_000, '1000-2500')).toBe(true);
    expect(inPriceRange(250_000, 'over-2500')).toBe(false);
  });

  it('leaves no gap and no overlap around the bounds', () => {
    for (const cents of [0, 99_999, 100_000, 100_001, 249_999, 250_000, 250_001]) {
      const ranges = PRICE_RANGES.filter((r) => r !== 'all' && inPriceRange(cents, r));
      expect(ranges).toHaveLength(1);
      expect(inPriceRange(cents, 'all')).toBe(true);
    }
    expect(inPriceRange(99_999, 'under-1000')).toBe(true);
    expect(inPriceRange(250_001, 'over-2500')).toBe(true);
  });
});

describe('labels', () => {
  it('uses the page texts', () => {
    expect(PRICE_RANGE_LABELS['under-1000']).toBe('Under KSH 1,000');
    expect(PRICE_RANGE_LABELS['1000-2500']).toBe('KSH 1,000 - 2,500');
    expect(PRICE_RANGE_LABELS['over-2500']).toBe('Over KSH 2,500');
    expect(SORT_OPTIONS.map((s) => SORT_LABELS[s])).toEqual([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Name: A-Z',
    ]);
  });
});
