// The account page's password form: the current password and the new one twice, answered on the
// server like POST /api/auth/password.
import { data, type AppLoadContext } from 'react-router';
import { PASSWORD_CHANGED } from '../../core/password-messages';
import { passwordChangeFormSchema } from '../../core/password-schemas';
import { parseInput } from '../../core/zod-errors';
import { isRateLimited, isServiceErrorOf } from '../../server/services/errors';
import type { SessionUser } from '../../server/services/accounts';
import { readFormFields } from '../lib/read-form.server';

export interface PasswordChangeAnswer {
  done: string | null;
  formError: string | null;
  errors: Record<string, string>;
}

const answer = (status: number, part: Partial<PasswordChangeAnswer>) =>
  data<PasswordChangeAnswer>({ done: null, formError: null, errors: {}, ...part }, { status });

export async function changePassword(request: Request, context: AppLoadContext, user: SessionUser) {
  const fields = await readFormFields(request);
  const parsed = parseInput(passwordChangeFormSchema, {
    currentPassword: fields.currentPassword,
    newPassword: fields.newPassword,
    confirmPassword: fields.confirmPassword,
  });
  if (!parsed.ok) return answer(400, { errors: parsed.body.errors });
  const { currentPassword, newPassword } = parsed.data;
  try {
    await context.services.accounts.changePassword(
      user,
      context.sessionToken!,
      { currentPassword, newPassword },
      context.clientAddress,
    );
  } catch (error) {
    if (isRateLimited(error)) return answer(429, { formError: error.message });
    if (isServiceErrorOf(error, 'invalid')) return answer(400, { errors: error.fieldErrors ?? {} });
    throw error;
  }
  return answer(200, { done: PASSWORD_CHANGED });
}
