import type { FastifyInstance } from 'fastify';
import { funnelStepParamsSchema } from '../../core/insights';
import type { Services } from '../services';
import { limitPerAddress } from './rate-limit';

// A shopper starts a cart or a checkout a few times an hour at most; the limit keeps anyone from
// inflating the funnel from one address.
export const FUNNEL_STEPS_PER_HOUR = 30;

/** The browser's word that a cart or a checkout began: counted for the day, with nothing of who. */
export function funnelRoutes(app: FastifyInstance, services: Services) {
  app.post<{ Params: { step: string } }>(
    '/api/funnel/:step',
    {
      preHandler: limitPerAddress(
        services.limits,
        { name: 'funnel:address', max: FUNNEL_STEPS_PER_HOUR, windowMs: 3_600_000 },
        'Too many steps counted from this address. Please wait and try again.',
      ),
    },
    async (request, reply) => {
      const { step } = funnelStepParamsSchema.parse(request.params);
      services.insights.count(step);
      return reply.status(204).send();
    },
  );
}
