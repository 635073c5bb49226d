import type { FastifyInstance } from 'fastify';
import { pickupPointCreateSchema, pickupPointUpdateSchema } from '../../core/pickup-point-schema';
import type { Services } from '../services';
import { requireConsole } from './guards';
import { parseIdParam } from './id-param';

export function adminPickupPointRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/pickup-points', async (request, reply) => {
    requireConsole(request, 'pickupPoints.view');
    reply.header('cache-control', 'no-store');
    return { pickupPoints: await services.delivery.admin.list() };
  });

  app.post('/api/admin/pickup-points', async (request, reply) => {
    const admin = requireConsole(request, 'pickupPoints.change');
    const point = await services.delivery.admin.create(pickupPointCreateSchema.parse(request.body), admin.id);
    return reply.status(201).send(point);
  });

  app.patch<{ Params: { id: string } }>('/api/admin/pickup-points/:id', async (request) => {
    const admin = requireConsole(request, 'pickupPoints.change');
    const id = parseIdParam(request.params.id, 'Pickup point');
    const changes = pickupPointUpdateSchema.parse(request.body);
    return services.delivery.admin.update(id, changes, admin.id);
  });
}
