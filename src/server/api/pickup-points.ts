import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { plainText } from '../../core/form-fields';
import type { Services } from '../services';

// Plain text: PostgreSQL refuses a NUL in a pattern, and no town has a control character.
const querySchema = z.object({
  town: plainText('town must be text').max(60, 'town must be at most 60 characters').optional(),
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
