// The console's order list filters, as they travel in a URL (?kind=&status=&method=&from=&to=&q=).
// The API refuses a bad filter with a message; a page answers 400 with the message too, and shows the
// list unfiltered by it (the owner sees what was ignored, and the rest of the filters still apply).
import { z } from 'zod';
import type { LenientFilters } from './console-filters';
import { plainText } from './form-fields';
import { ORDER_KINDS } from './order-kinds';
import { ORDER_STATUSES } from './order-status';
import { listOfIds, ORDER_PAYMENT_METHODS } from './payment-methods';
import { filterDateField } from './shop-date-field';

const filterFields = {
  kind: z.enum(ORDER_KINDS, { error: 'Kind must be retail or wholesale' }).optional(),
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }).optional(),
  method: z
    .enum(ORDER_PAYMENT_METHODS, {
      error: `Payment method must be ${listOfIds(ORDER_PAYMENT_METHODS)}`,
    })
    .optional(),
  from: filterDateField('From').optional(),
  to: filterDateField('To').optional(),
  /** An order number, a name, a phone number or an email, or part of one. */
  q: plainText('Search must be text').max(100, 'Search must be at most 100 characters').optional(),
};

const rangeInOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;
const RANGE_ERROR = { message: 'From must be on or before To', path: ['to'] };

export const orderFiltersSchema = z.object(filterFields).refine(rangeInOrder, RANGE_ERROR);

/** The API's query: the filters and a page; empty values mean "any", unknown keys are refused. */
export const orderListQuerySchema = z.preprocess(
  (input) =>
    input && typeof input === 'object'
      ? Object.fromEntries(
          Object.entries(input).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
        )
      : input,
  z
    .object({
      ...filterFields,
      page: z
        .string()
        .regex(/^\d{1,6}$/, 'Page must be a whole number')
        .optional(),
    })
    .strict()
    .refine(rangeInOrder, RANGE_ERROR),
);

export type OrderFilters = z.output<typeof orderFiltersSchema>;

export const ORDER_FILTER_KEYS = ['kind', 'status', 'method', 'from', 'to', 'q'] as const;

/** Empty fields of a submitted filter form mean "any". */
export function filterInput(params: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {};
  for (const key of ORDER_FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') input[key] = value;
  }
  return input;
}

/** For pages: each valid filter kept, each invalid one dropped and said why. */
export function lenientOrderFilters(params: URLSearchParams): LenientFilters<OrderFilters> {
  const input = filterInput(params);
  const parsed = orderFiltersSchema.safeParse(input);
  if (parsed.success) return { filters: parsed.data, problems: [] };
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(input).filter(([key]) => !bad.has(key)));
  return {
    filters: orderFiltersSchema.safeParse(kept).data ?? {},
    problems: [...new Set(parsed.error.issues.map((issue) => issue.message))],
  };
}

/** The filters back as a query string, for paging links and the CSV export. */
export function orderFiltersQuery(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const key of ORDER_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}
