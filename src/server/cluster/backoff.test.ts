import { describe, expect, it } from 'vitest';
import { crashBackoff, MAX_DELAY_MS, STABLE_AFTER_MS } from './backoff';

describe('crashBackoff', () => {
  it('replaces a first death at once, then waits twice as long each time, up to the cap', () => {
    const backoff = crashBackoff();
    const delays = Array.from({ length: 8 }, () => backoff.next(200));
    expect(delays).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, MAX_DELAY_MS, MAX_DELAY_MS]);
  });

  it('starts afresh after a worker that ran long enough to count as healthy', () => {
    const backoff = crashBackoff();
    backoff.next(100);
    backoff.next(100);
    expect(backoff.next(100)).toBe(2_000);
    expect(backoff.next(STABLE_AFTER_MS)).toBe(0);
    expect(backoff.next(100)).toBe(1_000);
  });
});
