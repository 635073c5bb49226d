// The invitation page's form: the link's token and the chosen password, answered on the server.
import { data, redirect, type AppLoadContext } from 'react-router';
import { acceptInviteSchema } from '../../core/admin-invite-schema';
import { parseInput } from '../../core/zod-errors';
import { isServiceErrorOf } from '../../server/services/errors';
import { signInHeaders } from '../lib/auth.server';
import { readFormFields } from '../lib/read-form.server';

export async function acceptInvite(request: Request, context: AppLoadContext) {
  const fields = await readFormFields(request);
  const parsed = parseInput(acceptInviteSchema, {
    token: fields.token,
    password: fields.password,
    confirmPassword: fields.confirmPassword,
  });
  if (!parsed.ok) return data({ formError: null, errors: parsed.body.errors }, { status: 400 });
  try {
    const { session } = await context.services.accounts.invites.accept(
      parsed.data.token,
      parsed.data.password,
      context.device,
    );
    return redirect('/admin', { headers: signInHeaders(context, session) });
  } catch (error) {
    if (isServiceErrorOf(error, 'not_found'))
      return data({ formError: error.message, errors: {} }, { status: 404 });
    if (isServiceErrorOf(error, 'invalid')) {
      return data({ formError: null, errors: error.fieldErrors ?? {} }, { status: 400 });
    }
    throw error;
  }
}
