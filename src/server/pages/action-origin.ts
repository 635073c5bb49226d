// The origin a page request is made for, from its Host header and the shop's scheme, as React
// Router's request URL is built (pages.ts). React Router refuses a page action whose Origin header
// names another origin (its CSRF check), but reports each refusal as a failure of the shop: anyone
// could fill the error log with cross-site posts. The same rule runs here first and answers like
// the shop's other refusals (page-refusal.ts), so only the request line records it.
import type { FastifyRequest } from 'fastify';
import { ACTION_METHODS } from './form-guard';
import { BAD_URL, refusalFor, type Refusal } from './refusal';

// A name or an IP address, and maybe a port: nothing else may reach the request's URL, where a
// `/` or `?` in the Host header would change which page renders (and is cached under this path).
const HOST = /^(?:[\w.-]+|\[[\dA-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The request's own origin, or a refusal when its Host header is no host (`localhost:99999`,
 * `shop.example/about?`): React Router could not build the request, or would build another.
 */
export function pageRequestOrigin(request: FastifyRequest, protocol: string): string | Refusal {
  const host = request.headers.host ?? 'localhost';
  const origin = HOST.test(host) ? originOf(`${protocol}//${host}`) : null;
  return origin ?? refusalFor(400, BAD_URL);
}

/** Why an action request must not reach React Router, or null when it may. */
export function refuseCrossOriginAction(request: FastifyRequest, ownOrigin: string): Refusal | null {
  const origin = request.headers.origin;
  if (!ACTION_METHODS.has(request.method) || origin === undefined) return null;
  if (originOf(origin) === ownOrigin) return null;
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
