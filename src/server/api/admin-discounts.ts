import type { FastifyInstance } from 'fastify';
import { discountCreateSchema, discountUpdateSchema } from '../../core/discount-schema';
import type { Services } from '../services';
import { toDiscountJson } from '../services/discounts';
import { requireConsole } from './guards';
import { parseIdParam } from './id-param';

export function adminDiscountRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/discounts', async (request, reply) => {
    requireConsole(request, 'discounts.view');
    reply.header('cache-control', 'no-store');
    return (await services.discounts.list()).map(toDiscountJson);
  });

  app.post('/api/admin/discounts', async (request, reply) => {
    const admin = requireConsole(request, 'discounts.change');
    const discount = await services.discounts.create(discountCreateSchema.parse(request.body), admin.id);
    return reply.status(201).send(toDiscountJson(discount));
  });

  app.patch<{ Params: { id: string } }>('/api/admin/discounts/:id', async (request) => {
    const admin = requireConsole(request, 'discounts.change');
    const { active } = discountUpdateSchema.parse(request.body);
    const id = parseIdParam(request.params.id, 'Discount code');
    return toDiscountJson(await services.discounts.setActive(id, active, admin.id));
  });
}
