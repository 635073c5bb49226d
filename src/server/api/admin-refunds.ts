// The console's refunds for API callers: an order's refundable payments and refunds, a new refund
// (sent to M-Pesa at once; its result arrives later), and the money still owed back.
import type { FastifyInstance } from 'fastify';
import { orderNumberParamsSchema } from '../../core/order-number-params';
import { refundRequestSchema } from '../../core/refund-schema';
import type { Services } from '../services';
import { toNeededRefundsJson, toOrderRefundsJson, toRefundJson } from '../services/mpesa';
import { requireConsole } from './guards';
import { notFound } from './http-errors';

export function adminRefundRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { orderNumber: string } }>(
    '/api/admin/orders/:orderNumber/refunds',
    async (request, reply) => {
      requireConsole(request, 'money.view');
      const { orderNumber } = orderNumberParamsSchema.parse(request.params);
      const view = await services.mpesa.refunds.forOrder(orderNumber);
      if (!view) throw notFound('Order not found');
      reply.header('cache-control', 'no-store');
      return toOrderRefundsJson(view);
    },
  );

  /** 201 with the refund: 'pending' when M-Pesa took it, 'failed' with M-Pesa's words when not. */
  app.post<{ Params: { orderNumber: string } }>(
    '/api/admin/orders/:orderNumber/refunds',
    async (request, reply) => {
      const admin = requireConsole(request, 'refunds.issue');
      const { orderNumber } = orderNumberParamsSchema.parse(request.params);
      const input = refundRequestSchema.parse(request.body);
      const refund = await services.mpesa.refunds.refund({ ...input, orderNumber, actorUserId: admin.id });
      return reply.status(201).send(toRefundJson(refund));
    },
  );

  app.get('/api/admin/refunds/needed', async (request, reply) => {
    requireConsole(request, 'money.view');
    reply.header('cache-control', 'no-store');
    return toNeededRefundsJson(await services.mpesa.refunds.neededView());
  });
}
