import type { FastifyInstance } from 'fastify';
import { insightQuerySchema } from '../../core/insights';
import type { Services } from '../services';
import { toInsightJson } from '../services/insights';
import { requireConsole } from './guards';

export function adminInsightRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/insights', async (request, reply) => {
    requireConsole(request, 'insights.view');
    const { days } = insightQuerySchema.parse(request.query);
    reply.header('cache-control', 'no-store');
    return toInsightJson(await services.insights.report(days));
  });
}
