// The discount code's fields: the owner's new code (POST /api/admin/discounts), the shopper's code
// on an order, and the cart's preview of it (POST /api/discounts/check).
import { deliveryChoiceFields } from './delivery-choice-schema';
import { z } from 'zod';
import { CATEGORIES } from './catalogue-terms';
import { DISCOUNT_AUDIENCES, DISCOUNT_KINDS } from './discounts';
import { plainText } from './form-fields';
import { kesToCents } from './money';
import { orderItemsField } from './order-request-schema';
import { productIdField } from './product-id';
import { EARLIEST_FILTER_DATE, LATEST_FILTER_DATE, onShopDates } from './shop-date-field';
import { fromShopDateTimeInput } from './shop-time';

const CODE_RULE = 'A code is 3 to 32 letters, digits, dashes or underscores';
const ENTER_A_CODE = 'Please enter a discount code';
const BAD_DATE = 'Dates must be a date and time, e.g. 2026-12-01T00:00:00Z';
const MAX_KES = 10_000_000;

// JSON sends numbers, the console's form their digits as text. Nothing else becomes a number: not
// "0x10", "1e3" or true, which coercion read as 16, 1000 and 1. A blank field means "none".
const isBlank = (value: unknown) => value === '' || value === undefined || value === null;
const digits = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value;
const decimalDigits = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,15}(?:\.\d{1,15})?\s*$/.test(value) ? Number(value) : value;
// A decimal number's own digits: 0.001 has three decimals; 1e-7 and 1e21 are no amount of money.
const hasCents = (value: number) => /^\d+(?:\.\d{1,2})?$/.test(String(Math.abs(value)));

const wholeNumber = (name: string, min: number) =>
  z.preprocess(
    (value) => (isBlank(value) ? null : digits(value)),
    z
      .number({ error: `${name} must be a whole number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be at least ${min}`)
      .max(1_000_000, `${name} must be at most 1,000,000`)
      .nullable(),
  );

const kesAmount = (name: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? 0 : decimalDigits(value)),
    z
      .number({ error: `${name} must be an amount in KSH` })
      .min(0, `${name} cannot be negative`)
      .max(MAX_KES, `${name} must be at most KSH 10,000,000`)
      .refine(hasCents, `${name} may have at most two decimals`),
  );

const VALUE_FORMAT = 'The value must be a number, e.g. 10 or 250.50';
/** A percent or an amount in KSH, as given; null when left out (free delivery needs none). */
const discountValue = z.preprocess(
  (value) => (isBlank(value) ? null : decimalDigits(value)),
  z
    .number({ error: VALUE_FORMAT })
    // Aborting: a value refused here is not judged again by its kind's rule below.
    .positive({ error: 'The value must be more than 0', abort: true })
    .max(MAX_KES, { error: 'The value must be at most 10,000,000', abort: true })
    .refine(hasCents, { error: 'The value may have at most two decimals', abort: true })
    .nullable(),
);

// PostgreSQL has no year 0 (JavaScript has), so a start or end is a moment of the shop's dates,
// the same span as the console's date filters.
const moment = (label: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? null : value),
    z.iso
      .datetime({ offset: true, error: BAD_DATE })
      .transform((text) => new Date(text))
      .refine((date) => !Number.isNaN(date.getTime()), BAD_DATE)
      .refine(onShopDates, `${label} must be from ${EARLIEST_FILTER_DATE} to ${LATEST_FILTER_DATE}`)
      .nullable(),
  );

const idList = z.array(productIdField, { error: 'productIds must be a list of product ids' }).max(200);
const categoryList = z
  .array(z.enum(CATEGORIES, { error: `Categories are ${CATEGORIES.join(', ')}` }), {
    error: 'categories must be a list of category names',
  })
  .max(CATEGORIES.length);

export const discountCreateSchema = z
  .object({
    code: z
      .string({ error: CODE_RULE })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, CODE_RULE),
    kind: z.enum(DISCOUNT_KINDS, { error: 'Choose percent, fixed or free delivery' }),
    value: discountValue.optional().default(null),
    minSubtotalKes: kesAmount('The minimum subtotal'),
    startsAt: moment('The start').optional().default(null),
    endsAt: moment('The end').optional().default(null),
    maxUses: wholeNumber('The use limit', 1).optional().default(null),
    maxUsesPerCustomer: wholeNumber('The limit per customer', 1).optional().default(null),
    appliesTo: z
      .enum(DISCOUNT_AUDIENCES, { error: 'Choose retail, wholesale or both' })
      .optional()
      .default('both'),
    productIds: idList.nullish().transform((ids) => (ids && ids.length > 0 ? ids : null)),
    categories: categoryList.nullish().transform((names) => (names && names.length > 0 ? names : null)),
  })
  .strict()
  .superRefine((input, ctx) => {
    const value = input.value ?? 0;
    if (input.kind === 'percent' && (!Number.isInteger(value) || value < 1 || value > 100)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Percent off must be a whole number from 1 to 100',
      });
    }
    if (input.kind === 'fixed' && input.value === null) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'The amount off must be more than KSH 0' });
    }
    if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
    }
  })
  .transform(({ value, minSubtotalKes, ...input }) => ({
    ...input,
    // Percent stays a percent; an amount is kept in cents like every sum of money.
    value: input.kind === 'percent' ? (value ?? 0) : input.kind === 'fixed' ? kesToCents(value ?? 0) : 0,
    minSubtotalCents: kesToCents(minSubtotalKes),
  }));

export type DiscountCreateInput = z.input<typeof discountCreateSchema>;
export type DiscountCreate = z.output<typeof discountCreateSchema>;

/** PATCH /api/admin/discounts/{id}: switch a code off (or on again). */
export const discountUpdateSchema = z
  .object({ active: z.boolean({ error: 'active must be true or false' }) })
  .strict();

/** POST /api/discounts/check: the cart asks what a code would take off. */
export const discountCheckSchema = z
  .object({
    code: plainText(ENTER_A_CODE).min(1, ENTER_A_CODE).max(64, ENTER_A_CODE),
    items: orderItemsField,
    deliveryArea: z.string().trim().max(60).optional(),
    // The checkout's delivery choice, so a code's share of the fee is the fee the order will carry.
    ...deliveryChoiceFields,
    /** A reseller's wholesale cart; needs an approved reseller's session. */
    kind: z
      .enum(['retail', 'wholesale'], { error: 'kind must be retail or wholesale' })
      .optional()
      .default('retail'),
  })
  .strict();

export type DiscountCheck = z.output<typeof discountCheckSchema>;

/**
 * The console's new-code form as `discountCreateSchema`'s input: text trimmed, a blank field
 * absent, dates read as the shop's local time, and the ticked products and categories as lists.
 */
export function discountFormInput(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : undefined;
  };
  const when = (name: string) => {
    const value = text(name);
    return value ? fromShopDateTimeInput(value) : null;
  };
  return {
    code: text('code'),
    kind: text('kind'),
    value: text('value'),
    minSubtotalKes: text('minSubtotalKes'),
    startsAt: when('startsAt'),
    endsAt: when('endsAt'),
    maxUses: text('maxUses'),
    maxUsesPerCustomer: text('maxUsesPerCustomer'),
    appliesTo: text('appliesTo'),
    productIds: form.getAll('productIds').map(String),
    categories: form.getAll('categories').map(String),
  };
}
