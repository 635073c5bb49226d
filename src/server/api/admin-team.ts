import type { FastifyInstance } from 'fastify';
import { adminInviteSchema } from '../../core/admin-invite-schema';
import type { Services } from '../services';
import { requireAdmin } from './guards';

export function adminTeamRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/admins', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
    const admins = await services.adminInvites.listAdmins();
    return admins.map((admin) => ({ ...admin, createdAt: admin.createdAt.toISOString() }));
  });

  app.post('/api/admin/admins/invite', async (request, reply) => {
    const admin = requireAdmin(request);
    const invited = await services.adminInvites.invite(admin, adminInviteSchema.parse(request.body));
    return reply.status(201).send({
      message: `Invitation sent to ${invited.email}`,
      expiresAt: invited.expiresAt.toISOString(),
    });
  });
}
