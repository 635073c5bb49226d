// The console's tax invoices: the list (failed ones first to look at) and a retry of one.
import type { FastifyInstance } from 'fastify';
import { taxInvoiceListQuery } from '../../core/tax-invoice-filters';
import type { Services } from '../services';
import { readAdminTaxInvoices, toAdminTaxInvoicesJson } from '../services/tax-invoices';
import { requireConsole } from './guards';
import { parseIdParam } from './id-param';

export function adminTaxInvoiceRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/tax-invoices', async (request, reply) => {
    requireConsole(request, 'orders.view');
    const { status, page } = taxInvoiceListQuery.parse(request.query);
    const view = await readAdminTaxInvoices(services.taxInvoices, status, page);
    reply.header('cache-control', 'no-store');
    return toAdminTaxInvoicesJson(view);
  });

  app.post<{ Params: { id: string } }>('/api/admin/tax-invoices/:id/retry', async (request, reply) => {
    const admin = requireConsole(request, 'taxInvoices.retry');
    const id = parseIdParam(request.params.id, 'Tax invoice');
    await services.taxInvoices.retry(id, admin.id);
    return reply.status(202).send({ id, status: 'pending' });
  });
}
