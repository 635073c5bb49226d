import { describe, expect, it } from 'vitest';
import { percentile } from './percentile';

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNaN();
  });

  it('lets one slow request in a hundred show in p99 only beyond the hundredth', () => {
    const fast = Array.from({ length: 99 }, () => 10);
    expect(percentile([...fast, 5_000], 99)).toBe(10);
    expect(percentile([...fast, 5_000, 5_000], 99)).toBe(5_000);
  });
});
