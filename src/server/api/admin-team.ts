import type { FastifyInstance } from 'fastify';
import { adminInviteSchema } from '../../core/admin-invite-schema';
import type { Services } from '../services';
import { toAdminTeamJson, toInvitedJson } from '../services/accounts';
import { requireAdmin } from './guards';

export function adminTeamRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/admins', async (request, reply) => {
    requireAdmin(request, 'team');
    reply.header('cache-control', 'no-store');
    return toAdminTeamJson(await services.adminInvites.listAdmins());
  });

  app.post('/api/admin/admins/invite', async (request, reply) => {
    const admin = requireAdmin(request, 'team');
    const invited = await services.adminInvites.invite(admin, adminInviteSchema.parse(request.body));
    return reply.status(201).send(toInvitedJson(invited));
  });
}
