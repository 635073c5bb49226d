// Signed-in shoppers' saved products.
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { products } from '../catalogue/tables';

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
