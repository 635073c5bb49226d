// The To pack screen's JSON: the orders waiting to be packed, oldest first, and the pick list of a
// selection of them (`?orders=HM-…,HM-…`, or the parameter repeated).
import type { FastifyInstance } from 'fastify';
import { pageNumber } from '../../core/paging';
import type { Services } from '../services';
import { toPackJson, toPickListJson } from '../services/orders';
import { requireConsole } from './guards';

type TextQuery = Record<string, string | string[] | undefined>;

const allOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : ([] as string[]).concat(value);

export function adminFulfilmentRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Querystring: TextQuery }>('/api/admin/fulfilment', async (request, reply) => {
    requireConsole(request, 'fulfilment.view');
    reply.header('cache-control', 'no-store');
    const page = pageNumber(allOf(request.query.page)[0]);
    return toPackJson(await services.orders.toPack(page));
  });

  app.get<{ Querystring: TextQuery }>('/api/admin/fulfilment/pick-list', async (request, reply) => {
    requireConsole(request, 'fulfilment.view');
    reply.header('cache-control', 'no-store');
    return toPickListJson(await services.orders.pickList(allOf(request.query.orders)));
  });
}
