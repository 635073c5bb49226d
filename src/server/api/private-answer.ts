// An answer that carries one shopper's personal data to a caller who need not be signed in (an
// order found by its number and e-mail, a wishlist found by its cookie): no cache keeps it, neither
// a shared one in front of the shop nor the browser's own.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PRIVATE_ANSWER = 'private, no-store';

/** A route's onRequest hook: set before the handler runs, so a refusal carries it too. */
export async function privateAnswer(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', PRIVATE_ANSWER);
}
