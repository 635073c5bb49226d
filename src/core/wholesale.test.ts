import { describe, expect, it } from 'vitest';
import { WHOLESALE_DISCOUNT, wholesalePriceCents } from './wholesale';

describe('wholesalePriceCents', () => {
  it('is 70% of retail', () => {
    expect(WHOLESALE_DISCOUNT).toBe(0.3);
    expect(wholesalePriceCents(150_000)).toBe(105_000);
    expect(wholesalePriceCents(0)).toBe(0);
  });

  it('rounds half up to whole cents', () => {
    expect(wholesalePriceCents(5)).toBe(4); // 3.5
    expect(wholesalePriceCents(1)).toBe(1); // 0.7
    expect(wholesalePriceCents(3)).toBe(2); // 2.1
    expect(wholesalePriceCents(129_999)).toBe(90_999); // 90999.3
  });

  it('rejects fractions and negatives', () => {
    expect(() => wholesalePriceCents(10.5)).toThrow(RangeError);
    expect(() => wholesalePriceCents(-1)).toThrow(RangeError);
  });
});
