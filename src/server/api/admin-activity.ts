import type { FastifyInstance } from 'fastify';
import { activityQuerySchema } from '../../core/activity-filters';
import { toCsv, type CsvValue } from '../../core/csv';
import { pageNumber } from '../../core/paging';
import type { Services } from '../services';
import { toActivityListJson, type ActivityEntry } from '../services/audit';
import { sendCsv } from './csv-reply';
import { requireConsole } from './guards';

const json = (value: unknown) => (value === undefined || value === null ? '' : JSON.stringify(value));

function csvRow({ at, actor, action, entityType, entityId, details }: ActivityEntry): CsvValue[] {
  const { before, after, ...rest } = details;
  return [
    at,
    actor ?? 'Shop (automatic)',
    action,
    entityType,
    entityId,
    json(before),
    json(after),
    json(rest),
  ];
}

export function adminActivityRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/activity', async (request, reply) => {
    requireConsole(request, 'personalData.view');
    const { page, ...filters } = activityQuerySchema.parse(request.query ?? {});
    const view = await services.audit.view(filters, pageNumber(page));
    reply.header('cache-control', 'no-store');
    return toActivityListJson(view);
  });

  app.get('/api/admin/activity/export.csv', async (request, reply) => {
    requireConsole(request, 'personalData.export');
    const { page: _page, ...filters } = activityQuerySchema.parse(request.query ?? {});
    const rows: CsvValue[][] = [];
    for await (const batch of services.audit.export(filters)) rows.push(...batch.map(csvRow));
    const csv = toCsv(['When', 'Who', 'Action', 'Record', 'Id', 'Before', 'After', 'Details'], rows);
    return sendCsv(reply, 'activity', csv);
  });
}
