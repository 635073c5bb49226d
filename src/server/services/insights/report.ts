// The Insight page's figures for the last 7, 30 or 90 shop days (today included): orders and paid
// takings per day, by payment method and by kind, the best sellers, the discount codes, the
// funnel and the M-Pesa payments won back by a reminder. Orders count when placed and not
// cancelled; money counts once paid (core's PAID_STATUSES). Days are Nairobi days, and a day
// without orders is there with nothing. Payments won back count by the day of the reminder.
import { and, gte, lt, sql } from 'drizzle-orm';
import { COUNTED_FUNNEL_STEPS, type FunnelStep, type InsightPeriod } from '../../../core/insights';
import type { OrderKind } from '../../../core/order-kinds';
import type { OrderPaymentMethod } from '../../../core/payment-methods';
import { addShopDays, shopDate, startOfShopDay } from '../../../core/shop-time';
import type { Database } from '../../db/client';
import { funnelCounts, productSalesDays } from './tables';
import { wonBackByReminders, type WonBack } from '../mpesa';
import { discountCodeSales, salesGroups } from '../orders';

const TOP_PRODUCTS = 10;
const WON_BACK_LISTED = 10;

export interface Takings {
  /** Placed and not cancelled. */
  orders: number;
  /** Of those, paid (or confirmed by the shop). */
  paidOrders: number;
  revenueCents: number;
}

export interface InsightReport {
  period: InsightPeriod;
  from: string;
  to: string;
  days: ({ date: string } & Takings)[];
  totals: Takings;
  byPaymentMethod: ({ method: OrderPaymentMethod } & Takings)[];
  byKind: ({ kind: OrderKind } & Takings)[];
  /** What the lines of paid orders came to, before delivery and discounts. */
  topProducts: { productId: number; name: string; units: number; salesCents: number }[];
  /** Per code: orders placed with it and not cancelled, the paid ones' takings and what it took off them. */
  discounts: { code: string; orders: number; revenueCents: number; discountedCents: number }[];
  funnel: { step: FunnelStep; count: number }[];
  /** M-Pesa orders reminded in the period after a failed prompt, and those paid since. */
  wonBack: WonBack;
}

const none = (): Takings => ({ orders: 0, paidOrders: 0, revenueCents: 0 });

function addTo(into: Takings, row: Takings) {
  into.orders += row.orders;
  into.paidOrders += row.paidOrders;
  into.revenueCents += row.revenueCents;
}

/** Each key's takings, in the order keys were first met. */
function tally<K>(rows: ({ key: K } & Takings)[]): Map<K, Takings> {
  const byKey = new Map<K, Takings>();
  for (const row of rows) {
    const into = byKey.get(row.key) ?? none();
    addTo(into, row);
    byKey.set(row.key, into);
  }
  return byKey;
}

export async function insightReport(
  db: Database,
  period: InsightPeriod,
  now: Date = new Date(),
): Promise<InsightReport> {
  const today = startOfShopDay(now);
  const start = addShopDays(today, -(period - 1));
  const end = addShopDays(today, 1);
  const [rows, products, codes, counted, wonBack] = await Promise.all([
    // One pass over the period (orders_insights_idx): every other breakdown is summed from it.
    salesGroups(db, start, end),
    // Summed from the trigger-kept product_sales_days: the orders' JSON lines are too slow to read.
    db
      .select({
        productId: productSalesDays.productId,
        name: sql<string>`(array_agg(${productSalesDays.name} order by ${productSalesDays.day} desc))[1]`,
        units: sql<number>`sum(${productSalesDays.units})`.mapWith(Number),
        salesCents: sql<number>`sum(${productSalesDays.salesCents})`.mapWith(Number),
      })
      .from(productSalesDays)
      .where(and(gte(productSalesDays.day, shopDate(start)), lt(productSalesDays.day, shopDate(end))))
      .groupBy(productSalesDays.productId)
      .having(sql`sum(${productSalesDays.units}) > 0`)
      .orderBy(sql`4 desc`, productSalesDays.productId)
      .limit(TOP_PRODUCTS),
    discountCodeSales(db, start, end),
    db
      .select({ step: funnelCounts.step, count: sql<number>`sum(${funnelCounts.count})`.mapWith(Number) })
      .from(funnelCounts)
      .where(and(gte(funnelCounts.day, shopDate(start)), lt(funnelCounts.day, shopDate(end))))
      .groupBy(funnelCounts.step),
    wonBackByReminders(db, start, end, WON_BACK_LISTED),
  ]);

  const byDate = tally(rows.map((row) => ({ ...row, key: row.date })));
  const days = Array.from({ length: period }, (_, i) => {
    const date = shopDate(addShopDays(start, i));
    return { date, ...(byDate.get(date) ?? none()) };
  });
  const totals = none();
  for (const row of rows) addTo(totals, row);
  const retail = rows.filter((row) => row.kind === 'retail');
  const countedSteps = new Map(counted.map((row) => [row.step, row.count]));

  return {
    period,
    from: shopDate(start),
    to: shopDate(today),
    days,
    totals,
    byPaymentMethod: [...tally(rows.map((row) => ({ ...row, key: row.method })))].map(
      ([method, takings]) => ({ method, ...takings }),
    ),
    byKind: [...tally(rows.map((row) => ({ ...row, key: row.kind })))].map(([kind, takings]) => ({
      kind,
      ...takings,
    })),
    topProducts: products,
    discounts: codes,
    funnel: [
      ...COUNTED_FUNNEL_STEPS.map((step) => ({ step, count: countedSteps.get(step) ?? 0 })),
      // The shop's own records are exact for the last two steps; retail only, as the funnel's
      // first steps are the shop's pages (resellers order through their portal).
      { step: 'order' as const, count: retail.reduce((sum, row) => sum + row.placed, 0) },
      { step: 'payment' as const, count: retail.reduce((sum, row) => sum + row.paidOrders, 0) },
    ],
    wonBack,
  };
}
