// Admins are made from the command line (scripts/create-admin.ts) or by an invitation
// (admin-invites.ts); this is the command line's way, which also promotes an existing account.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recoveryCodes, sessions, users } from './tables';
import { hashPassword } from '../../lib/password';
import { ServiceError } from '../errors';
import { findUserRow, toSessionUser, type SessionUser } from './users';

/**
 * Makes an admin: a new account when the email is unknown (password required), otherwise the
 * existing account is promoted and its password changed only when one is given. With
 * `resetTwoFactor` an existing account's two-step sign-in is cleared and its sessions end: the way
 * back in for a last owner who lost both phone and recovery codes, for whoever runs the machine.
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: {
    email: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    resetTwoFactor?: boolean;
  },
): Promise<{ user: SessionUser; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const existing = await findUserRow(db, email);
  if (existing) {
    const [row] = await db
      .update(users)
      .set({
        role: 'admin',
        consoleRole: 'owner',
        isApproved: true,
        approvedAt: existing.approvedAt ?? new Date(),
        updatedAt: new Date(),
        ...(passwordHash ? { passwordHash } : {}),
        ...(input.resetTwoFactor ? { totpSecret: null, totpEnabledAt: null, totpLastStep: null } : {}),
      })
      .where(eq(users.id, existing.id))
      .returning();
    if (input.resetTwoFactor) {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, existing.id));
      await db.delete(sessions).where(eq(sessions.userId, existing.id));
    }
    return { user: toSessionUser(row!), created: false };
  }
  if (!passwordHash)
    throw new ServiceError('invalid', 'A new admin needs a password', { password: 'Required' });
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: input.firstName ?? 'Shop',
      lastName: input.lastName ?? 'Admin',
      role: 'admin',
      consoleRole: 'owner',
      isApproved: true,
      approvedAt: new Date(),
    })
    .returning();
  return { user: toSessionUser(row!), created: true };
}
