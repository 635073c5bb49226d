export { createReviewsService } from './service';
export type { Review } from './service';
