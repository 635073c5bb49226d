import { describe, expect, it } from 'vitest';
import { filterDateField, filterDateProblem } from './shop-date-field';

describe('a date filter', () => {
  it.each(['2000-01-01', '2026-11-24', '2028-02-29', '9999-12-31'])('takes %s', (value) => {
    expect(filterDateProblem(value, 'From')).toBeNull();
    expect(filterDateField('From').parse(value)).toBe(value);
  });

  it.each([
    ['0000-01-01', 'From must be 2000-01-01 or later'],
    ['0001-01-01', 'From must be 2000-01-01 or later'],
    ['1999-12-31', 'From must be 2000-01-01 or later'],
    ['2026-02-30', 'From is not a real date'],
    ['2026-13-01', 'From is not a real date'],
    ['+275760-09-13', 'From must be a date like 2026-11-24'],
    ['10000-01-01', 'From must be a date like 2026-11-24'],
    ['24/11/2026', 'From must be a date like 2026-11-24'],
  ])('refuses %s with one message', (value, message) => {
    const result = filterDateField('From').safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
