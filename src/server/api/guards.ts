// Who is asking: the session cookie is read once per request, before any handler runs, and the
// guards below answer 401/403 from what it found.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import type { Services } from '../services';
import {
  CONSOLE_ACTIONS,
  OWNERS_ONLY,
  can,
  needsStepUp,
  type ConsoleAction,
  type ConsolePermission,
} from '../../core/console-permissions';
import { isAdmin } from '../../core/roles';
import {
  STEP_UP_REQUIRED,
  STEP_UP_REQUIRED_CODE,
  TWO_FACTOR_SETUP_REQUIRED,
  TWO_FACTOR_SETUP_REQUIRED_CODE,
  hasFreshSecondFactor,
} from '../../core/two-factor';
import {
  type SessionUser,
  SESSION_COOKIE,
  clearedSessionSetCookie,
  sessionSetCookie,
} from '../services/accounts';
import { csrfGuard } from './auth-csrf';
import { HttpError } from './http-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; set for every request, API and pages alike. */
    sessionUser: SessionUser | null;
    /** The live session's token (to end it on sign-out), or null. */
    sessionToken: string | null;
    /** The password was right and the account's two-step code is still to come. */
    awaitingSecondFactor: boolean;
    /** When the session last gave a two-step code, if ever (step-up). */
    secondFactorAt: Date | null;
    /** A console member the shop asks for two-step sign-in who has not set it up yet. */
    twoFactorSetupRequired: boolean;
  }
}

export const PENDING_APPROVAL = 'Account Pending Approval';

/** Registers the CSRF check and the session lookup; call after @fastify/cookie, before any route. */
export function registerAuthHooks(app: FastifyInstance, services: Services, config: Config) {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('awaitingSecondFactor', false);
  app.decorateRequest('secondFactorAt', null);
  app.decorateRequest('twoFactorSetupRequired', false);
  app.addHook('onRequest', csrfGuard(config));
  // What the lookup wants the browser's cookie to become (dropped, or kept longer), written as the
  // answer leaves: a handler that set the cookie itself (a page's sign-in or sign-out, whose
  // Set-Cookie reaches Fastify as a plain header) has the last word.
  const cookieUpdates = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await services.accounts.session(token);
    if (!session) {
      // Expired or signed out elsewhere: stop the browser from sending a dead token.
      cookieUpdates.set(request, clearedSessionSetCookie(config.publicUrl));
      return;
    }
    request.sessionToken = token;
    // Waiting for its code, the session signs nobody in: only the code's form and sign-out see it.
    if (session.awaitingSecondFactor) {
      request.awaitingSecondFactor = true;
      return;
    }
    request.sessionUser = session.user;
    request.secondFactorAt = session.secondFactorAt;
    if (isAdmin(session.user) && !session.user.twoFactorEnabled) {
      request.twoFactorSetupRequired = await services.accounts.twoFactorRequired();
    }
    if (session.extended) {
      cookieUpdates.set(request, sessionSetCookie(token, session.expiresAt, config.publicUrl));
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const update = cookieUpdates.get(request);
    if (update !== undefined && !setsSessionCookie(reply)) reply.header('set-cookie', update);
    return payload;
  });
}

function setsSessionCookie(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  return cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
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

/**
 * A console member whose role may take `action` (core/console-permissions.ts CONSOLE_ACTIONS), who has
 * set up two-step sign-in if the shop asks everyone to, and who has given a fresh code if the action
 * asks for one. Every /api/admin handler starts here.
 */
export function requireConsole(request: FastifyRequest, action: ConsoleAction): SessionUser {
  const user = requireAdmin(request, CONSOLE_ACTIONS[action].permission);
  requireStepUpFor(request, user, action);
  return user;
}

function requireAdmin(request: FastifyRequest, permission: ConsolePermission): SessionUser {
  const user = requireUser(request);
  if (!isAdmin(user)) throw new HttpError(403, 'Only shop administrators can do this');
  if (request.twoFactorSetupRequired) {
    throw new HttpError(403, TWO_FACTOR_SETUP_REQUIRED, undefined, TWO_FACTOR_SETUP_REQUIRED_CODE);
  }
  if (!can(user.consoleRole, permission)) throw new HttpError(403, OWNERS_ONLY);
  return user;
}

/**
 * Step-up, where the table asks for it: an account with two-step sign-in must have given a code in
 * the last 10 minutes (POST /api/auth/two-factor), or is answered 403 `step_up_required`. A stolen
 * session cookie alone does not reach these actions.
 */
export function requireStepUpFor(request: FastifyRequest, user: SessionUser, action: ConsoleAction): void {
  if (!needsStepUp(action) || !user.twoFactorEnabled) return;
  if (!hasFreshSecondFactor(request.secondFactorAt)) {
    throw new HttpError(403, STEP_UP_REQUIRED, undefined, STEP_UP_REQUIRED_CODE);
  }
}
