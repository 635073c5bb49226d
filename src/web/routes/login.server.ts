// The /login page's two forms, answered on the server so they work with and without JavaScript:
// sign-in sets the session cookie and redirects; registration says what happens next.
import { data, redirect, type AppLoadContext } from 'react-router';
import { loginSchema, registerSchema } from '../../core/account-schemas';
import { parseInput } from '../../core/zod-errors';
import { REGISTRATION_RECEIVED } from '../../server/services/accounts';
import { isRateLimited, isServiceErrorOf } from '../../server/services/errors';
import { TWO_FACTOR_PATH, safeRedirectTo, signInHeaders } from '../lib/auth.server';
import { accountHomePath } from '../lib/header-account';

type Fields = Record<string, FormDataEntryValue>;

/** What a refused form gets back: a message above the form, one per field, and what was typed. */
export interface FormRefusal {
  intent: 'sign-in' | 'register';
  formError: string | null;
  errors: Record<string, string>;
  /** Everything typed except the password, to fill the form again without JavaScript. */
  values: Record<string, string>;
}

export interface RegistrationReceived {
  intent: 'register';
  received: string;
  email: string;
}

const text = (value: FormDataEntryValue | undefined) => (typeof value === 'string' ? value : '');

function refuse(
  intent: FormRefusal['intent'],
  fields: Fields,
  status: number,
  refusal: Partial<FormRefusal>,
) {
  const values: Record<string, string> = {};
  for (const name of ['email', 'firstName', 'lastName', 'businessName', 'phone']) {
    values[name] = text(fields[name]);
  }
  return data<FormRefusal>({ intent, formError: null, errors: {}, values, ...refusal }, { status });
}

/**
 * A limit reached (429), a wrong password (401) or a disabled account (403) is said above the form;
 * anything else is thrown.
 */
function refusalFor(error: unknown, intent: FormRefusal['intent'], fields: Fields) {
  if (isRateLimited(error)) {
    return refuse(intent, fields, 429, { formError: error.message });
  }
  if (isServiceErrorOf(error, 'forbidden')) {
    return refuse(intent, fields, 403, { formError: error.message });
  }
  if (isServiceErrorOf(error, 'unauthenticated')) {
    return refuse(intent, fields, 401, { formError: error.message });
  }
  throw error;
}

export async function signIn(fields: Fields, context: AppLoadContext) {
  const parsed = parseInput(loginSchema, { email: text(fields.email), password: text(fields.password) });
  if (!parsed.ok) return refuse('sign-in', fields, 400, { errors: parsed.body.errors });
  try {
    const { session, user, deviceId, awaitingSecondFactor } = await context.services.accounts.login(
      parsed.data,
      context.device,
    );
    const next = safeRedirectTo(fields.redirectTo, accountHomePath(user));
    // The password was right; the authenticator's code comes next, and then `next`.
    const to = awaitingSecondFactor ? `${TWO_FACTOR_PATH}?${new URLSearchParams({ next })}` : next;
    return redirect(to, { headers: signInHeaders(context, session, deviceId) });
  } catch (error) {
    return refusalFor(error, 'sign-in', fields);
  }
}

export async function register(fields: Fields, context: AppLoadContext) {
  const form = {
    email: text(fields.email),
    password: text(fields.password),
    firstName: text(fields.firstName),
    lastName: text(fields.lastName),
    businessName: text(fields.businessName),
    phone: text(fields.phone),
  };
  const parsed = parseInput(registerSchema, form);
  if (!parsed.ok) return refuse('register', fields, 400, { errors: parsed.body.errors });
  try {
    await context.services.accounts.register(parsed.data, context.clientAddress);
  } catch (error) {
    return refusalFor(error, 'register', fields);
  }
  // 202 like the API: the application is in, its outcome goes by mail.
  return data<RegistrationReceived>(
    { intent: 'register', received: REGISTRATION_RECEIVED, email: parsed.data.email },
    { status: 202 },
  );
}
