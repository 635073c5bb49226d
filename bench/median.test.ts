import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([90, 95, 40, 92, 99])).toBe(92);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('has no value for no runs', () => {
    expect(median([])).toBeNaN();
  });
});
