// Shoppers' reviews of products and their moderation.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES, type ReviewStatus } from '../../../core/review-schema';
import { sqlList, createdAt } from '../../db/columns';
import { products } from '../catalogue/tables';

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
