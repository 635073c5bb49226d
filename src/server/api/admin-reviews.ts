import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { reviewStatusSchema } from '../../core/review-schema';
import type { Services } from '../services';
import type { Review } from '../services/reviews';
import { requireAdmin } from './guards';
import { parseIdParam } from './id-param';

const listQuery = z.object({ status: reviewStatusSchema.default('pending') });

/** A review as the admin console sees it: with its status and moderation date. */
function toAdminReviewJson(review: Review & { productName?: string }) {
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

export function adminReviewRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/reviews', async (request, reply) => {
    requireAdmin(request);
    const { status } = listQuery.parse(request.query);
    reply.header('cache-control', 'no-store');
    return (await services.reviews.listByStatus(status)).map(toAdminReviewJson);
  });

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/api/admin/reviews/:id/${action}`, async (request) => {
      const admin = requireAdmin(request);
      return toAdminReviewJson(
        await services.reviews.setStatus(parseIdParam(request.params.id, 'Review'), status, admin.id),
      );
    });
  }
}
