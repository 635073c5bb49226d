import { describe, expect, it } from 'vitest';
import { isPayLaterCallLate, PAY_LATER_CALL_MINUTES, payLaterNote } from './pay-later';

describe('isPayLaterCallLate', () => {
  it('marks a wait late once it reaches the promised minutes', () => {
    expect(isPayLaterCallLate(0, PAY_LATER_CALL_MINUTES)).toBe(false);
    expect(isPayLaterCallLate(PAY_LATER_CALL_MINUTES - 1, PAY_LATER_CALL_MINUTES)).toBe(false);
    expect(isPayLaterCallLate(PAY_LATER_CALL_MINUTES, PAY_LATER_CALL_MINUTES)).toBe(true);
    expect(isPayLaterCallLate(PAY_LATER_CALL_MINUTES + 30, PAY_LATER_CALL_MINUTES)).toBe(true);
  });

  it('follows a promise the owner changed', () => {
    expect(isPayLaterCallLate(12, 15)).toBe(false);
    expect(isPayLaterCallLate(15, 15)).toBe(true);
  });
});

describe('payLaterNote', () => {
  it("quotes SPEC's note with the promised minutes", () => {
    expect(payLaterNote(10)).toBe(
      'Customer chose Pay Later and should be contacted within 10 minutes to arrange payment.',
    );
    expect(payLaterNote(25)).toContain('within 25 minutes');
  });
});
