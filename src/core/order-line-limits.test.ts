import { describe, expect, it } from 'vitest';
import { lineCapMessage, quantityRuleNote } from './order-line-limits';

const rules = { perOrder: 20, unpaid: 10, holdMinutes: 15 };

describe('quantityRuleNote', () => {
  it('says nothing up to what an unpaid order may hold', () => {
    expect(quantityRuleNote(rules, 'Shea Intensive Hand Cream', 1)).toBeNull();
    expect(quantityRuleNote(rules, 'Shea Intensive Hand Cream', 10)).toBeNull();
  });

  it('says past it that M-Pesa keeps them all for the hold, and Pay Later takes the limit', () => {
    expect(quantityRuleNote(rules, 'Shea Intensive Hand Cream', 11)).toBe(
      'More than 10: pay by M-Pesa within 15 minutes of ordering to keep them all. Pay Later takes up to 10.',
    );
    expect(quantityRuleNote({ ...rules, holdMinutes: 30 }, 'Shea Intensive Hand Cream', 20)).toContain(
      'within 30 minutes',
    );
  });

  it('says past the line cap what the checkout will answer', () => {
    expect(quantityRuleNote(rules, 'Shea Intensive Hand Cream', 21)).toBe(
      lineCapMessage('Shea Intensive Hand Cream', 20),
    );
    expect(lineCapMessage('Shea Intensive Hand Cream', 20)).toBe(
      'You can order at most 20 of Shea Intensive Hand Cream at once. For more, please contact us or apply as a reseller.',
    );
  });
});
