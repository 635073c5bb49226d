import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import type { SessionUser } from '../services/accounts';
import { requireAdmin } from './guards';
import { notFound } from './http-errors';
import { parseIdParam } from './id-param';
import { toWholesaleOrderJson } from './reseller';

const listQuery = z
  .object({
    status: z
      .enum(['pending', 'approved', 'rejected', 'all'], {
        error: 'Status must be pending, approved, rejected or all',
      })
      .default('pending'),
  })
  .strict();

function statusOf(user: SessionUser) {
  if (user.role === 'rejected') return 'rejected';
  return user.isApproved ? 'approved' : 'pending';
}

/** What an admin sees of a reseller: contact details and standing, never credentials. */
function toResellerJson(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    businessName: user.businessName,
    phone: user.phone,
    role: user.role,
    isApproved: user.isApproved,
    status: statusOf(user),
    approvedAt: user.approvedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function adminResellerRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/resellers', async (request, reply) => {
    requireAdmin(request);
    const { status } = listQuery.parse(request.query);
    reply.header('cache-control', 'no-store');
    return (await services.accounts.listResellers(status)).map(toResellerJson);
  });

  // One reseller with their wholesale orders, newest first; 404 for an unknown id or an admin.
  app.get<{ Params: { id: string } }>('/api/admin/resellers/:id/orders', async (request, reply) => {
    requireAdmin(request);
    const id = parseIdParam(request.params.id, 'Reseller');
    const reseller = await services.accounts.findReseller(id);
    if (!reseller) throw notFound('Reseller not found');
    const orders = await services.resellerOrdersAdmin.ordersOf(id);
    reply.header('cache-control', 'no-store');
    return { reseller: toResellerJson(reseller), orders: orders.map(toWholesaleOrderJson) };
  });

  app.post<{ Params: { id: string } }>('/api/admin/resellers/:id/approve', async (request) => {
    const admin = requireAdmin(request);
    return toResellerJson(
      await services.accounts.approveReseller(admin.id, parseIdParam(request.params.id, 'Reseller')),
    );
  });

  app.post<{ Params: { id: string } }>('/api/admin/resellers/:id/reject', async (request) => {
    const admin = requireAdmin(request);
    return toResellerJson(
      await services.accounts.rejectReseller(admin.id, parseIdParam(request.params.id, 'Reseller')),
    );
  });
}
