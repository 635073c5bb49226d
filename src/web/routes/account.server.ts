// The account page's forms, answered on the server like their API: the password (the current one
// and the new one twice, as POST /api/auth/password), a session's Sign out (DELETE
// /api/auth/sessions/:id) and a reseller's KRA PIN (PATCH /api/reseller/tax-details).
import { data, redirect, type AppLoadContext } from 'react-router';
import { resellerTaxDetailsSchema } from '../../core/account-schemas';
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
  intent: 'change-password' | 'end-session' | 'tax-details';
  done: string | null;
  formError: string | null;
  errors: Record<string, string>;
  /** A refused form's values as typed, shown again. */
  values?: Record<string, string>;
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

/** A reseller's tax details as the page shows them; none for a console account (the shop's are settings). */
export async function accountTaxDetails(context: AppLoadContext, user: SessionUser) {
  return user.role === 'reseller' ? context.services.accounts.taxDetails(user) : null;
}

/** The page's forms: a new password, one session's Sign out, or a reseller's KRA PIN. */
export async function accountAction(request: Request, context: AppLoadContext, user: SessionUser) {
  const fields = await readFormFields(request);
  if (fields.intent === 'end-session') return endSession(fields, context, user);
  if (fields.intent === 'tax-details') return saveTaxDetails(fields, context, user);
  return changePassword(fields, context, user);
}

async function saveTaxDetails(
  fields: Record<string, FormDataEntryValue>,
  context: AppLoadContext,
  user: SessionUser,
) {
  const typed = typeof fields.kraPin === 'string' ? fields.kraPin : '';
  const parsed = parseInput(resellerTaxDetailsSchema, { kraPin: typed });
  if (!parsed.ok)
    return answer(400, { intent: 'tax-details', errors: parsed.body.errors, values: { kraPin: typed } });
  try {
    const { kraPin } = await context.services.accounts.saveTaxDetails(user, parsed.data);
    return answer(200, {
      intent: 'tax-details',
      done: kraPin === '' ? 'Your KRA PIN is removed.' : `Your KRA PIN ${kraPin} is saved.`,
    });
  } catch (error) {
    if (isServiceErrorOf(error, 'forbidden'))
      return answer(403, { intent: 'tax-details', formError: error.message });
    throw error;
  }
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
