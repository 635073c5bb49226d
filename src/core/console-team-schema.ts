// An owner changing a console member's role (PATCH /api/admin/admins/{id}).
import { z } from 'zod';
import { CONSOLE_ROLES } from './console-permissions';

export const memberRoleSchema = z
  .object({ role: z.enum(CONSOLE_ROLES, { error: 'Role must be owner or staff' }) })
  .strict();

export const MEMBER_ACTIONS = [
  'sign-out',
  'disable',
  'enable',
  'make-owner',
  'make-staff',
  'reset-two-factor',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** One of the Admins page's buttons beside a member. */
export const memberActionSchema = z.object({
  intent: z.enum(MEMBER_ACTIONS),
  memberId: z.coerce.number().int().positive(),
});
