// The password rules, apart from the zod schemas so that pages can state them without shipping zod.

export const MIN_PASSWORD_LENGTH = 10;
// Hashing is deliberately slow; a cap keeps a huge "password" from tying up the server.
export const MAX_PASSWORD_LENGTH = 200;

export const PASSWORD_IS_EMAIL = 'Password must not be the same as your email';

/** Whether a chosen password is the account's email, whatever its case or surrounding spaces. */
export function isPasswordTheEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}
