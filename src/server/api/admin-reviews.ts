import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { reviewStatusSchema } from '../../core/review-schema';
import type { Services } from '../services';
import { toAdminReviewJson, toAdminReviewsJson } from '../services/reviews';
import { requireConsole } from './guards';
import { parseIdParam } from './id-param';

const listQuery = z.object({ status: reviewStatusSchema.default('pending') });

export function adminReviewRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/reviews', async (request, reply) => {
    requireConsole(request, 'reviews.view');
    const { status } = listQuery.parse(request.query);
    reply.header('cache-control', 'no-store');
    return toAdminReviewsJson(await services.reviews.adminView(status));
  });

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/api/admin/reviews/:id/${action}`, async (request) => {
      const admin = requireConsole(request, 'reviews.moderate');
      return toAdminReviewJson(
        await services.reviews.setStatus(parseIdParam(request.params.id, 'Review'), status, admin.id),
      );
    });
  }
}
