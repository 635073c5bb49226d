import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

export function storefrontConfigRoutes(app: FastifyInstance, services: Services) {
  // Public by design (Shopify's Storefront token is meant for browsers); cacheable for a while.
  app.get('/api/storefront-config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return services.storefront.publicConfig();
  });
}
