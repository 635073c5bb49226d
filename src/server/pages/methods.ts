// The methods a page answers. React Router receives each page request as a Fetch `Request`, which
// cannot be made for TRACE (the Fetch standard forbids it); Fastify routes it all the same, so it
// is refused here, before the Request is built, as a caller's mistake rather than the shop's.
// Methods Fastify does not route at all (PROPFIND, PURGE) get the same answer (app.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendRefusal } from './refusal';

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOWED = PAGE_METHODS.join(', ');

export function isPageMethod(method: string): boolean {
  return PAGE_METHODS.includes(method);
}

/** 405 with the methods pages take, as a page. */
export function sendMethodRefusal(request: FastifyRequest, reply: FastifyReply) {
  return sendRefusal(request, reply.header('allow', ALLOWED), {
    status: 405,
    title: 'This request was refused',
    message: `Pages answer ${ALLOWED} only.`,
  });
}

/**
 * What no route took outside the API: a method pages do not answer (405), or, for a page method,
 * a file that is not served under that name (a build's `.br` copy asked for by name: 404).
 */
export function sendUnrouted(request: FastifyRequest, reply: FastifyReply) {
  if (!isPageMethod(request.method)) return sendMethodRefusal(request, reply);
  return sendRefusal(request, reply, {
    status: 404,
    title: 'Page not found',
    message: 'Nothing is kept at this address.',
  });
}
