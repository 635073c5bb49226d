// Who is asking: the session cookie is read once per request, before any handler runs, and the
// guards below answer 401/403 from what it found.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Services } from '../services';
import { isAdmin } from '../../core/roles';
import type { SessionUser } from '../services/accounts';
import { SESSION_COOKIE } from '../services/sessions';
import { clearSessionCookie, setSessionCookie } from './auth-cookie';
import { csrfGuard } from './auth-csrf';
import { HttpError } from './http-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; set for every request, API and pages alike. */
    sessionUser: SessionUser | null;
    /** The live session's token (to end it on sign-out), or null. */
    sessionToken: string | null;
  }
}

export const PENDING_APPROVAL = 'Account Pending Approval';

/** Registers the CSRF check and the session lookup; call after @fastify/cookie, before any route. */
export function registerAuthHooks(app: FastifyInstance, services: Services, config: Config) {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', csrfGuard(config));
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await services.accounts.session(token);
    if (!session) {
      // Expired or signed out elsewhere: stop the browser from sending a dead token.
      clearSessionCookie(reply, config);
      return;
    }
    request.sessionUser = session.user;
    request.sessionToken = token;
    if (session.extended) setSessionCookie(reply, config, token, session.expiresAt);
  });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new HttpError(401, 'Please sign in to continue');
  return request.sessionUser;
}

/** Approved resellers and admins (who count as approved). */
export function requireApprovedReseller(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isApproved) throw new HttpError(403, PENDING_APPROVAL);
  return user;
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!isAdmin(user)) throw new HttpError(403, 'Only shop administrators can do this');
  return user;
}
