// The code after the password, and the fresh one that money and team changes ask for: one form,
// answered on the server like POST /api/auth/two-factor.
import { data, redirect, type AppLoadContext } from 'react-router';
import { CODE_REFUSED, readSecondFactorCode } from '../../core/two-factor';
import { isRateLimited, isServiceErrorOf } from '../../server/services/errors';
import { safeRedirectTo, signInHeaders } from '../lib/auth.server';
import { accountHomePath } from '../lib/header-account';
import { readFormFields } from '../lib/read-form.server';

export type TwoFactorMode = 'sign-in' | 'confirm';

export interface CodeRefusal {
  formError: string;
}

/** Where the person stands: waiting after a right password, or signed in and asked to confirm. */
export function twoFactorPage(request: Request, context: AppLoadContext) {
  const next = safeRedirectTo(new URL(request.url).searchParams.get('next'), '');
  if (context.twoFactor.awaiting) return { mode: 'sign-in' as TwoFactorMode, next };
  const user = context.user;
  if (!user) throw redirect('/login');
  // Nothing to confirm with: the account has no authenticator.
  if (!user.twoFactorEnabled) throw redirect(next || accountHomePath(user));
  return { mode: 'confirm' as TwoFactorMode, next };
}

export async function giveCode(request: Request, context: AppLoadContext) {
  const fields = await readFormFields(request);
  const refuse = (status: number, formError: string) => data<CodeRefusal>({ formError }, { status });
  if (!context.sessionToken) throw redirect('/login');
  const code = readSecondFactorCode(typeof fields.code === 'string' ? fields.code : '');
  if (!code) return refuse(400, CODE_REFUSED);
  try {
    const passed = await context.services.accounts.passSecondFactor(
      context.sessionToken,
      code,
      context.clientAddress,
    );
    const to = safeRedirectTo(fields.next, accountHomePath(passed.user));
    return redirect(to, passed.signedIn ? { headers: signInHeaders(context, passed.session) } : undefined);
  } catch (error) {
    // As the API answers: the wait in Retry-After too.
    if (isRateLimited(error)) {
      return data<CodeRefusal>(
        { formError: error.message },
        { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
      );
    }
    if (isServiceErrorOf(error, 'invalid')) return refuse(400, error.message);
    // The ten minutes after the password ran out, or the session ended meanwhile.
    if (isServiceErrorOf(error, 'unauthenticated')) throw redirect('/login');
    // Turned off meanwhile (another tab): there is nothing to confirm.
    if (isServiceErrorOf(error, 'conflict')) throw redirect(safeRedirectTo(fields.next, '/account'));
    throw error;
  }
}
