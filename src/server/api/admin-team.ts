import type { FastifyInstance } from 'fastify';
import { adminInviteSchema } from '../../core/admin-invite-schema';
import { memberRoleSchema } from '../../core/console-team-schema';
import type { Services } from '../services';
import { toAdminTeamJson, toInvitedJson } from '../services/accounts';
import { requireConsole } from './guards';
import { parseIdParam } from './id-param';

export function adminTeamRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/admins', async (request, reply) => {
    requireConsole(request, 'team.view');
    reply.header('cache-control', 'no-store');
    return toAdminTeamJson(await services.accounts.invites.listAdmins());
  });

  app.post('/api/admin/admins/invite', async (request, reply) => {
    const admin = requireConsole(request, 'team.change');
    const invited = await services.accounts.invites.invite(admin, adminInviteSchema.parse(request.body));
    return reply.status(201).send(toInvitedJson(invited));
  });

  const memberId = (request: { params: unknown }) =>
    parseIdParam((request.params as { id: string }).id, 'Console member');

  app.post('/api/admin/admins/:id/sign-out', async (request) => {
    const owner = requireConsole(request, 'team.change');
    const { sessionsEnded } = await services.accounts.team.signOutEverywhere(owner, memberId(request));
    return { message: 'Signed out everywhere', sessionsEnded };
  });

  app.post('/api/admin/admins/:id/disable', async (request) => {
    const owner = requireConsole(request, 'team.change');
    await services.accounts.team.setDisabled(owner, memberId(request), true);
    return { message: 'Account disabled' };
  });

  app.post('/api/admin/admins/:id/enable', async (request) => {
    const owner = requireConsole(request, 'team.change');
    await services.accounts.team.setDisabled(owner, memberId(request), false);
    return { message: 'Account enabled' };
  });

  // A member who lost both phone and recovery codes: cleared, and signed out everywhere.
  app.post('/api/admin/admins/:id/reset-two-factor', async (request) => {
    const owner = requireConsole(request, 'team.change');
    const { sessionsEnded } = await services.accounts.team.resetTwoFactor(owner, memberId(request));
    return { message: 'Two-step sign-in reset', sessionsEnded };
  });

  app.patch('/api/admin/admins/:id', async (request) => {
    const owner = requireConsole(request, 'team.change');
    const { role } = memberRoleSchema.parse(request.body);
    await services.accounts.team.changeRole(owner, memberId(request), role);
    return { message: role === 'owner' ? 'Now an owner' : 'Now staff', role };
  });
}
