import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { toAdminResellerJson, toAdminResellersJson, toResellerJson } from '../services/resellers';
import { requireConsole } from './guards';
import { notFound } from './http-errors';
import { parseIdParam } from './id-param';

const listQuery = z
  .object({
    status: z
      .enum(['pending', 'approved', 'rejected', 'all'], {
        error: 'Status must be pending, approved, rejected or all',
      })
      .default('pending'),
  })
  .strict();

export function adminResellerRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/resellers', async (request, reply) => {
    requireConsole(request, 'resellers.view');
    const { status } = listQuery.parse(request.query);
    reply.header('cache-control', 'no-store');
    return toAdminResellersJson(await services.resellers.admin.listView(status));
  });

  // One reseller with their wholesale orders, newest first; 404 for an unknown id or an admin.
  app.get<{ Params: { id: string } }>('/api/admin/resellers/:id/orders', async (request, reply) => {
    requireConsole(request, 'resellers.view');
    const id = parseIdParam(request.params.id, 'Reseller');
    const view = await services.resellers.admin.resellerView(id);
    if (!view) throw notFound('Reseller not found');
    reply.header('cache-control', 'no-store');
    return toAdminResellerJson(view);
  });

  app.post<{ Params: { id: string } }>('/api/admin/resellers/:id/approve', async (request) => {
    const admin = requireConsole(request, 'resellers.decide');
    return toResellerJson(
      await services.accounts.approveReseller(admin.id, parseIdParam(request.params.id, 'Reseller')),
    );
  });

  app.post<{ Params: { id: string } }>('/api/admin/resellers/:id/reject', async (request) => {
    const admin = requireConsole(request, 'resellers.decide');
    return toResellerJson(
      await services.accounts.rejectReseller(admin.id, parseIdParam(request.params.id, 'Reseller')),
    );
  });
}
