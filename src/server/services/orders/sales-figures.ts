// The orders' sums over a period for the Insight page: per shop day, payment method and kind, and
// per discount code. Orders count when placed and not cancelled; money counts once paid (core's
// PAID_STATUSES). Both are index-only scans of the period (orders_insights_idx,
// orders_insights_discount_idx), never the orders' wide rows.
import { and, count, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { OrderKind } from '../../../core/order-kinds';
import { PAID_STATUSES } from '../../../core/order-status';
import type { OrderPaymentMethod } from '../../../core/payment-methods';
import { SHOP_TIME_ZONE } from '../../../core/shop-time';
import type { DbExecutor } from '../../db/executor';
import { orders } from './tables';

export interface SalesGroup {
  /** The shop day, as '2026-11-24'. */
  date: string;
  method: OrderPaymentMethod;
  kind: OrderKind;
  /** Every order placed, cancelled ones too. */
  placed: number;
  /** Placed and not cancelled. */
  orders: number;
  paidOrders: number;
  revenueCents: number;
}

const paid = inArray(orders.status, [...PAID_STATUSES]);
const notCancelled = sql`${orders.status} <> 'cancelled'`;
const placedIn = (start: Date, end: Date) => and(gte(orders.createdAt, start), lt(orders.createdAt, end));

/** The orders placed from `start` up to `end`, summed per shop day, payment method and kind. */
export async function salesGroups(db: DbExecutor, start: Date, end: Date): Promise<SalesGroup[]> {
  // A date (both drivers hand it over as '2026-11-24') costs far less per row than to_char.
  const shopDay = sql<string>`(${orders.createdAt} at time zone ${SHOP_TIME_ZONE})::date`;
  const rows = await db
    .select({
      date: shopDay,
      method: orders.paymentMethod,
      kind: orders.kind,
      placed: count(),
      orders: sql<number>`count(*) filter (where ${notCancelled})`.mapWith(Number),
      paidOrders: sql<number>`count(*) filter (where ${paid})`.mapWith(Number),
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${paid}), 0)`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(placedIn(start, end))
    .groupBy(sql`1`, orders.paymentMethod, orders.kind);
  return rows.map((row) => ({ ...row, placed: Number(row.placed) }));
}

/** Per code the orders placed with it from `start` up to `end`: most takings first. */
export async function discountCodeSales(
  db: DbExecutor,
  start: Date,
  end: Date,
): Promise<{ code: string; orders: number; revenueCents: number; discountedCents: number }[]> {
  const rows = await db
    .select({
      code: orders.discountCode,
      orders: sql<number>`count(*) filter (where ${notCancelled})`.mapWith(Number),
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${paid}), 0)`.mapWith(
        Number,
      ),
      discountedCents: sql<number>`coalesce(sum(${orders.discountCents}) filter (where ${paid}), 0)`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(and(placedIn(start, end), isNotNull(orders.discountCode)))
    .groupBy(orders.discountCode)
    .orderBy(sql`3 desc`, orders.discountCode);
  return rows.map((row) => ({ ...row, code: row.code! }));
}
