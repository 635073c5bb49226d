// 'Notify me when it's back': POST /api/back-in-stock { productId, variantId?, email?, phone? } puts
// a shopper on a sold-out product's list (202: the message comes later, once). The link in that
// message takes them off every list without signing in: POST /api/back-in-stock/unsubscribe { token }.
import type { FastifyInstance } from 'fastify';
import { BACK_IN_STOCK_UNSUBSCRIBED, WAITING_CONFIRMED } from '../../core/back-in-stock-messages';
import { backInStockSchema, unsubscribeBackInStockSchema } from '../../core/back-in-stock-schema';
import type { Services } from '../services';

export function backInStockRoutes(app: FastifyInstance, services: Services) {
  // The same answer whether or not the shopper was already waiting: it reveals nothing.
  app.post('/api/back-in-stock', async (request, reply) => {
    const body = backInStockSchema.parse(request.body);
    await services.stockAlerts.wait(body, request.ip);
    return reply.status(202).send({ message: WAITING_CONFIRMED });
  });

  app.post('/api/back-in-stock/unsubscribe', async (request) => {
    const { token } = unsubscribeBackInStockSchema.parse(request.body);
    await services.stockAlerts.unsubscribe(token);
    return { message: BACK_IN_STOCK_UNSUBSCRIBED };
  });
}
