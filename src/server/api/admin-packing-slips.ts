// Packing slips as PDFs: one order's (GET /api/admin/orders/{n}/packing-slip.pdf) or a batch's, a
// slip a page in the order given (GET /api/admin/fulfilment/packing-slips.pdf?orders=HM-…,HM-…);
// `?size=a4|receipt`, `?prices=1`. Shown in the browser, to be printed from there.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { packingSlipQuerySchema, packingSlipsQuerySchema } from '../../core/packing-slip-query';
import { orderNumberParamsSchema } from '../../core/order-number-params';
import type { Services } from '../services';
import { requireConsole } from './guards';

function sendPdf(reply: FastifyReply, name: string, bytes: Uint8Array) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${name}"`)
    .type('application/pdf')
    .send(Buffer.from(bytes));
}

export function adminPackingSlipRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { orderNumber: string } }>(
    '/api/admin/orders/:orderNumber/packing-slip.pdf',
    async (request, reply) => {
      requireConsole(request, 'orders.view');
      const { orderNumber } = orderNumberParamsSchema.parse(request.params);
      const options = packingSlipQuerySchema.parse(request.query ?? {});
      const bytes = await services.orders.packingSlipsPdf([orderNumber], options);
      return sendPdf(reply, `packing-slip-${orderNumber}.pdf`, bytes);
    },
  );

  app.get('/api/admin/fulfilment/packing-slips.pdf', async (request, reply) => {
    requireConsole(request, 'orders.view');
    const { orders, ...options } = packingSlipsQuerySchema.parse(request.query ?? {});
    const bytes = await services.orders.packingSlipsPdf(orders, options);
    return sendPdf(reply, 'packing-slips.pdf', bytes);
  });
}
