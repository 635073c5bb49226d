// Product reviews: written by shoppers, shown once the owner approves them.
export { createReviewsService } from './service';
export type { Review } from './service';
