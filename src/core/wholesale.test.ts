import { describe, expect, it } from 'vitest';
import { DEFAULT_WHOLESALE_DISCOUNT_PERCENT, wholesalePriceCents } from './wholesale';

describe('wholesalePriceCents', () => {
  it('is 70% of retail', () => {
    expect(DEFAULT_WHOLESALE_DISCOUNT_PERCENT).toBe(30);
    expect(wholesalePriceCents(150_000, 30)).toBe(105_000);
    expect(wholesalePriceCents(0, 30)).toBe(0);
  });

  it('rounds half up to whole cents', () => {
    expect(wholesalePriceCents(5, 30)).toBe(4); // 3.5
    expect(wholesalePriceCents(1, 30)).toBe(1); // 0.7
    expect(wholesalePriceCents(3, 30)).toBe(2); // 2.1
    expect(wholesalePriceCents(129_999, 30)).toBe(90_999); // 90999.3
  });

  it('rejects fractions and negatives', () => {
    expect(() => wholesalePriceCents(10.5, 30)).toThrow(RangeError);
    expect(() => wholesalePriceCents(-1, 30)).toThrow(RangeError);
  });
});

describe('wholesalePriceCents at another discount', () => {
  it('takes the discount the owner set', () => {
    expect(wholesalePriceCents(150_000, 25)).toBe(112_500);
    expect(wholesalePriceCents(150_000, 0)).toBe(150_000);
    expect(() => wholesalePriceCents(150_000, 12.5)).toThrow(RangeError);
    expect(() => wholesalePriceCents(150_000, 101)).toThrow(RangeError);
  });
});
