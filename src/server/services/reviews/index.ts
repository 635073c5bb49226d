// Product reviews: written by shoppers, shown once the owner approves them.
export { createReviewsService } from './service';
export type { Review } from './service';
export { toAdminReviewJson, toAdminReviewsJson, toAdminReviewsPage } from './admin-review-view';
export type { AdminReviewsView } from './admin-review-view';
