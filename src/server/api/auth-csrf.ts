import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { SESSION_COOKIE } from '../services/accounts';
import { HttpError } from './http-errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A signed-in browser can be made to post from another site; SameSite=Lax stops most of that, this
 * stops the rest (sibling subdomains, old browsers). Only requests carrying the session cookie are
 * checked: M-Pesa callbacks and anonymous calls have no session to abuse.
 */
export function csrfGuard(config: Config) {
  const shopOrigin = new URL(config.publicUrl).origin;
  // Thrown, not sent: the API answers it as JSON, a page URL as a page (pages/error-handler.ts).
  return async function refuseCrossSite(request: FastifyRequest) {
    if (!STATE_CHANGING.has(request.method) || !request.cookies[SESSION_COOKIE]) return;
    // Browsers set Sec-Fetch-Site themselves and no page script can forge it; Origin covers the
    // browsers that predate it.
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'same-origin' || fetchSite === 'none') return;
    if (request.headers.origin === shopOrigin) return;
    throw new HttpError(403, 'This request must come from the shop’s own pages');
  };
}
