// A response the shop may compress differs by the request's Accept-Encoding, also when this one
// went out uncompressed (the client asked for none, or it was under the size worth compressing).
// @fastify/compress says so only on the answers it compresses; a shared cache in front (a CDN for
// /assets) that saw an uncompressed answer first would otherwise hand it to every later client.
import type { FastifyInstance } from 'fastify';

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+(json|xml))|image\/svg\+xml)/i;

export function varyOnEncoding(server: FastifyInstance) {
  server.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    const vary = reply.getHeader('vary');
    const fields = typeof vary === 'string' ? vary.split(',').map((f) => f.trim().toLowerCase()) : [];
    if (fields.includes('accept-encoding') || fields.includes('*')) return payload;
    // Lower case: @fastify/compress looks for this exact spelling before adding its own.
    reply.header('vary', typeof vary === 'string' && vary ? `${vary}, accept-encoding` : 'accept-encoding');
    return payload;
  });
}
