// Forgetting a password (POST /api/auth/password-reset and .../confirm) and changing it while
// signed in (POST /api/auth/password).
import { z } from 'zod';
import { newPasswordField } from './account-schemas';
import { emailField } from './form-fields';
import { ONE_TIME_LINK_TOKEN } from './one-time-link';
import { MAX_PASSWORD_LENGTH } from './password-rules';

export const RESET_LINK_INVALID = 'This reset link is not valid';

export const passwordResetRequestSchema = z.object({ email: emailField() }).strict();

export const passwordResetConfirmSchema = z
  .object({
    token: z.string({ error: RESET_LINK_INVALID }).regex(ONE_TIME_LINK_TOKEN, RESET_LINK_INVALID),
    password: newPasswordField(),
  })
  .strict();

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Type your current password' })
      .min(1, 'Type your current password')
      .max(MAX_PASSWORD_LENGTH, 'Type your current password'),
    newPassword: newPasswordField(),
  })
  .strict();

/**
 * A page's form asks for the new password twice; the API takes it once. `field` names the new
 * password among `shape`'s fields.
 */
export function typedTwice<Shape extends z.ZodRawShape>(shape: Shape, field: keyof Shape & string) {
  return z
    .object({ ...shape, confirmPassword: z.string({ error: 'Type the password twice' }) })
    .strict()
    .refine(
      (form) => {
        const typed = form as Record<string, unknown>;
        return typed[field] === typed.confirmPassword;
      },
      {
        message: 'The two passwords are not the same',
        path: ['confirmPassword'],
      },
    );
}

/** The reset page's form: the link's token and the new password twice. */
export const passwordResetFormSchema = typedTwice(passwordResetConfirmSchema.shape, 'password');
/** The account page's form: the current password and the new one twice. */
export const passwordChangeFormSchema = typedTwice(passwordChangeSchema.shape, 'newPassword');

export type PasswordResetConfirmInput = z.output<typeof passwordResetConfirmSchema>;
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;
