// Shoppers waiting to hear that a sold-out product or size is back.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { products, productVariants } from '../catalogue/tables';

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
