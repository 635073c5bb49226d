import { and, asc, avg, count, desc, eq } from 'drizzle-orm';
import type { ReviewInput, ReviewStatus } from '../../core/review-schema';
import type { Database } from '../db/client';
import { auditEvents, products, reviews } from '../db/schema';
import { ServiceError } from './errors';

export interface Review {
  id: number;
  productId: number;
  name: string;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  createdAt: Date;
  moderatedAt: Date | null;
}

export interface ReviewSummary {
  /** Mean of approved ratings to one decimal; null while there are none. */
  average: number | null;
  count: number;
}

type ReviewRow = typeof reviews.$inferSelect;

const toReview = (row: ReviewRow): Review => ({ ...row, status: row.status as ReviewStatus });

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** Shoppers' reviews: submitted pending, shown only once an admin approves them (DESIGN §5). */
export function createReviewsService(db: Database) {
  return {
    async listApproved(productId: number): Promise<Review[]> {
      const rows = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
      return rows.map(toReview);
    },

    async summaryFor(productId: number): Promise<ReviewSummary> {
      const [row] = await db
        .select({ average: avg(reviews.rating), count: count() })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')));
      const total = Number(row?.count ?? 0);
      // avg() comes back as a numeric string; rounded here so every page shows the same figure.
      const average =
        total > 0 && row?.average !== null && row?.average !== undefined
          ? Math.round(Number(row.average) * 10) / 10
          : null;
      return { average, count: total };
    },

    /** Stores a review pending approval; throws not_found for a product not on sale. */
    async submit(productId: number, input: ReviewInput): Promise<Review> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.isActive, true)));
      if (!product) throw new ServiceError('not_found', 'Product not found');
      const [row] = await db
        .insert(reviews)
        .values({ productId, ...input, status: 'pending' })
        .returning();
      return toReview(row!);
    },

    /** For the admin console: reviews of one status with their product, oldest first (a fair queue). */
    async listByStatus(status: ReviewStatus): Promise<(Review & { productName: string })[]> {
      const rows = await db
        .select({ review: reviews, productName: products.name })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.status, status))
        .orderBy(asc(reviews.createdAt), asc(reviews.id));
      return rows.map(({ review, productName }) => ({ ...toReview(review), productName }));
    },

    /** Approves or rejects a review; with an acting admin, the change is audited in the same transaction. */
    async setStatus(id: number, status: 'approved' | 'rejected', actorUserId?: number): Promise<Review> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id));
        if (!before) throw new ServiceError('not_found', 'Review not found');
        const [row] = await tx
          .update(reviews)
          .set({ status, moderatedAt: new Date() })
          .where(eq(reviews.id, id))
          .returning();
        if (actorUserId !== undefined) {
          await tx.insert(auditEvents).values({
            actorUserId,
            action: `review.${status}`,
            entityType: 'review',
            entityId: String(id),
            details: { from: before.status },
          });
        }
        return toReview(row!);
      });
    },
  };
}
