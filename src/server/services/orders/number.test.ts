import { describe, expect, it } from 'vitest';
import { generateOrderNumber } from './number';
import { ORDER_NUMBER_PATTERN } from '../../../core/order-number';

describe('generateOrderNumber', () => {
  it('is HM- and 8 Crockford base32 characters, short enough for Daraja (12 at most)', () => {
    for (let i = 0; i < 200; i++) {
      const number = generateOrderNumber();
      expect(number).toMatch(ORDER_NUMBER_PATTERN);
      expect(number.length).toBeLessThanOrEqual(12);
      expect(number).not.toMatch(/[ILOU]/);
    }
  });

  it('does not repeat and uses the whole alphabet', () => {
    const numbers = Array.from({ length: 2000 }, generateOrderNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    const seen = new Set(numbers.flatMap((n) => [...n.slice(3)]));
    expect(seen.size).toBe(32);
  });
});
