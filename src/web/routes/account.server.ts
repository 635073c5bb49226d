// The account page's password form: the current password and the new one twice, answered on the
// server like POST /api/auth/password.
import { data, redirect, type AppLoadContext } from 'react-router';
import { deviceName } from '../../core/device-name';
import { PASSWORD_CHANGED } from '../../core/password-messages';
import { passwordChangeFormSchema } from '../../core/password-schemas';
import { parseInput } from '../../core/zod-errors';
import { isRateLimited, isServiceErrorOf } from '../../server/services/errors';
import type { SessionUser } from '../../server/services/accounts';
import { signOut } from '../lib/auth.server';
import { readFormFields } from '../lib/read-form.server';

export interface AccountAnswer {
  /** Which form answered: each shows its own notice. */
  intent: 'change-password' | 'end-session';
  done: string | null;
  formError: string | null;
  errors: Record<string, string>;
}

const answer = (status: number, part: Partial<AccountAnswer> & Pick<AccountAnswer, 'intent'>) =>
  data<AccountAnswer>({ done: null, formError: null, errors: {}, ...part }, { status });

/** The account page's sessions, newest use first, as the page shows them. */
export async function accountSessions(context: AppLoadContext, user: SessionUser) {
  const sessions = await context.services.accounts.listSessions(user.id, context.sessionToken);
  return sessions.map((session) => ({
    id: session.id,
    device: deviceName(session.userAgent),
    address: session.clientAddress,
    lastSeenAt: session.lastSeenAt,
    current: session.current,
  }));
}

/** The page's two forms: a new password, or one session's Sign out. */
export async function accountAction(request: Request, context: AppLoadContext, user: SessionUser) {
  const fields = await readFormFields(request);
  return fields.intent === 'end-session'
    ? endSession(fields, context, user)
    : changePassword(fields, context, user);
}

async function endSession(
  fields: Record<string, FormDataEntryValue>,
  context: AppLoadContext,
  user: SessionUser,
) {
  const id = Number(fields.sessionId);
  const ended = Number.isSafeInteger(id)
    ? await context.services.accounts.endSession(user.id, id, context.sessionToken)
    : null;
  if (!ended) return answer(404, { intent: 'end-session', formError: 'That session has already ended.' });
  // Ending this browser's own session is signing out.
  if (ended.current) throw redirect('/login', { headers: await signOut(context) });
  return answer(200, { intent: 'end-session', done: `Signed out of ${deviceName(ended.userAgent)}.` });
}

async function changePassword(
  fields: Record<string, FormDataEntryValue>,
  context: AppLoadContext,
  user: SessionUser,
) {
  const parsed = parseInput(passwordChangeFormSchema, {
    currentPassword: fields.currentPassword,
    newPassword: fields.newPassword,
    confirmPassword: fields.confirmPassword,
  });
  if (!parsed.ok) return answer(400, { intent: 'change-password', errors: parsed.body.errors });
  const { currentPassword, newPassword } = parsed.data;
  try {
    await context.services.accounts.changePassword(
      user,
      context.sessionToken!,
      { currentPassword, newPassword },
      context.clientAddress,
    );
  } catch (error) {
    if (isRateLimited(error)) return answer(429, { intent: 'change-password', formError: error.message });
    if (isServiceErrorOf(error, 'invalid'))
      return answer(400, { intent: 'change-password', errors: error.fieldErrors ?? {} });
    throw error;
  }
  return answer(200, { intent: 'change-password', done: PASSWORD_CHANGED });
}
