// An order's tax invoice (KRA eTIMS) for its shopper, its reseller and the shop: the invoice's
// marks as JSON, and its PDF (or a credit note's, with ?document=N).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invoiceQuerySchema, type InvoiceQuery } from '../../core/invoice-query-schema';
import { orderNumberParamsSchema } from '../../core/order-number-params';
import type { Services } from '../services';
import { invoiceViewer, limitProofLookups, NO_INVOICE, toInvoiceJson } from '../services/tax-invoices';
import { notFound } from './http-errors';

/** The query's proof and document number; a malformed query proves nothing. */
function invoiceQuery(request: FastifyRequest): InvoiceQuery {
  const parsed = invoiceQuerySchema.safeParse(request.query);
  return parsed.success ? parsed.data : {};
}

export function taxInvoiceRoutes(app: FastifyInstance, services: Services) {
  const viewerOf = async (request: FastifyRequest) => {
    const query = invoiceQuery(request);
    const viewer = invoiceViewer(request.sessionUser, query, {
      twoFactorSetupRequired: request.twoFactorSetupRequired,
    });
    if (!viewer) throw notFound(NO_INVOICE);
    await limitProofLookups(services.limits, viewer, request.ip);
    return { viewer, query };
  };

  app.get<{ Params: { orderNumber: string } }>('/api/orders/:orderNumber/invoice', async (request, reply) => {
    const { orderNumber } = orderNumberParamsSchema.parse(request.params);
    const { viewer } = await viewerOf(request);
    const documents = await services.taxInvoices.documentsFor(orderNumber, viewer);
    reply.header('cache-control', 'private, no-store');
    return toInvoiceJson(documents, { qrUrl: services.taxInvoices.qrUrl });
  });

  app.get<{ Params: { orderNumber: string } }>(
    '/api/orders/:orderNumber/invoice.pdf',
    async (request, reply) => {
      const { orderNumber } = orderNumberParamsSchema.parse(request.params);
      const { viewer, query } = await viewerOf(request);
      const { invoice, bytes } = await services.taxInvoices.pdfFor(orderNumber, viewer, query.document);
      const name = `${invoice.kind === 'sale' ? 'tax-invoice' : 'credit-note'}-${invoice.invoiceNumber}.pdf`;
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .type('application/pdf')
        .send(Buffer.from(bytes));
    },
  );
}
