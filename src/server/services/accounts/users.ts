// The account as everything outside the users table sees it: never the password hash.
import { eq } from 'drizzle-orm';
import type { ConsoleRole } from '../../../core/console-permissions';
import type { Role } from '../../../core/roles';
import type { Database } from '../../db/client';
import { users } from './tables';
import type { UserRow } from './sessions';

/** The user as the API and pages see it: never the password hash. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  businessName: string;
  phone: string;
  role: Role;
  /** An admin's place in the console; null for resellers. */
  consoleRole: ConsoleRole | null;
  /** Admins count as approved (SPEC §4). */
  isApproved: boolean;
  approvedAt: Date | null;
  /** Sign-in asks this account for a code from its authenticator app. */
  twoFactorEnabled: boolean;
  createdAt: Date;
}

export function toSessionUser(row: UserRow): SessionUser {
  const role = row.role;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    businessName: row.businessName,
    phone: row.phone,
    role,
    consoleRole: role === 'admin' ? (row.consoleRole ?? null) : null,
    isApproved: role === 'admin' || (role === 'reseller' && row.isApproved),
    approvedAt: row.approvedAt,
    twoFactorEnabled: row.totpEnabledAt !== null,
    createdAt: row.createdAt,
  };
}

/** Emails are kept lower-case; the lookup forgives the case and spaces a person types. */
export async function findUserRow(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}
