import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageFilterSchema, pageParamSchema } from '../../core/console-filters';
import type { Services } from '../services';
import { toAdminMessageJson, toAdminMessagesJson } from '../services/messages';
import { requireConsole } from './guards';
import { parseIdParam } from './id-param';

const listQuery = z.object({ status: messageFilterSchema.default('open'), page: pageParamSchema }).strict();

export function adminMessageRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/messages', async (request, reply) => {
    requireConsole(request, 'messages.view');
    const { status, page } = listQuery.parse(request.query);
    reply.header('cache-control', 'no-store');
    return toAdminMessagesJson(await services.messages.admin.view(status, page));
  });

  for (const [action, handled] of [
    ['handled', true],
    ['reopen', false],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/api/admin/messages/:id/${action}`, async (request, reply) => {
      const admin = requireConsole(request, 'messages.handle');
      const id = parseIdParam(request.params.id, 'Message');
      reply.header('cache-control', 'no-store');
      return toAdminMessageJson(await services.messages.admin.setHandled(admin.id, id, handled));
    });
  }
}
