import type { FastifyInstance } from 'fastify';
import { activeDeliveryAreas } from '../../core/delivery';
import type { Services } from '../services';

/** The areas a shopper may choose now, with their fees, in the checkout's order. Public. */
export function deliveryAreaRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/delivery-areas', async (_request, reply) => {
    const { delivery } = await services.settings.read();
    // Short: a fee the owner changes reaches scripts and caches within a minute.
    reply.header('cache-control', 'public, max-age=60');
    return activeDeliveryAreas(delivery).map(({ name, feeKes, region }) => ({ name, feeKes, region }));
  });
}
