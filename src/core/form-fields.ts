// Field schemas that several inputs share, so a rule and its message are written once.
import { z } from 'zod';
import { normaliseOrderNumber } from './order-number';

export const INVALID_EMAIL = 'Invalid email address';
export const PHONE_TOO_SHORT = 'Phone number must be at least 10 digits';
export const CONTROL_CHARACTERS = 'Remove the control characters from this field';
export const LINE_BREAKS = 'This field must be one line, without tabs or line breaks';

/** Whether a field is one line (names, emails, numbers) or may hold tabs and line breaks (messages). */
export type TextLines = 'single-line' | 'multi-line';

// No field of the shop means anything by a control character, and PostgreSQL text cannot store NUL
// at all (the insert would fail). Tabs and line breaks are text only where text has lines.
const LINE_CONTROLS = /[\t\n\r]/;
const OTHER_CONTROLS = /[^\P{Cc}\t\n\r]/u;
// Half of a UTF-16 pair on its own is no character at all: no keyboard types one, and PostgreSQL's
// JSON columns refuse it, so it counts as a control character too.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Every free-text input starts here: a trimmed string without control characters. A missing value
 * gets `missingMessage`; the control-character issue comes before any length rule chained after.
 */
export function plainText(missingMessage: string, lines: TextLines = 'single-line') {
  const text = z
    .string({ error: missingMessage })
    .trim()
    .refine((value) => !OTHER_CONTROLS.test(value) && !LONE_SURROGATE.test(value), CONTROL_CHARACTERS);
  return lines === 'multi-line' ? text : text.refine((value) => !LINE_CONTROLS.test(value), LINE_BREAKS);
}

/**
 * A trimmed, lower-cased email. Lower-casing lets the same address match whether it was typed as
 * Jane@Mail.com at checkout or jane@mail.com on the tracking form. Trimming happens before the
 * format check (a pipe), so a pasted trailing space is not an error.
 */
export function emailField() {
  return plainText(INVALID_EMAIL)
    .toLowerCase()
    .max(254, INVALID_EMAIL)
    .pipe(z.email({ error: INVALID_EMAIL }));
}

/** Trimmed text between min and max characters; a missing value gets the min message too. */
export function textField(
  min: number,
  minMessage: string,
  max: number,
  maxMessage: string,
  lines: TextLines = 'single-line',
) {
  return plainText(minMessage, lines).min(min, minMessage).max(max, maxMessage);
}

export function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

/**
 * A phone number as people write it: digits with spaces, '+', dashes or brackets, at least 10
 * digits. Stored as typed (trimmed); M-Pesa numbers go through phone.ts instead.
 */
export function phoneField() {
  return plainText(PHONE_TOO_SHORT)
    .max(30, 'Phone number must be at most 30 characters')
    .refine((phone) => countDigits(phone) >= 10, PHONE_TOO_SHORT)
    .refine(
      (phone) => /^[\d\s()+-]*$/.test(phone),
      'Phone number may contain only digits, spaces, +, - and brackets',
    );
}

/**
 * An order number as typed or linked, normalised as it is stored (order-number.ts). `label` names
 * it in the messages.
 */
export function orderNumberField(label = 'Order number') {
  return plainText(`${label} is required`)
    .min(1, `${label} is required`)
    .max(40, `${label} is too long`)
    .overwrite(normaliseOrderNumber);
}
