import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orderNumberParamsSchema } from '../../core/order-number-params';
import { ORDER_STATUSES } from '../../core/order-status';
import { wholesaleStatusChangeSchema } from '../../core/wholesale-order-schema';
import type { Services } from '../services';
import { toWholesaleOrderJson, type WholesaleOrderWithReseller } from '../services/resellers';
import { requireConsole } from './guards';

const listQuery = z
  .object({ status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }).optional() })
  .strict();

function toAdminOrderJson(order: WholesaleOrderWithReseller) {
  return { ...toWholesaleOrderJson(order), reseller: order.reseller };
}

export function adminWholesaleRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/wholesale-orders', async (request, reply) => {
    requireConsole(request, 'orders.view');
    const { status } = listQuery.parse(request.query);
    reply.header('cache-control', 'no-store');
    return (await services.resellers.wholesaleAdmin.listOrders(status)).map(toAdminOrderJson);
  });

  app.post<{ Params: { orderNumber: string } }>(
    '/api/admin/wholesale-orders/:orderNumber/status',
    async (request) => {
      const admin = requireConsole(request, 'orders.handle');
      const { orderNumber } = orderNumberParamsSchema.parse(request.params);
      const { status } = wholesaleStatusChangeSchema.parse(request.body);
      const order = await services.resellers.wholesaleAdmin.moveOrder(admin.id, orderNumber, status);
      return toWholesaleOrderJson(order);
    },
  );
}
