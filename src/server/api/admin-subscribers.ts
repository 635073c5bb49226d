import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageParamSchema, type SubscriberList } from '../../core/console-filters';
import { toCsv } from '../../core/csv';
import type { Services } from '../services';
import { toAdminSubscribersJson } from '../services/messages';
import { sendCsv } from './csv-reply';
import { requireConsole } from './guards';

const listQuery = z.object({ page: pageParamSchema }).strict();
const exportQuery = z.object({}).strict();

// The newsletter at /api/admin/subscribers, the reseller waitlist at /api/admin/reseller-waitlist;
// each has a paged JSON list and a CSV of every address.
const LISTS: [SubscriberList, string, string][] = [
  ['newsletter', '/api/admin/subscribers', 'newsletter-subscribers'],
  ['waitlist', '/api/admin/reseller-waitlist', 'reseller-waitlist'],
];

export function adminSubscriberRoutes(app: FastifyInstance, services: Services) {
  for (const [list, path, fileName] of LISTS) {
    app.get(path, async (request, reply) => {
      requireConsole(request, 'personalData.view');
      const { page } = listQuery.parse(request.query);
      reply.header('cache-control', 'no-store');
      return toAdminSubscribersJson(await services.messages.subscribers.view(list, page));
    });

    app.get(`${path}.csv`, async (request, reply) => {
      requireConsole(request, 'personalData.export');
      exportQuery.parse(request.query);
      const rows = await services.messages.subscribers.exportRows(list);
      const csv = toCsv(
        ['email', 'subscribed_at'],
        rows.map((row) => [row.email, row.createdAt]),
      );
      return sendCsv(reply, fileName, csv);
    });
  }
}
