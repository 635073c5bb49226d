// Who is signed in, for any page loader or action. The session cookie is read once per request by
// the server's auth hook (the API's guards.ts), which both the API and the pages run behind;
// pages read its answer from the load context and never parse the cookie themselves.
import { data, redirect, type AppLoadContext } from 'react-router';
import { consoleRefusal, stepUpNeeded, type ConsoleRefusal } from '../../core/console-access';
import { OWNERS_ONLY, type ConsoleAction } from '../../core/console-permissions';
import {
  type SessionUser,
  type NewSession,
  clearedSessionSetCookie,
  deviceSetCookie,
  sessionSetCookie,
} from '../../server/services/accounts';

interface AuthArgs {
  request: Request;
  context: AppLoadContext;
}

export const PENDING_APPROVAL_PATH = '/reseller/pending';
export const TWO_FACTOR_PATH = '/two-factor';
export const TWO_FACTOR_SETUP_PATH = '/account/two-factor';
export const DASHBOARD_PATH = '/reseller';

const hereOf = (request: Request) => {
  const { pathname, search } = new URL(request.url);
  return `${pathname}${search}`;
};

export function getUser({ context }: Pick<AuthArgs, 'context'>): SessionUser | null {
  return context.user;
}

/** Signed out: off to /login, which brings the person back here after signing in. */
export function requireUser({ request, context }: AuthArgs): SessionUser {
  const user = context.user;
  if (user) return user;
  throw redirect(`/login?${new URLSearchParams({ redirectTo: hereOf(request) })}`);
}

/** Approved resellers and admins (SPEC §6); an account awaiting approval sees its pending page. */
export function requireApprovedReseller(args: AuthArgs): SessionUser {
  const user = requireUser(args);
  if (!user.isApproved) throw redirect(PENDING_APPROVAL_PATH);
  return user;
}

/**
 * A console member whose role may take `action` (core/console-permissions.ts CONSOLE_ACTIONS): one the
 * shop asks for two-step sign-in who has not set it up is sent to do so first, and an action that
 * asks for a fresh code sends an account whose last is over 10 minutes old to give one, then back
 * here. Every console page's loader and action starts here, as every /api/admin handler does.
 */
export function requireConsole(args: AuthArgs, action: ConsoleAction): SessionUser {
  const user = requireUser(args);
  const refusal = consoleRefusal(user, args.context.twoFactor, action);
  if (refusal) throw refusalAnswer(args, refusal);
  return user;
}

/** Step-up alone, for an account's own two-step settings: a fresh code where the table asks for one. */
export function requireStepUpFor(args: AuthArgs, user: SessionUser, action: ConsoleAction): void {
  if (stepUpNeeded(user, args.context.twoFactor.secondFactorAt, action)) throw refusalAnswer(args, 'step_up');
}

/** Each refusal of core/console-access.ts as a page answers it. */
function refusalAnswer(args: AuthArgs, refusal: ConsoleRefusal) {
  switch (refusal) {
    case 'not_admin':
      return data('This page is for the shop’s administrators.', { status: 403 });
    case 'two_factor_setup':
      return redirect(TWO_FACTOR_SETUP_PATH);
    case 'not_permitted':
      return data(OWNERS_ONLY, { status: 403 });
    case 'step_up':
      return redirect(`${TWO_FACTOR_PATH}?${new URLSearchParams({ next: hereOf(args.request) })}`);
  }
}

/**
 * Where to go after signing in: a path on this shop only. `//evil.example` and `/\evil.example`
 * are read by browsers as other sites, so anything but a plain absolute path falls back.
 */
export function safeRedirectTo(value: unknown, fallback: string = DASHBOARD_PATH): string {
  if (typeof value !== 'string' || value.length > 500) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Visible ASCII only: control characters (tabs, newlines) are dropped by URL parsers and could
  // hide a `//`, and a Location header cannot carry a character above U+00FF (the redirect would
  // throw after the session was made). The shop's own ways back (requireUser) are percent-encoded.
  if (!/^[\x21-\x7e]*$/.test(value)) return fallback;
  return value;
}

/** Headers that sign the browser in to a session made by the accounts service, keeping its mark. */
export function signInHeaders(context: AppLoadContext, session: NewSession, deviceId?: string): HeadersInit {
  const headers: [string, string][] = [
    ['set-cookie', sessionSetCookie(session.token, session.expiresAt, context.publicUrl)],
  ];
  if (deviceId) headers.push(['set-cookie', deviceSetCookie(deviceId, context.publicUrl)]);
  return headers;
}

/** Ends the request's session, if any, and answers headers that drop the cookie. */
export async function signOut(context: AppLoadContext): Promise<HeadersInit> {
  if (context.sessionToken) await context.services.accounts.logout(context.sessionToken);
  return { 'set-cookie': clearedSessionSetCookie(context.publicUrl) };
}
