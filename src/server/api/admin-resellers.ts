import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import type { SessionUser } from '../services/accounts';
import { badRequest } from './http-errors';
import { requireAdmin } from './guards';

const listQuery = z
  .object({
    status: z
      .enum(['pending', 'approved', 'rejected', 'all'], {
        error: 'Status must be pending, approved, rejected or all',
      })
      .default('pending'),
  })
  .strict();

function parseUserId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw badRequest('Reseller id must be a positive whole number', {
      id: 'Must be a positive whole number',
    });
  }
  return Number(raw);
}

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

  app.post<{ Params: { id: string } }>('/api/admin/resellers/:id/approve', async (request) => {
    const admin = requireAdmin(request);
    return toResellerJson(await services.accounts.approveReseller(admin.id, parseUserId(request.params.id)));
  });

  app.post<{ Params: { id: string } }>('/api/admin/resellers/:id/reject', async (request) => {
    const admin = requireAdmin(request);
    return toResellerJson(await services.accounts.rejectReseller(admin.id, parseUserId(request.params.id)));
  });
}
