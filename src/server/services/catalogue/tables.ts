// The catalogue's tables: products and their sizes, stock returned by refunds, and the pictures
// uploaded in the console (the shop's logo files too, named by the settings domain).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TAX_TYPES, type TaxType } from '../../../core/tax-types';
import { bytea, sqlList, createdAt, updatedAt } from '../../db/columns';
import { refunds } from '../mpesa/tables';
import { orders } from '../orders/tables';

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
 * The console's uploaded product pictures, each width and format a row named as its URL's file
 * (services/catalogue/product-images.ts): in the database, every app process on any machine
 * serves them, and a backup holds them with the products that show them.
 */
export const uploadedImages = pgTable('uploaded_images', {
  name: text('name').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});
