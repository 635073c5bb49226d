// The parcels orders leave in: which units each holds, how it travels, and the rider's link and the
// customer's code that prove its delivery.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DELIVERY_METHODS, type DeliveryMethod } from '../../../core/delivery-methods';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '../../../core/shipments';
import { createdAt, sqlList, updatedAt } from '../../db/columns';
import { users } from '../accounts/tables';
import { riders } from '../delivery/tables';
import { orders } from '../orders/tables';

/**
 * One parcel of an order. Made under the order's row lock, so no unit of the order is ever in two
 * parcels that hold units (`returned` ones hold none). The rider's link and the customer's code are
 * kept as digests only: the link's token is in the rider's text, the code in the customer's.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').$type<DeliveryMethod>().notNull(),
    status: text('status').$type<ShipmentStatus>().notNull().default('packed'),
    riderId: integer('rider_id').references(() => riders.id),
    /** The courier's name as the delivery settings spell it, for a courier shipment. */
    carrier: text('carrier'),
    trackingRef: text('tracking_ref'),
    /** sha256 of the rider's link token; replaced when the drop is handed to another rider or resent. */
    linkDigest: text('link_digest'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    /** sha256 of the shipment's id and the 4-digit delivery or collection code the customer was texted. */
    codeDigest: text('code_digest'),
    /** Wrong codes tried since the code was made; at MAX_CODE_ATTEMPTS the code is locked. */
    codeAttempts: integer('code_attempts').notNull().default(0),
    notDeliveredReason: text('not_delivered_reason'),
    outAt: timestamp('out_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** When the owner was reminded of a parcel waiting uncollected at its point. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    uniqueIndex('shipments_link_digest_key').on(t.linkDigest),
    // The reminder job's scan: parcels waiting at their points, oldest first.
    index('shipments_waiting_idx')
      .on(t.readyAt)
      .where(sql`${t.status} = 'ready_for_pickup' and ${t.remindedAt} is null`),
    check('shipments_method_known', sql`${t.method} in (${sqlList(DELIVERY_METHODS)})`),
    check('shipments_status_known', sql`${t.status} in (${sqlList(SHIPMENT_STATUSES)})`),
    check('shipments_rider_of_method', sql`(${t.method} = 'rider') = (${t.riderId} is not null)`),
    check('shipments_carrier_of_method', sql`(${t.method} = 'courier') = (${t.carrier} is not null)`),
    check('shipments_code_attempts_in_range', sql`${t.codeAttempts} >= 0`),
  ],
);

/** The units one parcel holds, size by size. */
export const shipmentItems = pgTable(
  'shipment_items',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    // No reference, as in stock_returns: the order's lines are a snapshot whatever becomes of a product.
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('shipment_items_shipment_variant_key').on(t.shipmentId, t.variantId),
    check('shipment_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
