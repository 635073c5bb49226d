import type { FastifyInstance } from 'fastify';
import { riderCreateSchema, riderUpdateSchema } from '../../core/shipment-schema';
import type { Services } from '../services';
import { requireConsole } from './guards';
import { parseIdParam } from './id-param';

export function adminRiderRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/riders', async (request, reply) => {
    requireConsole(request, 'riders.view');
    reply.header('cache-control', 'no-store');
    return { riders: await services.delivery.riders.list() };
  });

  app.post('/api/admin/riders', async (request, reply) => {
    const admin = requireConsole(request, 'riders.change');
    const rider = await services.delivery.riders.create(riderCreateSchema.parse(request.body), admin.id);
    return reply.status(201).send(rider);
  });

  app.patch<{ Params: { id: string } }>('/api/admin/riders/:id', async (request) => {
    const admin = requireConsole(request, 'riders.change');
    const id = parseIdParam(request.params.id, 'Rider');
    const changes = riderUpdateSchema.parse(request.body);
    return services.delivery.riders.update(id, changes, admin.id);
  });
}
