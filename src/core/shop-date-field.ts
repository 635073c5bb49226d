// A date filter of the console's lists (?from=, ?to=), one rule for orders and the activity log,
// and the span of dates a discount code may start or end in.
// JavaScript reads 0000-01-01 as a real date, but PostgreSQL has no year 0 and refuses the query
// (a 500); the shop keeps nothing from before 2000, so its filters start there. Four-digit years
// end at 9999, which PostgreSQL reads, a day added included.
import { z } from 'zod';
import { addShopDays, SHOP_DATE, shopDateStart } from './shop-time';

export const EARLIEST_FILTER_DATE = '2000-01-01';
export const LATEST_FILTER_DATE = '9999-12-31';
const FIRST_MOMENT = shopDateStart(EARLIEST_FILTER_DATE)!;
const AFTER_LAST_DAY = addShopDays(shopDateStart(LATEST_FILTER_DATE)!, 1);

/** Whether an instant falls on one of those dates, in Nairobi (a discount code's start or end). */
export function onShopDates(at: Date): boolean {
  return at >= FIRST_MOMENT && at < AFTER_LAST_DAY;
}

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
