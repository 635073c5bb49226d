// The console's Reviews screen through its two doors, both from reviews.adminView: GET
// /api/admin/reviews (and the decisions' answers) as JSON, every review of the status oldest
// first; and the page's loader data, one page of a tab with the count on the Pending tab.
import { toPagedJson } from '../../../core/paged-json';
import type { Paged } from '../../../core/paging';
import type { ReviewStatus } from '../../../core/review-schema';
import type { AdminReview, Review } from './service';

/** The Reviews screen: one status's reviews with their product, and how many are pending. */
export interface AdminReviewsView {
  status: ReviewStatus;
  paged: Paged<AdminReview>;
  pendingCount: number;
}

/** A review as the admin console sees it: with its status and moderation date. */
export function toAdminReviewJson(review: Review & { productName?: string }) {
  return {
    id: review.id,
    productId: review.productId,
    ...(review.productName === undefined ? {} : { productName: review.productName }),
    name: review.name,
    rating: review.rating,
    title: review.title,
    body: review.body,
    status: review.status,
    createdAt: review.createdAt.toISOString(),
    moderatedAt: review.moderatedAt?.toISOString() ?? null,
  };
}

export function toAdminReviewsJson(view: AdminReviewsView) {
  return view.paged.rows.map(toAdminReviewJson);
}

/** The page's rows leave out the status: the tab shows it. */
export function toAdminReviewsPage({ status, paged, pendingCount }: AdminReviewsView) {
  return {
    status,
    pendingCount,
    ...toPagedJson(paged, (review) => ({
      id: review.id,
      productId: review.productId,
      productName: review.productName,
      name: review.name,
      rating: review.rating,
      title: review.title,
      body: review.body,
      createdAt: review.createdAt.toISOString(),
      moderatedAt: review.moderatedAt?.toISOString() ?? null,
    })),
  };
}
