// Field schemas that several inputs share, so a rule and its message are written once.
import { z } from 'zod';

export const INVALID_EMAIL = 'Invalid email address';
export const PHONE_TOO_SHORT = 'Phone number must be at least 10 digits';

/**
 * A trimmed, lower-cased email. Lower-casing lets the same address match whether it was typed as
 * Jane@Mail.com at checkout or jane@mail.com on the tracking form. Trimming happens before the
 * format check (a pipe), so a pasted trailing space is not an error.
 */
export function emailField() {
  return z
    .string({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .max(254, INVALID_EMAIL)
    .pipe(z.email({ error: INVALID_EMAIL }));
}

/** Trimmed text between min and max characters; a missing value gets the min message too. */
export function textField(min: number, minMessage: string, max: number, maxMessage: string) {
  return z.string({ error: minMessage }).trim().min(min, minMessage).max(max, maxMessage);
}

export function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

/**
 * A phone number as people write it: digits with spaces, '+', dashes or brackets, at least 10
 * digits. Stored as typed (trimmed); M-Pesa numbers go through phone.ts instead.
 */
export function phoneField() {
  return z
    .string({ error: PHONE_TOO_SHORT })
    .trim()
    .max(30, 'Phone number must be at most 30 characters')
    .refine((phone) => countDigits(phone) >= 10, PHONE_TOO_SHORT)
    .refine(
      (phone) => /^[\d\s()+-]*$/.test(phone),
      'Phone number may contain only digits, spaces, +, - and brackets',
    );
}
