// The funnel's first step: a product page a person's browser was sent (its HTML, or its data on a
// navigation inside the shop), counted once answered, so pages sent from the page cache count
// too. Crawlers and link previews are left out; nothing about the reader is kept.
import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import { isProductPagePath } from '../../core/insights';
import type { Services } from '../services';

export function countProductViews(scope: FastifyInstance, services: Services) {
  scope.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return;
    const userAgent = request.headers['user-agent'];
    if (!userAgent || isbot(userAgent)) return;
    if (isProductPagePath(request.url.split('?')[0]!)) services.insights.count('product_view');
  });
}
