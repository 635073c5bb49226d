// Whose data a customer-data request is about: one e-mail or one phone number, never both, never
// neither. The phone is kept as the digits every stored form of it shares (core/sms-phone.ts), so
// '0712 345 678', '+254712345678' and '254712345678' find the same customer.
import { z } from 'zod';
import { emailField, phoneField } from './form-fields';
import { toInternationalPhone } from './sms-phone';

export const PRIVACY_LOOKUP_REQUIRED = 'Give an email address or a phone number, not both';

/** A customer to export or erase: `{ email }` or `{ phone }`. */
export const privacyLookupSchema = z
  .object({ email: emailField().optional(), phone: phoneField().optional() })
  .strict()
  .refine((value) => (value.email === undefined) !== (value.phone === undefined), {
    error: PRIVACY_LOOKUP_REQUIRED,
  });

export type PrivacyLookupInput = z.output<typeof privacyLookupSchema>;

export type CustomerKey = { kind: 'email'; email: string } | { kind: 'phone'; digits: string[] };

/**
 * The forms a phone number may be stored in, as digits only: international (254712345678), local
 * (0712345678) and bare (712345678) for a Kenyan number; a foreign number as given.
 */
export function phoneDigitForms(phone: string): string[] {
  const international = toInternationalPhone(phone).replace(/\D/g, '');
  if (/^254\d{9}$/.test(international)) {
    const national = international.slice(3);
    return [international, `0${national}`, national];
  }
  return [international];
}

export function customerKeyOf(input: PrivacyLookupInput): CustomerKey {
  return input.email !== undefined
    ? { kind: 'email', email: input.email }
    : { kind: 'phone', digits: phoneDigitForms(input.phone!) };
}

/** What the console's form posts; an empty field counts as not given. */
export function lookupFromForm(email: string, phone: string): Record<string, string> {
  return {
    ...(email.trim() === '' ? {} : { email }),
    ...(phone.trim() === '' ? {} : { phone }),
  };
}

export const unsubscribeSchema = z
  .object({ token: z.string({ error: 'The unsubscribe link is incomplete' }).min(1).max(600) })
  .strict();
