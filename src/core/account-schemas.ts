// Reseller accounts: POST /api/auth/register and /api/auth/login, and the tax details a reseller
// keeps on the account page (GET and PATCH /api/reseller/tax-details).
import { z } from 'zod';
import { emailField, phoneField, textField } from './form-fields';
import {
  isPasswordTheEmail,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_IS_EMAIL,
} from './password-rules';
import { KRA_PIN_MESSAGE, KRA_PIN_PATTERN } from './tax-types';

const SHORT_PASSWORD = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
const LONG_PASSWORD = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;

/** A password being chosen. Never trimmed: every character the user typed is part of it. */
export function newPasswordField() {
  return z
    .string({ error: SHORT_PASSWORD })
    .min(MIN_PASSWORD_LENGTH, SHORT_PASSWORD)
    .max(MAX_PASSWORD_LENGTH, LONG_PASSWORD);
}

export const firstNameField = () =>
  textField(2, 'First name must be at least 2 characters', 100, 'First name must be at most 100 characters');
export const lastNameField = () =>
  textField(2, 'Last name must be at least 2 characters', 100, 'Last name must be at most 100 characters');

export const registerSchema = z
  .object({
    email: emailField(),
    password: newPasswordField(),
    firstName: firstNameField(),
    lastName: lastNameField(),
    businessName: textField(
      2,
      'Business name must be at least 2 characters',
      200,
      'Business name must be at most 200 characters',
    ),
    phone: phoneField(),
  })
  .strict()
  .refine((form) => !isPasswordTheEmail(form.password, form.email), {
    message: PASSWORD_IS_EMAIL,
    path: ['password'],
  });

export const loginSchema = z
  .object({
    email: emailField(),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(MAX_PASSWORD_LENGTH, LONG_PASSWORD),
  })
  .strict();

/** A KRA PIN, or '' for none; typed in any case and kept upper-case, as KRA writes it. */
export const kraPinField = () =>
  z
    .string({ error: KRA_PIN_MESSAGE })
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || KRA_PIN_PATTERN.test(value), KRA_PIN_MESSAGE);

/** What a reseller's tax invoices name them by; the PIN is optional (empty clears it). */
export const resellerTaxDetailsSchema = z.object({ kraPin: kraPinField() }).strict();

export type ResellerTaxDetails = z.output<typeof resellerTaxDetailsSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type LoginInput = z.output<typeof loginSchema>;
