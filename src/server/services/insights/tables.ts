// The counts the Insight page reads: the checkout funnel and each product's sales per day.
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { COUNTED_FUNNEL_STEPS, type CountedFunnelStep } from '../../../core/insights';
import { sqlList } from '../../db/columns';

/**
 * The Insight page's funnel: how many product views, carts and checkouts started a shop day saw
 * (services/insights/funnel-counter.ts). Totals only: nothing here names a shopper or an address.
 */
export const funnelCounts = pgTable(
  'funnel_counts',
  {
    /** The shop's day (Nairobi). */
    day: date('day').notNull(),
    step: text('step').$type<CountedFunnelStep>().notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.step] }),
    check('funnel_counts_step_known', sql`${t.step} in (${sqlList(COUNTED_FUNNEL_STEPS)})`),
  ],
);

/**
 * What paid orders sold of each product per shop day (the day the order was placed), for the
 * Insight page's best sellers: reading the lines out of 100,000 orders' JSON took far too long.
 * Kept by a trigger on orders (migration 0019), in the same transaction as any change that makes
 * an order paid or unpaid, so it never drifts from the orders whichever service moves them.
 */
export const productSalesDays = pgTable(
  'product_sales_days',
  {
    day: date('day').notNull(),
    productId: integer('product_id').notNull(),
    /** The name the latest paid line gave it. */
    name: text('name').notNull(),
    units: integer('units').notNull(),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);
