import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { HttpError } from './http-errors';

export function storefrontConfigRoutes(app: FastifyInstance, services: Services) {
  // Public by design (Shopify's Storefront token is meant for browsers); cacheable for a while.
  app.get('/api/storefront-config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const config = services.catalogue.buyNow();
    // SHOPIFY_MODE=off: there is no global store to send anyone to.
    if (!config) throw new HttpError(404, 'This shop has no global store: Buy Now is off');
    return config;
  });
}
