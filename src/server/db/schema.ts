import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_KINDS, type OrderKind } from '../../core/order-kinds';
import type { OrderPaymentMethod } from '../../core/payment-methods';
import { ORDER_STATUSES, statusesOf, type OrderStatus } from '../../core/order-status';
import { C2B_PAYMENT_STATUSES, type C2bPaymentStatus } from '../../core/c2b-statuses';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../core/payment-statuses';
import type { StoredRestockItem } from '../../core/refund-schema';
import { REFUND_STATES, type RefundState } from '../../core/refund-states';
import { REVIEW_STATUSES, type ReviewStatus } from '../../core/review-schema';
import { CONSOLE_ROLES, type ConsoleRole } from '../../core/console-permissions';
import { ROLES, type Role } from '../../core/roles';
import { COUNTED_FUNNEL_STEPS, type CountedFunnelStep } from '../../core/insights';
import { SMS_STATES, type SmsState } from '../../core/sms-states';
import { TAX_TYPES, type TaxType } from '../../core/tax-types';
import {
  TAX_INVOICE_KINDS,
  TAX_INVOICE_STATES,
  type TaxInvoiceKind,
  type TaxInvoiceState,
} from '../../core/tax-invoice-states';
import type { TaxInvoiceDocument } from '../../core/tax-invoice-document';
import { ALERT_CHANNELS, type AlertChannel } from '../../core/failure-alerts';
import {
  DISCOUNT_AUDIENCES,
  DISCOUNT_KINDS,
  type DiscountAudience,
  type DiscountKind,
} from '../../core/discounts';

/** Binary data: pg hands back a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** A CHECK constraint's list of allowed values; only ever built from the shop's own constants. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    tagline: text('tagline').notNull().default(''),
    description: text('description').notNull(),
    category: text('category').notNull(),
    skinTypes: text('skin_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ingredients: text('ingredients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    howToUse: text('how_to_use')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Paths of the product's pictures, the first is the main one. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    /** Numeric Shopify product id for Buy Now; null means not on the global store. */
    shopifyProductId: text('shopify_product_id'),
    /** Hidden products stay in old orders but leave the catalogue. */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Set when the owner deleted a product that was ever ordered: it stays for its orders (their
     * lines and stock returns keep its id), hidden for good and out of the console's lists.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** KRA's eTIMS tax type of every size (core/tax-types.ts); B is VAT at the standard 16%. */
    taxType: text('tax_type').$type<TaxType>().notNull().default('B'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Product pages may be addressed by slug.
    uniqueIndex('products_slug_key').on(t.slug),
    check('products_tax_type_known', sql`${t.taxType} in (${sqlList(TAX_TYPES)})`),
    // An archived product is never on sale.
    check('products_archived_hidden', sql`${t.archivedAt} is null or not ${t.isActive}`),
  ],
);

/**
 * The sizes a product is sold in, each with its own price, stock and SKU. Every product has at least
 * one; stock is taken and given back here, one conditional UPDATE per line (services/catalogue/stock.ts).
 * Sizes are switched off, never deleted: orders and stock returns keep their ids.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** What the shopper picks, e.g. "250 g" or "100 ml". */
    label: text('label').notNull(),
    sku: text('sku').notNull(),
    priceCents: integer('price_cents').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** Switched-off sizes leave the product page but stay in old orders. */
    isActive: boolean('is_active').notNull().default(true),
    /** The order the sizes show in, smallest first. */
    position: integer('position').notNull().default(0),
    /** A picture of this size (one of the product's or an upload); null shows the product's. */
    image: text('image'),
    /** Numeric Shopify variant id for Buy Now; null uses the product's default variant. */
    shopifyVariantId: text('shopify_variant_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // SKUs name one size across the whole shop (stock sheets, the warehouse, Shopify).
    uniqueIndex('product_variants_sku_key').on(t.sku),
    // A product's sizes in their order (catalogue reads, the product form).
    index('product_variants_product_position_idx').on(t.productId, t.position),
    // The console's low-stock list and Today's low-stock card.
    index('product_variants_active_stock_idx').on(t.isActive, t.stockQuantity),
    check('product_variants_price_positive', sql`${t.priceCents} > 0`),
    check('product_variants_stock_not_negative', sql`${t.stockQuantity} >= 0`),
  ],
);

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
    check('orders_discount_in_range', sql`${t.discountCents} >= 0 and ${t.totalCents} >= 0`),
    check('orders_kind_known', sql`${t.kind} in (${sqlList(ORDER_KINDS)})`),
    check(
      'orders_status_of_kind',
      sql`(${t.kind} = 'retail' and ${t.status} in (${sqlList(statusesOf('retail'))})) or (${t.kind} = 'wholesale' and ${t.status} in (${sqlList(statusesOf('wholesale'))}))`,
    ),
    check(
      'orders_payment_method_of_kind',
      sql`(${t.kind} = 'retail' and ${t.paymentMethod} in ('mpesa', 'pay_later')) or (${t.kind} = 'wholesale' and ${t.paymentMethod} = 'invoice')`,
    ),
    check('orders_wholesale_has_reseller', sql`${t.kind} = 'retail' or ${t.userId} is not null`),
  ],
);

