// The reset link's page: the new password typed twice, set by the accounts service, then on to
// /login, which says it worked.
import { data, redirect, type AppLoadContext } from 'react-router';
import { passwordResetFormSchema } from '../../core/password-schemas';
import { parseInput } from '../../core/zod-errors';
import { isServiceErrorOf } from '../../server/services/errors';
import { readFormFields } from '../lib/read-form.server';

export async function confirmReset(request: Request, context: AppLoadContext) {
  const fields = await readFormFields(request);
  const parsed = parseInput(passwordResetFormSchema, {
    token: fields.token,
    password: fields.password,
    confirmPassword: fields.confirmPassword,
  });
  if (!parsed.ok) return data({ formError: null, errors: parsed.body.errors }, { status: 400 });
  const { token, password } = parsed.data;
  try {
    await context.services.accounts.confirmPasswordReset({ token, password });
  } catch (error) {
    if (isServiceErrorOf(error, 'invalid')) {
      const { token: gone, ...errors } = error.fieldErrors ?? {};
      return data({ formError: gone ?? null, errors }, { status: 400 });
    }
    throw error;
  }
  return redirect('/login?reset=done');
}
