// React Router refuses a page action whose Origin header names another origin than the request's
// own (its CSRF check), but reports each refusal as a failure of the shop: anyone could fill the
// error log with cross-site posts. The same rule runs here first and answers like the shop's other
// refusals (page-refusal.ts), so only the request line records it.
import type { FastifyRequest } from 'fastify';
import { ACTION_METHODS } from './page-form-guard';
import type { Refusal } from './page-refusal';

/**
 * Why an action request must not reach React Router, or null when it may. `protocol` is the one
 * the page request's URL is built with (pages.ts), so both checks compare the same origins.
 */
export function refuseCrossOriginAction(request: FastifyRequest, protocol: string): Refusal | null {
  const origin = request.headers.origin;
  if (!ACTION_METHODS.has(request.method) || origin === undefined) return null;
  const own = originOf(`${protocol}//${request.headers.host ?? 'localhost'}`);
  if (own === null || originOf(origin) === own) return null;
  return {
    status: 403,
    title: 'This request was refused',
    message: 'This form must be sent from the shop’s own pages.',
  };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
