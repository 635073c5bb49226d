import { describe, expect, it } from 'vitest';
import { isPayLaterCallLate, PAY_LATER_CALL_MINUTES } from './pay-later';

describe('the Pay Later call', () => {
  it('is late once the wait reaches the promised minutes, not before', () => {
    expect(isPayLaterCallLate(0)).toBe(false);
    expect(isPayLaterCallLate(PAY_LATER_CALL_MINUTES - 1)).toBe(false);
    expect(isPayLaterCallLate(PAY_LATER_CALL_MINUTES)).toBe(true);
    expect(isPayLaterCallLate(PAY_LATER_CALL_MINUTES + 30)).toBe(true);
  });
});
