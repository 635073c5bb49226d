import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';

const querySchema = z.object({
  town: z.string({ error: 'town must be text' }).max(60, 'town must be at most 60 characters').optional(),
});

/** The active pickup points shoppers may choose, searched by town or name. Public. */
export function pickupPointRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/pickup-points', async (request, reply) => {
    const { town } = querySchema.parse(request.query);
    // Short: a point the owner switches off leaves scripts and caches within a minute.
    reply.header('cache-control', 'public, max-age=60');
    return { pickupPoints: await services.delivery.pickupPoints(town) };
  });
}
