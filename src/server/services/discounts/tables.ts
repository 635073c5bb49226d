// The discount codes and the orders that used them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DISCOUNT_AUDIENCES,
  DISCOUNT_KINDS,
  type DiscountAudience,
  type DiscountKind,
} from '../../../core/discounts';
import { sqlList, createdAt, updatedAt } from '../../db/columns';
import { orders } from '../orders/tables';

/**
 * The owner's discount codes. `uses` counts the orders placed with a code and not cancelled; it is
 * raised by a conditional UPDATE in the placing transaction, so the row lock makes parallel orders
 * take the last uses one at a time.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** As the owner typed it; matched without regard to case (the unique index is on lower()). */
    code: text('code').notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    /** Percent off (1-100), or KES cents off; 0 for free delivery. */
    value: integer('value').notNull(),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    appliesTo: text('applies_to').$type<DiscountAudience>().notNull().default('both'),
    /** Only these products (or these categories); both null means the whole order. */
    productIds: jsonb('product_ids').$type<number[]>(),
    categories: jsonb('categories').$type<string[]>(),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(sql`lower(${t.code})`),
    check('discount_codes_kind_known', sql`${t.kind} in (${sqlList(DISCOUNT_KINDS)})`),
    check('discount_codes_applies_to_known', sql`${t.appliesTo} in (${sqlList(DISCOUNT_AUDIENCES)})`),
    check(
      'discount_codes_uses_in_range',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
  ],
);

/**
 * One order placed with a code: who used it (for the per-customer limit, by e-mail and by phone)
 * and what it took off. Deleted when its order is cancelled, which gives the use back.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    customerEmail: text('customer_email').notNull(),
    /** Digits only, a Kenyan 254 read as 0 (core's phoneMatchKey). */
    customerPhone: text('customer_phone').notNull(),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_key').on(t.orderId),
    index('discount_redemptions_email_idx').on(t.discountId, t.customerEmail),
    index('discount_redemptions_phone_idx').on(t.discountId, t.customerPhone),
  ],
);
