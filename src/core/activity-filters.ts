// The activity log's filters as they travel in a URL: what kind of record, who acted, the dates,
// and a record's id (an order number, a payment's CheckoutRequestID).
import { z } from 'zod';
import type { LenientFilters } from './console-filters';
import { plainText } from './form-fields';
import { filterDateField } from './shop-date-field';

export const ACTIVITY_SUBJECTS = [
  'order',
  'mpesa_payment',
  'product',
  'review',
  'user',
  'contact_message',
  'discount',
  'pickup_point',
  'rider',
] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

export const ACTIVITY_SUBJECT_LABELS: Record<ActivitySubject, string> = {
  order: 'Orders',
  mpesa_payment: 'M-Pesa payments',
  product: 'Products',
  review: 'Reviews',
  user: 'Accounts',
  contact_message: 'Messages',
  discount: 'Discount codes',
  pickup_point: 'Pickup points',
  rider: 'Riders',
};

const fields = {
  subject: z.enum(ACTIVITY_SUBJECTS, { error: 'Unknown kind of record' }).optional(),
  /** 'shop' for the shop's own processes (payments, scheduled jobs). */
  actor: z.enum(['admins', 'shop'], { error: 'Actor must be admins or shop' }).optional(),
  from: filterDateField('From').optional(),
  to: filterDateField('To').optional(),
  q: plainText('Search must be text').max(100, 'Search must be at most 100 characters').optional(),
};

const dropEmpty = (input: unknown) =>
  input && typeof input === 'object'
    ? Object.fromEntries(Object.entries(input).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')))
    : input;

export const activityFiltersSchema = z.preprocess(dropEmpty, z.object(fields).strict());
export type ActivityFilters = z.output<typeof activityFiltersSchema>;

export const activityQuerySchema = z.preprocess(
  dropEmpty,
  z
    .object({
      ...fields,
      page: z
        .string()
        .regex(/^\d{1,6}$/, 'Page must be a whole number')
        .optional(),
    })
    .strict(),
);

/** For pages: each valid filter kept, each invalid one dropped and said why. */
export function lenientActivityFilters(params: URLSearchParams): LenientFilters<ActivityFilters> {
  const kept: Record<string, string> = {};
  const problems: string[] = [];
  for (const key of Object.keys(fields)) {
    const value = params.get(key);
    if (value === null) continue;
    const parsed = activityFiltersSchema.safeParse({ [key]: value });
    if (parsed.success) kept[key] = value;
    else problems.push(...parsed.error.issues.map((issue) => issue.message));
  }
  return { filters: activityFiltersSchema.safeParse(kept).data ?? {}, problems: [...new Set(problems)] };
}

export function activityFiltersQuery(filters: ActivityFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}
