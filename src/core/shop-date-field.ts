// A date filter of the console's lists (?from=, ?to=), one rule for orders and the activity log.
// JavaScript reads 0000-01-01 as a real date, but PostgreSQL has no year 0 and refuses the query
// (a 500); the shop keeps nothing from before 2000, so its filters start there. Four-digit years
// end at 9999, which PostgreSQL reads, a day added included.
import { z } from 'zod';
import { SHOP_DATE, shopDateStart } from './shop-time';

export const EARLIEST_FILTER_DATE = '2000-01-01';

/** Why `value` is no date to filter by, in words for `label`'s field, or null when it is one. */
export function filterDateProblem(value: string, label: string): string | null {
  if (!SHOP_DATE.test(value)) return `${label} must be a date like 2026-11-24`;
  if (shopDateStart(value) === null) return `${label} is not a real date`;
  // Same-length ISO dates compare as text.
  if (value < EARLIEST_FILTER_DATE) return `${label} must be ${EARLIEST_FILTER_DATE} or later`;
  return null;
}

export const filterDateField = (label: string) =>
  z.string().superRefine((value, ctx) => {
    const problem = filterDateProblem(value, label);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
