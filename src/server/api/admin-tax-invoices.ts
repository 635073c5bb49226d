// The console's tax invoices: the list (failed ones first to look at) and a retry of one.
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE, pageOffset } from '../../core/paging';
import { filterStates, taxInvoiceListQuery } from '../../core/tax-invoice-filters';
import type { Services } from '../services';
import { toInvoiceListJson } from '../services/tax-invoices';
import { requireAdmin } from './guards';
import { parseIdParam } from './id-param';

export function adminTaxInvoiceRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/tax-invoices', async (request, reply) => {
    requireAdmin(request, 'orders');
    const { status, page } = taxInvoiceListQuery.parse(request.query);
    const { rows, total } = await services.taxInvoices.list({
      ...(filterStates(status) ? { states: filterStates(status) } : {}),
      limit: PAGE_SIZE,
      offset: pageOffset(page),
    });
    reply.header('cache-control', 'no-store');
    return { invoices: rows.map(toInvoiceListJson), page, pageSize: PAGE_SIZE, total };
  });

  app.post<{ Params: { id: string } }>('/api/admin/tax-invoices/:id/retry', async (request, reply) => {
    const admin = requireAdmin(request, 'orders');
    const id = parseIdParam(request.params.id, 'Tax invoice');
    await services.taxInvoices.retry(id, admin.id);
    return reply.status(202).send({ id, status: 'pending' });
  });
}
