// Inviting another admin from the console, and the invitee choosing a password from the link.
import { z } from 'zod';
import { CONSOLE_ROLES } from './console-permissions';
import { firstNameField, lastNameField, newPasswordField } from './account-schemas';
import { emailField } from './form-fields';
import { ONE_TIME_LINK_TOKEN } from './one-time-link';
import { typedTwice } from './password-schemas';

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

/** The link's token. */
export const INVITE_TOKEN = ONE_TIME_LINK_TOKEN;

export const acceptInviteSchema = typedTwice(
  {
    token: z
      .string({ error: 'This invitation link is not valid' })
      .regex(INVITE_TOKEN, 'This invitation link is not valid'),
    password: newPasswordField(),
  },
  'password',
);
