import type { FastifyInstance } from 'fastify';
import { reviewSchema } from '../../core/review-schema';
import type { Services } from '../services';
import type { Review } from '../services/reviews';
import { notFound } from './http-errors';
import { limitPerAddress } from './rate-limit';
import { parseProductId } from './products';
import { adminReviewRoutes } from './admin-reviews';

/** A review as shoppers see it: no status or moderation dates. */
export function toReviewJson(review: Review) {
  return {
    id: review.id,
    name: review.name,
    rating: review.rating,
    title: review.title,
    body: review.body,
    createdAt: review.createdAt.toISOString(),
  };
}

// Enough for a household sharing one address; few enough that flooding the queue is slow.
export const REVIEWS_PER_WINDOW = 5;
const REVIEWS_PER_ADDRESS = { name: 'reviews:address', max: REVIEWS_PER_WINDOW, windowMs: 60 * 60 * 1000 };

export function reviewRoutes(services: Services) {
  return async function plugin(app: FastifyInstance) {
    adminReviewRoutes(app, services);

    app.get<{ Params: { id: string } }>('/api/products/:id/reviews', async (request) => {
      const productId = parseProductId(request.params.id);
      const product = await services.catalogue.getProduct(productId);
      if (!product) throw notFound('Product not found');
      const [summary, list] = await Promise.all([
        services.reviews.summaryFor(productId),
        services.reviews.listApproved(productId),
      ]);
      return { average: summary.average, count: summary.count, reviews: list.map(toReviewJson) };
    });

    app.post<{ Params: { id: string } }>(
      '/api/products/:id/reviews',
      {
        preHandler: limitPerAddress(
          services.limits,
          REVIEWS_PER_ADDRESS,
          'Too many reviews from your address. Please try again later.',
        ),
      },
      async (request, reply) => {
        const productId = parseProductId(request.params.id);
        const input = reviewSchema.parse(request.body);
        const review = await services.reviews.submit(productId, input);
        return reply.status(201).send({
          id: review.id,
          status: review.status,
          message: 'Thank you! Your review will appear once it has been approved.',
        });
      },
    );
  };
}
