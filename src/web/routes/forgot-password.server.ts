// The "Forgot password?" form, answered on the server like POST /api/auth/password-reset: the same
// answer whether or not the address has an account.
import { data, type AppLoadContext } from 'react-router';
import { RESET_REQUESTED } from '../../core/password-messages';
import { passwordResetRequestSchema } from '../../core/password-schemas';
import { parseInput } from '../../core/zod-errors';
import { isRateLimited } from '../../server/services/errors';
import { readFormFields } from '../lib/read-form.server';

export interface ForgotPasswordAnswer {
  sent: string | null;
  formError: string | null;
  errors: Record<string, string>;
  email: string;
}

export async function requestReset(request: Request, context: AppLoadContext) {
  const fields = await readFormFields(request);
  const email = typeof fields.email === 'string' ? fields.email : '';
  const answer = (status: number, part: Partial<ForgotPasswordAnswer>) =>
    data<ForgotPasswordAnswer>({ sent: null, formError: null, errors: {}, email, ...part }, { status });
  const parsed = parseInput(passwordResetRequestSchema, { email });
  if (!parsed.ok) return answer(400, { errors: parsed.body.errors });
  try {
    await context.services.accounts.requestPasswordReset(parsed.data.email, context.clientAddress);
  } catch (error) {
    if (isRateLimited(error)) return answer(429, { formError: error.message });
    throw error;
  }
  return answer(202, { sent: RESET_REQUESTED });
}
