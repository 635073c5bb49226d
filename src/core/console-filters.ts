// The filters of the console's lists, shared by its pages (?status=, ?list=) and the admin API.
// A page falls back to the first value for anything else; the API answers 400 instead.
import { z } from 'zod';

export const MESSAGE_FILTERS = ['open', 'handled', 'all'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const SUBSCRIBER_LISTS = ['newsletter', 'waitlist'] as const;
export type SubscriberList = (typeof SUBSCRIBER_LISTS)[number];

export const RESELLER_TABS = ['pending', 'approved', 'rejected'] as const;
export type ResellerTab = (typeof RESELLER_TABS)[number];

/**
 * A page's date-and-text filters (orders, activity): each valid one kept, each invalid one dropped,
 * and what was wrong with those, which the page shows with a 400 as the API would answer.
 */
export interface LenientFilters<T> {
  filters: T;
  /** The messages of the dropped filters; empty when every filter was kept. */
  problems: string[];
}

/** `raw` when it is one of `values`, else the first (the default tab). */
export function filterOf<T extends string>(values: readonly [T, ...T[]], raw: string | null): T {
  return values.find((value) => value === raw) ?? values[0];
}

export const messageFilterSchema = z.enum(MESSAGE_FILTERS, {
  error: 'Status must be open, handled or all',
});

/** `?page=` for the API: a whole number from 1, or absent for the first page. */
export const pageParamSchema = z
  .string()
  .regex(/^\d{1,6}$/, 'Page must be a whole number from 1')
  .transform(Number)
  .refine((page) => page >= 1, 'Page must be a whole number from 1')
  .optional()
  .transform((page) => page ?? 1);
