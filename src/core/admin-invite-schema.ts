// Inviting another admin from the console, and the invitee choosing a password from the link.
import { z } from 'zod';
import { CONSOLE_ROLES } from './console-permissions';
import { firstNameField, lastNameField, newPasswordField } from './account-schemas';
import { emailField } from './form-fields';

export const adminInviteSchema = z
  .object({
    email: emailField(),
    firstName: firstNameField(),
    lastName: lastNameField(),
    /** Staff unless the inviting owner says otherwise: the least a new member needs. */
    role: z.enum(CONSOLE_ROLES, { error: 'Role must be owner or staff' }).default('staff'),
  })
  .strict();

export type AdminInviteInput = z.output<typeof adminInviteSchema>;

/** The link's token: 32 random bytes, base64url. */
export const INVITE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const acceptInviteSchema = z
  .object({
    token: z
      .string({ error: 'This invitation link is not valid' })
      .regex(INVITE_TOKEN, 'This invitation link is not valid'),
    password: newPasswordField(),
    confirmPassword: z.string({ error: 'Type the password twice' }),
  })
  .strict()
  .refine((form) => form.password === form.confirmPassword, {
    message: 'The two passwords are not the same',
    path: ['confirmPassword'],
  });
