import { and, asc, avg, count, desc, eq } from 'drizzle-orm';
import type { ReviewInput, ReviewStatus } from '../../../core/review-schema';
import type { Database } from '../../db/client';
import { pageOffset, PAGE_SIZE, type Paged } from '../../../core/paging';
import { reviews } from './tables';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import { announceCatalogueChange, productNames, shownProduct } from '../catalogue';
import type { AdminReviewsView } from './admin-review-view';

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

export type AdminReview = Review & { productName: string };

type ReviewRow = typeof reviews.$inferSelect;

const asOnePage = <T>(rows: T[]): Paged<T> => ({ rows, page: 1, pageSize: rows.length, total: rows.length });

const toReview = (row: ReviewRow): Review => ({ ...row });

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** Shoppers' reviews: submitted pending, shown only once an admin approves them (DESIGN §5). */
export function createReviewsService(db: Database) {
  /** The reviews with their products' names; a review whose product is gone since goes with it. */
  async function withProductNames(rows: ReviewRow[]): Promise<AdminReview[]> {
    const named = await productNames(
      db,
      rows.map((row) => row.productId),
    );
    const names = new Map(named.map((product) => [product.id, product.name]));
    return rows.flatMap((row) => {
      const productName = names.get(row.productId);
      return productName === undefined ? [] : [{ ...toReview(row), productName }];
    });
  }

  /** For the admin console: reviews of one status with their product, oldest first (a fair queue). */
  async function listByStatus(status: ReviewStatus): Promise<AdminReview[]> {
    const rows = await db
      .select()
      .from(reviews)
      .where(eq(reviews.status, status))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    return withProductNames(rows);
  }

  /** Reviews awaiting a decision, for the console's Today page and the Reviews tab. */
  async function countPending(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'pending'));
    return Number(row?.n ?? 0);
  }

  /**
   * One page of the console's list: the pending queue oldest first (a fair queue), decided
   * reviews newest first (what was just decided is what the owner looks for).
   */
  async function listPage(status: ReviewStatus, page: number): Promise<Paged<AdminReview>> {
    const order =
      status === 'pending'
        ? [asc(reviews.createdAt), asc(reviews.id)]
        : [desc(reviews.createdAt), desc(reviews.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(reviews)
        .where(eq(reviews.status, status))
        .orderBy(...order)
        .limit(PAGE_SIZE)
        .offset(pageOffset(page)),
      db.select({ n: count() }).from(reviews).where(eq(reviews.status, status)),
    ]);
    return {
      rows: await withProductNames(rows),
      page,
      pageSize: PAGE_SIZE,
      total: Number(total?.n ?? 0),
    };
  }

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
      const product = await shownProduct(db, productId);
      if (!product) throw new ServiceError('not_found', 'Product not found');
      const [row] = await db
        .insert(reviews)
        .values({ productId, ...input, status: 'pending' })
        .returning();
      return toReview(row!);
    },

    listByStatus,
    countPending,
    listPage,

    /** The Reviews screen: a page of the tab, or without a page every review of the status. */
    async adminView(status: ReviewStatus, page?: number): Promise<AdminReviewsView> {
      const [paged, pendingCount] = await Promise.all([
        page === undefined ? listByStatus(status).then((rows) => asOnePage(rows)) : listPage(status, page),
        countPending(),
      ]);
      return { status, paged, pendingCount };
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
        // Approved reviews show on the product page and in its rating.
        await announceCatalogueChange(tx);
        if (actorUserId !== undefined) {
          await recordAudit(tx, {
            actorUserId,
            action: `review.${status}`,
            entityType: 'review',
            entityId: id,
            before: { status: before.status },
            after: { status },
          });
        }
        return toReview(row!);
      });
    },
  };
}
