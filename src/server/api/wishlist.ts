import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { centsToDecimalString } from '../../core/money';
import { productIdField } from '../../core/product-id';
import type { WishlistEntryJson } from '../../core/wishlist-item';
import { wishlistAddSchema, wishlistQuerySchema } from '../../core/wishlist-schema';
import type { Config } from '../config/config';
import type { Services } from '../services';
import type { WishlistEntry } from '../services/wishlist';
import { ensureShopperId } from '../http/shopper-id';
import { privateAnswer } from './private-answer';

/** The fields a wishlist entry answers with (SPEC §3). */
function toEntryJson(entry: WishlistEntry): WishlistEntryJson {
  const { priceCents, ...product } = entry.product;
  return {
    id: entry.id,
    productId: entry.productId,
    createdAt: entry.createdAt.toISOString(),
    product: { ...product, price: centsToDecimalString(priceCents) },
  };
}

/** SPEC's `sessionId` wins when sent; otherwise the shopper's cookie, made if missing. */
function sessionOf(request: FastifyRequest, reply: FastifyReply, config: Config, sent: string | undefined) {
  return sent ?? ensureShopperId(request, reply, config);
}

export function wishlistRoutes(app: FastifyInstance, services: Services, config: Config) {
  // One shopper's list, found by their cookie: no cache keeps it.
  app.get('/api/wishlist', { onRequest: privateAnswer }, async (request, reply) => {
    const { sessionId } = wishlistQuerySchema.parse(request.query);
    const entries = await services.wishlist.list(sessionOf(request, reply, config, sessionId));
    return entries.map(toEntryJson);
  });

  app.post('/api/wishlist', { onRequest: privateAnswer }, async (request, reply) => {
    const body = wishlistAddSchema.parse(request.body);
    const sessionId = sessionOf(request, reply, config, body.sessionId);
    const before = await services.wishlist.list(sessionId);
    const entry = await services.wishlist.add(sessionId, body.productId);
    const created = !before.some((e) => e.productId === body.productId);
    return reply.status(created ? 201 : 200).send(toEntryJson(entry));
  });

  app.delete<{ Params: { productId: string } }>(
    '/api/wishlist/:productId',
    { onRequest: privateAnswer },
    async (request, reply) => {
      const productId = productIdField.parse(request.params.productId);
      const { sessionId } = wishlistQuerySchema.parse(request.query);
      const removed = await services.wishlist.remove(sessionOf(request, reply, config, sessionId), productId);
      return { removed, message: 'Removed from wishlist' };
    },
  );
}
