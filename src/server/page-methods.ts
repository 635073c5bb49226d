// The methods a page answers. React Router receives each page request as a Fetch `Request`, which
// cannot be made for TRACE (the Fetch standard forbids it); Fastify routes it all the same, so it
// is refused here, before the Request is built, as a caller's mistake rather than the shop's.
import type { FastifyRequest } from 'fastify';
import type { Refusal } from './page-refusal';

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The Allow header of a refused method. */
export const ALLOWED_PAGE_METHODS = PAGE_METHODS.join(', ');

/** Why a page cannot answer this method, or null when it can. */
export function refusePageMethod(request: FastifyRequest): Refusal | null {
  if (PAGE_METHODS.includes(request.method)) return null;
  return {
    status: 405,
    title: 'This request was refused',
    message: `Pages answer ${ALLOWED_PAGE_METHODS} only.`,
  };
}
