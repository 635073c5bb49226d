import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTACT_SUBJECT_LABELS } from '../../core/contact-schema';
import { messageFilterSchema, pageParamSchema } from '../../core/console-filters';
import type { Services } from '../services';
import type { ContactMessageRecord } from '../services/messages';
import { requireAdmin } from './guards';
import { parseIdParam } from './id-param';
import { toPagedJson } from './paged-json';

const listQuery = z.object({ status: messageFilterSchema.default('open'), page: pageParamSchema }).strict();

/** A contact message as the console sees it: the subject's code and its label, handled or not. */
function toAdminMessageJson(message: ContactMessageRecord) {
  return {
    id: message.id,
    firstName: message.firstName,
    lastName: message.lastName,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    subjectLabel: CONTACT_SUBJECT_LABELS[message.subject] ?? message.subject,
    message: message.message,
    handledAt: message.handledAt?.toISOString() ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}

export function adminMessageRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/messages', async (request, reply) => {
    requireAdmin(request);
    const { status, page } = listQuery.parse(request.query);
    reply.header('cache-control', 'no-store');
    return toPagedJson(await services.messagesAdmin.list(status, page), toAdminMessageJson);
  });

  for (const [action, handled] of [
    ['handled', true],
    ['reopen', false],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/api/admin/messages/:id/${action}`, async (request, reply) => {
      const admin = requireAdmin(request);
      const id = parseIdParam(request.params.id, 'Message');
      reply.header('cache-control', 'no-store');
      return toAdminMessageJson(await services.messagesAdmin.setHandled(admin.id, id, handled));
    });
  }
}