export interface OrderLineSnapshot {
  productId: number;
  /** The size sold; absent only on lines of a product removed before sizes were kept. */
  variantId?: number;
  /** The size's label and SKU as sold, e.g. "250 g". */
  size?: string;
  sku?: string;
  name: string;
  image: string;
  /** What the customer pays per unit: the retail price, or the wholesale price for a reseller. */
  unitPriceCents: number;
  quantity: number;
  /** Wholesale lines only: the retail price beside the reseller's, as SPEC §3's order shows it. */
  retailPriceCents?: number;
}

/** A line as a new order sells it: always of one size. */
export type SoldLine = OrderLineSnapshot & Required<Pick<OrderLineSnapshot, 'variantId' | 'size' | 'sku'>>;

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

/**
 * The one reminder an unpaid M-Pesa order gets after its prompt failed, was cancelled or timed out
 * (orders/payment-reminders.ts). The primary key makes it once per order whichever process sends
 * it; an order reminded and later paid is one won back (the Insight page counts them).
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Daraja's ResultCode of the order's last failed prompt (1032 cancelled, 1037 unreachable...). */
    resultCode: integer('result_code'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The Insight page's period is of reminders sent.
  (t) => [index('payment_reminders_sent_at_idx').on(t.sentAt)],
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

export const mpesaPayments = pgTable(
  'mpesa_payments',
  {
    id: serial('id').primaryKey(),
    checkoutRequestId: text('checkout_request_id').notNull(),
    merchantRequestId: text('merchant_request_id'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    receiptNumber: text('receipt_number'),
    rawCallback: jsonb('raw_callback'),
    /**
     * The OriginatorConversationID of the Transaction Status query sent for a payment whose callback
     * never came; its result, posted to the shop's result URL, is matched back by it.
     */
    statusQueryId: text('status_query_id'),
    statusQueriedAt: timestamp('status_queried_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Callbacks and status queries arrive by CheckoutRequestID; unique makes them idempotent.
    uniqueIndex('mpesa_payments_checkout_request_id_key').on(t.checkoutRequestId),
    // One receipt confirms at most one payment.
    uniqueIndex('mpesa_payments_receipt_number_key').on(t.receiptNumber),
    // The payments of one order, for retries and the admin view.
    index('mpesa_payments_order_id_idx').on(t.orderId),
    check('mpesa_payments_status_known', sql`${t.status} in (${sqlList(PAYMENT_STATUSES)})`),
    uniqueIndex('mpesa_payments_status_query_id_key').on(t.statusQueryId),
    // Reconciliation looks for payments still pending after a while.
    index('mpesa_payments_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Money paid by Paybill (Daraja C2B): one row per M-Pesa transaction, as the confirmation reported
 * it. `bill_ref_number` is the account number the payer typed, which should be an order number.
 */
export const mpesaC2bPayments = pgTable(
  'mpesa_c2b_payments',
  {
    id: serial('id').primaryKey(),
    /** M-Pesa's receipt (TransID): a repeated confirmation is the same payment. */
    transId: text('trans_id').notNull(),
    transTime: text('trans_time').notNull(),
    transactionType: text('transaction_type').notNull(),
    shortcode: text('shortcode').notNull(),
    billRefNumber: text('bill_ref_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** As Daraja sends it; recent APIs mask or hash the payer's number. */
    msisdn: text('msisdn').notNull(),
    payerName: text('payer_name').notNull().default(''),
    status: text('status').$type<C2bPaymentStatus>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The part of the amount the order did not need (paid over, or after it closed): to refund. */
    excessCents: integer('excess_cents').notNull().default(0),
    /** The staff member who assigned an unmatched payment to its order. */
    assignedByUserId: integer('assigned_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    raw: jsonb('raw').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mpesa_c2b_payments_trans_id_key').on(t.transId),
    // The payments of one order, to sum what it has been paid.
    index('mpesa_c2b_payments_order_id_idx').on(t.orderId),
    // The console's unmatched list, newest first.
    index('mpesa_c2b_payments_status_created_idx').on(t.status, t.createdAt),
    check('mpesa_c2b_payments_status_known', sql`${t.status} in (${sqlList(C2B_PAYMENT_STATUSES)})`),
    check('mpesa_c2b_payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'mpesa_c2b_payments_excess_in_amount',
      sql`${t.excessCents} >= 0 and ${t.excessCents} <= ${t.amountCents}`,
    ),
    check('mpesa_c2b_payments_matched_has_order', sql`${t.status} = 'unmatched' or ${t.orderId} is not null`),
  ],
);

/**
 * Money sent back to a payer by Daraja Transaction Reversal: of an M-Pesa prompt payment or of a
 * Paybill payment (exactly one of the two), in full or in part.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    // A refund is a record of money moved: what it refers to cannot be deleted under it.
    orderId: integer('order_id').references(() => orders.id),
    mpesaPaymentId: integer('mpesa_payment_id').references(() => mpesaPayments.id),
    c2bPaymentId: integer('c2b_payment_id').references(() => mpesaC2bPayments.id),
    /** The M-Pesa receipt being reversed. */
    transactionId: text('transaction_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** Units of the order are to go back in stock once the refund succeeds (`restock_items`). */
    restock: boolean('restock').notNull().default(false),
    /**
     * The units the owner said came back, per size, to put back in stock on success; what did
     * go back (never more than was still out by then) is in `stock_returns`.
     */
    restockItems: jsonb('restock_items')
      .$type<StoredRestockItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    state: text('state').$type<RefundState>().notNull().default('pending'),
    /** Daraja's ids for the reversal request; its result and timeout are matched back by them. */
    originatorConversationId: text('originator_conversation_id'),
    conversationId: text('conversation_id'),
    resultCode: text('result_code'),
    resultDesc: text('result_desc'),
    /** The reversal's own M-Pesa receipt, from its result. */
    reversalTransactionId: text('reversal_transaction_id'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_originator_conversation_id_key').on(t.originatorConversationId),
    uniqueIndex('refunds_conversation_id_key').on(t.conversationId),
    index('refunds_order_id_idx').on(t.orderId, t.createdAt),
    check('refunds_state_known', sql`${t.state} in (${sqlList(REFUND_STATES)})`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_one_payment', sql`(${t.mpesaPaymentId} is null) <> (${t.c2bPaymentId} is null)`),
    index('refunds_mpesa_payment_id_idx').on(t.mpesaPaymentId),
    index('refunds_c2b_payment_id_idx').on(t.c2bPaymentId),
  ],
);

/**
 * Units of an order that went back on the shelf: by a refund's success (`refund_id`) or by the
 * order's cancellation (no refund). Written under the order's row lock, which keeps the units back
 * per size at most what the order holds: a unit goes back once over the order's life.
 */
export const stockReturns = pgTable(
  'stock_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // No reference: an order's lines are a snapshot, and keep a product's id whatever becomes of it.
    productId: integer('product_id').notNull(),
    /** The size that went back; null only on rows of a product removed before sizes were kept. */
    variantId: integer('variant_id'),
    quantity: integer('quantity').notNull(),
    /** The refund whose success brought them back; null for the order's cancellation. */
    refundId: integer('refund_id').references(() => refunds.id),
    /**
     * Units an unpaid order held beyond the unpaid limit, back on sale when their short hold lapsed
     * (orders.surplus_held_until); the row goes when the order is paid and takes them again.
     */
    heldBack: boolean('held_back').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // The units of one order that are back (order pages, refunds, cancellation, status moves).
    index('stock_returns_order_id_idx').on(t.orderId),
    // One refund's success returns each size once.
    uniqueIndex('stock_returns_refund_variant_key').on(t.refundId, t.variantId),
    // An order is cancelled once.
    uniqueIndex('stock_returns_cancellation_key')
      .on(t.orderId, t.variantId)
      .where(sql`${t.refundId} is null and not ${t.heldBack}`),
    // An order's units beyond the limit go back once while it stays unpaid.
    uniqueIndex('stock_returns_held_back_key')
      .on(t.orderId, t.variantId)
      .where(sql`${t.heldBack}`),
    check('stock_returns_held_back_not_refund', sql`not (${t.heldBack} and ${t.refundId} is not null)`),
    check('stock_returns_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Text messages to customers and to the shop, one per event (`key`, like a mail job's), with
 * Africa's Talking's message id and the delivery report it later posts.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    /** What caused it, e.g. `order-event:12:customer`: one event is one message. */
    key: text('key').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recipient: text('recipient').$type<'customer' | 'shop'>().notNull(),
    to: text('to').notNull(),
    message: text('message').notNull(),
    state: text('state').$type<SmsState>().notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    /** Africa's Talking's status: first from the send answer, then from delivery reports. */
    deliveryStatus: text('delivery_status'),
    failureReason: text('failure_reason'),
    cost: text('cost'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sms_messages_key_key').on(t.key),
    uniqueIndex('sms_messages_provider_message_id_key').on(t.providerMessageId),
    // An order's messages in its history.
    index('sms_messages_order_id_idx').on(t.orderId, t.createdAt),
    check('sms_messages_state_known', sql`${t.state} in (${sqlList(SMS_STATES)})`),
    check('sms_messages_recipient_known', sql`${t.recipient} in ('customer', 'shop')`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // A wishlist is read by session; unique keeps one entry per product.
  (t) => [uniqueIndex('wishlist_items_session_product_key').on(t.sessionId, t.productId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    businessName: text('business_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** A reseller's KRA PIN, printed on their tax invoices as the buyer's; empty when not given. */
    kraPin: text('kra_pin').notNull().default(''),
    role: text('role').$type<Role>().notNull().default('reseller'),
    /** An admin's place in the console (core/console-permissions.ts); null for everyone else. */
    consoleRole: text('console_role').$type<ConsoleRole>(),
    isApproved: boolean('is_approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Set by an owner: the account cannot sign in and its sessions are gone. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The TOTP secret (RFC 6238), sealed with the two-step key kept out of the database
     * (services/accounts/two-factor-secret-box.ts); being set up while totp_enabled_at is null.
     */
    totpSecret: text('totp_secret'),
    /** When two-step sign-in was turned on; sign-in asks for a code from then on. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code, once used, is refused (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Sign-in looks users up by email.
    uniqueIndex('users_email_key').on(t.email),
    // The admin's list of resellers awaiting approval.
    index('users_role_approved_idx').on(t.role, t.isApproved),
    check('users_role_known', sql`${t.role} in (${sqlList(ROLES)})`),
    check('users_console_role_known', sql`${t.consoleRole} in (${sqlList(CONSOLE_ROLES)})`),
    // Every admin has a console role and nobody else has one.
    check('users_console_role_admins', sql`(${t.role} = 'admin') = (${t.consoleRole} is not null)`),
  ],
);

/** Only the SHA-256 of a session token is stored, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What the account's session list shows: the browser that signed in and from where. */
    userAgent: text('user_agent').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
    /** Moved forward at most every few minutes; console sessions end after 12 hours without use. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The password was right but the account's second step is still to come: not signed in yet. */
    awaitingSecondFactor: boolean('awaiting_second_factor').notNull().default(false),
    /** When this session last gave a two-step code: money and team changes ask again after 10 minutes. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Every signed-in request looks its session up by token hash.
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    // Clean-up deletes expired sessions.
    index('sessions_expires_at_idx').on(t.expiresAt),
    // Sign-out everywhere and account deletion.
    index('sessions_user_id_idx').on(t.userId),
  ],
);

/**
 * One-time sign-in links, such as an admin's invitation to another admin. Only the SHA-256 of the
 * token is stored, as for sessions; a link works once, before it expires.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_in_links_token_hash_key').on(t.tokenHash),
    index('sign_in_links_user_id_idx').on(t.userId),
  ],
);

/**
 * "Forgot password?" links. Only the SHA-256 of a link's token is stored; a link works for an hour,
 * once, and asking again retires the older ones.
 */
/** Ten one-time codes that stand in for the authenticator app; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A code is looked up, and used, by the account and its digest.
    uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash),
  ],
);

export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_links_token_hash_key').on(t.tokenHash),
    index('password_reset_links_user_id_idx').on(t.userId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A product page shows its approved reviews; the admin lists pending ones.
    index('reviews_product_status_idx').on(t.productId, t.status),
    // The console's lists by status, in date order, and its count of pending reviews.
    index('reviews_status_created_at_idx').on(t.status, t.createdAt, t.id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status_known', sql`${t.status} in (${sqlList(REVIEW_STATUSES)})`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The sender's key for this message: one sent again (a phone's queue after an outage) is kept once. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  // The console's open messages, newest first, and their count on Today.
  (t) => [
    index('contact_messages_open_idx')
      .on(t.id)
      .where(sql`${t.handledAt} is null`),
    uniqueIndex('contact_messages_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);

export const resellerWaitlist = pgTable(
  'reseller_waitlist',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reseller_waitlist_email_key').on(t.email)],
);

/**
 * Shoppers waiting for a sold-out product (services/stock-alerts): each row is one e-mail or phone
 * waiting for one product, or for one size of it. A row is deleted as its message is queued, so a
 * shopper is told once and then forgotten.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The size the shopper chose, or null for any size of the product. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** A lower-cased e-mail, or a phone in international form (+254...). */
    contact: text('contact').notNull(),
    /**
     * A keyed digest of channel and contact: the unsubscribe link carries it, so the link names
     * the shopper without holding the address, and still works once the row is gone.
     */
    contactKey: text('contact_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One wait per shopper and product; a repeated sign-up changes nothing.
    uniqueIndex('back_in_stock_requests_product_contact_key').on(t.productId, t.contactKey),
    // The unsubscribe link takes a shopper off every list at once.
    index('back_in_stock_requests_contact_key_idx').on(t.contactKey),
    check('back_in_stock_requests_channel_known', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/** Who changed what, and when: every admin action and every payment decision. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    // The history of one record in the admin console.
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    // The activity log, newest first, paged through without end.
    index('audit_events_created_at_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Rate-limit and throttle counters, one row per key and window. Kept in the database so every app
 * process counts against one limit (DESIGN.md §8); the migration makes the table UNLOGGED, since a
 * crash that forgets the counts only resets the windows.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  // The sweep deletes windows that have ended.
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);

export const JOB_STATES = ['pending', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Background work (mail now, SMS later), written in the same transaction as the change that causes
 * it and run by a worker in any app process (services/jobs/queue.ts). `key` names the event, so an
 * event enqueued twice is one job; `attempts` counts claims and fences a worker whose lease ran out.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<JobState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker holds the job; once it has passed, any worker may claim the job again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last failure's message, with addresses and credentials masked. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('background_jobs_key_key').on(t.key),
    // Workers claim pending jobs that are due, oldest first; finished jobs stay out of this index.
    index('background_jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    // The sweep deletes finished jobs after a while.
    index('background_jobs_finished_at_idx').on(t.finishedAt),
    check('background_jobs_state_check', sql`${t.state} in (${sqlList(JOB_STATES)})`),
  ],
);

/**
 * A channel that keeps failing (services/alerts): mails, texts, eTIMS or M-Pesa prompts. It stays
 * open until the channel works again; the owner is told once, by the check that opened it.
 */
export const alertIncidents = pgTable(
  'alert_incidents',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<AlertChannel>().notNull(),
    /** Failures in the window when it opened, then as each check while it is open counted them. */
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // One open incident a channel: of the processes that check at once, one opens it and tells.
    uniqueIndex('alert_incidents_open_key')
      .on(t.channel)
      .where(sql`${t.resolvedAt} is null`),
    // A channel's last resolved incident: the failures before it are not counted again.
    index('alert_incidents_channel_resolved_idx').on(t.channel, t.resolvedAt),
    check('alert_incidents_channel_known', sql`${t.channel} in (${sqlList(ALERT_CHANNELS)})`),
  ],
);

/**
 * M-Pesa prompts Daraja refused or could not be reached for, counted by the alerts; the reservation
 * of such a prompt is deleted (stk/push.ts), so nothing else remembers them. No order or phone.
 */
export const mpesaPromptFailures = pgTable(
  'mpesa_prompt_failures',
  {
    id: serial('id').primaryKey(),
    /** Daraja's errorCode (`404.001.03`), or `unavailable` when Daraja could not be reached. */
    errorCode: text('error_code').notNull(),
    createdAt: createdAt(),
  },
  // The alerts count the last hour's; the sweep deletes old ones.
  (t) => [index('mpesa_prompt_failures_created_at_idx').on(t.createdAt)],
);

/** Periodic jobs: a run is claimed by moving `next_run_at` on, so each period runs once in all processes. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});

/**
 * What the owner edits in the console: a settings group ('settings.delivery') or a content page
 * ('content.faq'), stored as its validated JSON. A key with no row reads as its default, so a
 * fresh shop holds none. `version` counts saves; a save names the version it edited.
 */
export const shopDocuments = pgTable('shop_documents', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull(),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Each save of a shop document as it was saved: the console lists and restores the latest ones. */
export const shopDocumentVersions = pgTable(
  'shop_document_versions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    value: jsonb('value').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('shop_document_versions_key_version_key').on(t.key, t.version)],
);

/**
 * The console's uploaded product pictures, each width and format a row named as its URL's file
 * (services/catalogue/product-images.ts): in the database, every app process on any machine
 * serves them, and a backup holds them with the products that show them.
 */
export const uploadedImages = pgTable('uploaded_images', {
  name: text('name').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

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

/**
 * An order's tax invoice, or a credit note of it (a refund's, or the cancellation's), for KRA's
 * eTIMS (services/tax-invoices/). The row is written, with its number, in the transaction that
 * confirms the order, settles the refund or cancels the order; the document it sends is fixed then,
 * so a resend after a crash is the same request.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The refund a credit note answers; null for a sale and for the credit note of a cancellation. */
    refundId: integer('refund_id').references(() => refunds.id),
    kind: text('kind').$type<TaxInvoiceKind>().notNull(),
    /** KRA's branch id (bhfId): invoice numbers count per branch. */
    branchId: text('branch_id').notNull(),
    /** Consecutive per branch from 1, taken under the branch counter's row lock. */
    invoiceNumber: integer('invoice_number').notNull(),
    /** A credit note's sale invoice number (KRA's orgInvcNo). */
    originalInvoiceNumber: integer('original_invoice_number'),
    state: text('state').$type<TaxInvoiceState>().notNull().default('pending'),
    /** The lines, buyer and totals sent to KRA, as built when the row was written. */
    document: jsonb('document').$type<TaxInvoiceDocument>().notNull(),
    /** The seller as KRA knows it when the invoice was issued (the device's taxpayer). */
    sellerPin: text('seller_pin'),
    sellerName: text('seller_name'),
    /** The control unit's answer: its id (sdcId), receipt numbers, signature and internal data. */
    cuSerialNumber: text('cu_serial_number'),
    cuInvoiceNumber: text('cu_invoice_number'),
    receiptSignature: text('receipt_signature'),
    internalData: text('internal_data'),
    /** The control unit's own date and time of the receipt (sdcDateTime, yyyyMMddHHmmss). */
    cuDateTime: text('cu_date_time'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** Why the last send failed, for the console (KRA's resultCd and message, or the network). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One number per branch, ever.
    uniqueIndex('tax_invoices_branch_number_key').on(t.branchId, t.invoiceNumber),
    // One sale invoice per order.
    uniqueIndex('tax_invoices_order_sale_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'sale'`),
    // One credit note per refund.
    uniqueIndex('tax_invoices_refund_key').on(t.refundId),
    // One credit note for the order's cancellation (an order is cancelled once).
    uniqueIndex('tax_invoices_order_cancellation_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'credit_note' and ${t.refundId} is null`),
    // An order's documents (its page, its invoice endpoint).
    index('tax_invoices_order_idx').on(t.orderId, t.id),
    // The console's list, newest first, and the sender's next unsent number per branch.
    index('tax_invoices_state_idx').on(t.state, t.branchId, t.invoiceNumber),
    check('tax_invoices_kind_known', sql`${t.kind} in (${sqlList(TAX_INVOICE_KINDS)})`),
    check('tax_invoices_state_known', sql`${t.state} in (${sqlList(TAX_INVOICE_STATES)})`),
    check('tax_invoices_number_positive', sql`${t.invoiceNumber} > 0`),
    check(
      'tax_invoices_credit_note_of_sale',
      sql`(${t.kind} = 'credit_note') = (${t.originalInvoiceNumber} is not null) and (${t.kind} = 'credit_note' or ${t.refundId} is null)`,
    ),
  ],
);

/** The last invoice number given per branch; its row lock makes numbers consecutive. */
export const taxInvoiceCounters = pgTable('tax_invoice_counters', {
  branchId: text('branch_id').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
  /**
   * While set in the future, one process is sending this branch's invoices in number order; the
   * others leave them to it (services/tax-invoices/send.ts).
   */
  sendingUntil: timestamp('sending_until', { withTimezone: true }),
  /** Which sender holds the lease: only it may renew it, and one that lost it stops. */
  sendingBy: text('sending_by'),
});

/**
 * The eTIMS device of a PIN and branch once initialised (selectInitOsdcInfo): its communication
 * key (cmcKey, a credential sent with every call) and the control unit's ids.
 */
export const etimsDevices = pgTable(
  'etims_devices',
  {
    tin: text('tin').notNull(),
    branchId: text('branch_id').notNull(),
    deviceSerial: text('device_serial').notNull(),
    cmcKey: text('cmc_key').notNull(),
    taxpayerName: text('taxpayer_name').notNull(),
    branchName: text('branch_name').notNull().default(''),
    sdcId: text('sdc_id').notNull(),
    mrcNo: text('mrc_no').notNull().default(''),
    initialisedAt: timestamp('initialised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tin, t.branchId, t.deviceSerial] })],
);

/** The items registered with eTIMS (saveItem), and what they were registered as. */
export const etimsItems = pgTable(
  'etims_items',
  {
    tin: text('tin').notNull(),
    branchId: text('branch_id').notNull(),
    itemCode: text('item_code').notNull(),
    /** A digest of the registered name, price, class and tax type: a change registers again. */
    fingerprint: text('fingerprint').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tin, t.branchId, t.itemCode] })],
);

/**
 * What the eTIMS simulator (integrations/etims/simulator/) has accepted: devices, items and
 * receipts, kept in the database so that every app process's simulator is one control unit and a
 * restart forgets nothing. Empty outside simulated mode.
 */
export const etimsSimRecords = pgTable(
  'etims_sim_records',
  {
    kind: text('kind').notNull(),
    tin: text('tin').notNull(),
    branchId: text('branch_id').notNull(),
    /** The device serial, item code or invoice number. */
    key: text('key').notNull(),
    /** A receipt's invoice number, to find the last one. */
    sequence: integer('sequence'),
    request: jsonb('request').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.tin, t.branchId, t.key] }),
    // The last receipt of a branch (the next must follow it).
    index('etims_sim_records_sequence_idx').on(t.kind, t.tin, t.branchId, t.sequence),
  ],
);
