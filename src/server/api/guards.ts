// Who is asking: the session cookie is read once per request, before any handler runs, and the
// guards below answer 401/403 from what it found.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import type { Services } from '../services';
import { consoleRefusal, stepUpNeeded, type ConsoleRefusal } from '../../core/console-access';
import { OWNERS_ONLY, type ConsoleAction } from '../../core/console-permissions';
import { isAdmin } from '../../core/roles';
import {
  STEP_UP_REQUIRED,
  STEP_UP_REQUIRED_CODE,
  TWO_FACTOR_SETUP_REQUIRED,
  TWO_FACTOR_SETUP_REQUIRED_CODE,
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

/** Each refusal of core/console-access.ts as the API answers it. */
const CONSOLE_REFUSALS: Record<ConsoleRefusal, () => HttpError> = {
  not_admin: () => new HttpError(403, 'Only shop administrators can do this'),
  two_factor_setup: () =>
    new HttpError(403, TWO_FACTOR_SETUP_REQUIRED, undefined, TWO_FACTOR_SETUP_REQUIRED_CODE),
  not_permitted: () => new HttpError(403, OWNERS_ONLY),
  step_up: () => new HttpError(403, STEP_UP_REQUIRED, undefined, STEP_UP_REQUIRED_CODE),
};

/**
 * A console member whose role may take `action` (core/console-permissions.ts CONSOLE_ACTIONS), who has
 * set up two-step sign-in if the shop asks everyone to, and who has given a fresh code if the action
 * asks for one (POST /api/auth/two-factor; else 403 `step_up_required`). Every /api/admin handler
 * starts here.
 */
export function requireConsole(request: FastifyRequest, action: ConsoleAction): SessionUser {
  const user = requireUser(request);
  const standing = { setupRequired: request.twoFactorSetupRequired, secondFactorAt: request.secondFactorAt };
  const refusal = consoleRefusal(user, standing, action);
  if (refusal) throw CONSOLE_REFUSALS[refusal]();
  return user;
}

/** Step-up alone, for an account's own two-step settings: a fresh code where the table asks for one. */
export function requireStepUpFor(request: FastifyRequest, user: SessionUser, action: ConsoleAction): void {
  if (stepUpNeeded(user, request.secondFactorAt, action)) throw CONSOLE_REFUSALS.step_up();
}
