// The orders' tables: one row per order with its lines as sold, its status history and the
// shop's own notes.
import { sql, type AnyColumn } from 'drizzle-orm';
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
import { DELIVERY_METHOD, DELIVERY_METHODS, type DeliveryMethod } from '../../../core/delivery-methods';
import { ORDER_KINDS, type OrderKind } from '../../../core/order-kinds';
import type { OrderLineSnapshot } from '../../../core/order-lines';
import { paymentMethodsOf, type OrderPaymentMethod } from '../../../core/payment-methods';
import { ORDER_STATUSES, statusesOf, type OrderStatus } from '../../../core/order-status';
import { sqlList, createdAt, updatedAt } from '../../db/columns';
import { users } from '../accounts/tables';
import { pickupPoints } from '../delivery/tables';

// A kind's single method is compared, not listed: the check's text stays as the migrations wrote it.
const oneOf = (column: AnyColumn, values: readonly string[]) =>
  values.length === 1 ? sql`${column} = ${sqlList(values)}` : sql`${column} in (${sqlList(values)})`;

/**
 * One row per order, retail or wholesale (`kind`); `items` is the line snapshot at the time of sale.
 * A wholesale order belongs to its reseller (`user_id`), with the reseller's contact details copied
 * in as the customer and no delivery fee: delivery is arranged with the reseller.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    kind: text('kind').$type<OrderKind>().notNull().default('retail'),
    status: text('status').$type<OrderStatus>().notNull(),
    /** The reseller of a wholesale order; null for the checkout's retail orders. */
    userId: integer('user_id').references(() => users.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryArea: text('delivery_area').notNull(),
    /** How it reaches the customer (core/delivery-methods.ts); orders before the choice were riders'. */
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull().default('rider'),
    /** The parcel agent the customer collects from, for a pickup-point delivery only. */
    pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentMethod: text('payment_method').$type<OrderPaymentMethod>().notNull(),
    transactionId: text('transaction_id'),
    notes: text('notes'),
    idempotencyKey: text('idempotency_key'),
    /**
     * A per-order secret handed to the checkout that placed the order; with it (or the customer's
     * email) a caller may start a payment or switch the payment method. Null on orders older than it.
     */
    paymentToken: text('payment_token'),
    /** The customer asked at checkout for no text messages about this order. */
    smsOptOut: boolean('sms_opt_out').notNull().default(false),
    /**
     * A digest of the client address that placed a retail order (never the address, as for the
     * rate-limit counters), while the order is unpaid: the units one client may hold unpaid are
     * counted by it. Cleared when the order is paid or cancelled; null for the shop's own scripts.
     */
    clientAddressDigest: text('client_address_digest'),
    /**
     * An unpaid M-Pesa order may hold more of a product than UNPAID_UNITS_PER_PRODUCT, but the units
     * beyond it only until this time: unless paid by then, they go back on sale (a `stock_returns`
     * row `held_back`) and are taken again when the order is paid. Null once they went back, or the
     * order was paid or cancelled, and on orders within the limit.
     */
    surplusHeldUntil: timestamp('surplus_held_until', { withTimezone: true }),
    /** The discount code the order was placed with, as the owner spelt it; null without one. */
    discountCode: text('discount_code'),
    /** What the code took off; the total is net of it. */
    discountCents: integer('discount_cents').notNull().default(0),
    items: jsonb('items').$type<OrderLineSnapshot[]>().notNull(),
    /**
     * Units of the order in parcels that have left the shop and not come back (fulfilment's
     * shipments keep which); set under the order's row lock by every shipment change. An order with
     * units away cannot be cancelled: its parcels come back first.
     */
    unitsShipped: integer('units_shipped').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Tracking looks orders up by number.
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    // A retried POST /api/orders finds the order it already made.
    uniqueIndex('orders_idempotency_key_key').on(t.idempotencyKey),
    // The abandoned-order job scans orders awaiting payment by age; the console filters by status.
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    // The console's order list, newest first, and its figures for today and this week.
    index('orders_created_at_idx').on(t.createdAt),
    // A reseller's own orders, newest first.
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The Insight page's sums per day, payment method and kind over a period: an index-only scan
    // of the period's range, never the orders' wide rows (bench/insights.ts measures it).
    index('orders_insights_idx').on(t.createdAt, t.status, t.paymentMethod, t.kind, t.totalCents),
    // The Insight page's discount codes over a period: only the orders placed with a code.
    // The hold job finds the orders whose units beyond the unpaid limit are due back on sale.
    index('orders_surplus_held_until_idx')
      .on(t.surplusHeldUntil)
      .where(sql`${t.surplusHeldUntil} is not null`),
    index('orders_insights_discount_idx')
      .on(t.createdAt, t.discountCode, t.status, t.totalCents, t.discountCents)
      .where(sql`${t.discountCode} is not null`),
    check(
      'orders_total_is_sum',
      sql`${t.totalCents} = ${t.subtotalCents} + ${t.deliveryFeeCents} - ${t.discountCents}`,
    ),
    check('orders_units_shipped_not_negative', sql`${t.unitsShipped} >= 0`),
    check('orders_discount_in_range', sql`${t.discountCents} >= 0 and ${t.totalCents} >= 0`),
    check('orders_kind_known', sql`${t.kind} in (${sqlList(ORDER_KINDS)})`),
    check('orders_delivery_method_known', sql`${t.deliveryMethod} in (${sqlList(DELIVERY_METHODS)})`),
    // A pickup point is named exactly when the customer collects from one.
    check(
      'orders_pickup_point_of_method',
      sql`(${t.deliveryMethod} = ${sqlList([DELIVERY_METHOD.pickupPoint])}) = (${t.pickupPointId} is not null)`,
    ),
    check(
      'orders_status_of_kind',
      sql`(${t.kind} = 'retail' and ${t.status} in (${sqlList(statusesOf('retail'))})) or (${t.kind} = 'wholesale' and ${t.status} in (${sqlList(statusesOf('wholesale'))}))`,
    ),
    check(
      'orders_payment_method_of_kind',
      sql.join(
        ORDER_KINDS.map(
          (kind) =>
            sql`(${t.kind} = ${sqlList([kind])} and ${oneOf(t.paymentMethod, paymentMethodsOf(kind))})`,
        ),
        sql` or `,
      ),
    ),
    check('orders_wholesale_has_reseller', sql`${t.kind} = 'retail' or ${t.userId} is not null`),
  ],
);

/** Status history of an order; the tracking timeline is read from it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    // The timeline of one order, oldest first.
    index('order_events_order_id_idx').on(t.orderId, t.createdAt),
    check('order_events_status_known', sql`${t.toStatus} in (${sqlList(ORDER_STATUSES)})`),
  ],
);

/** The shop's own notes on an order (a call made, a promise given); never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_id_idx').on(t.orderId, t.createdAt)],
);
