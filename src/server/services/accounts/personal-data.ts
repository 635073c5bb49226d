// A customer's reseller account, for their export and erasure (services/privacy): found by its
// e-mail or phone, never a console member's. Erased, it is closed for good: it cannot sign in, and
// names nobody.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ERASED } from '../../../core/erased-customer';
import type { DbExecutor } from '../../db/executor';
import { belongsTo, type PersonalData, type Person } from '../personal-data';
import { passwordResetLinks, sessions, signInLinks, users } from './tables';

async function find(person: Person, tx: DbExecutor) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.role, 'reseller'), belongsTo(person.key, { email: users.email, phone: users.phone })),
    );
  return { accountIds: rows.map((row) => row.id) };
}

async function exportAccount({ accountIds }: Person, tx: DbExecutor) {
  const accounts =
    accountIds.length > 0
      ? await tx
          .select({
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            businessName: users.businessName,
            phone: users.phone,
            kraPin: users.kraPin,
            isApproved: users.isApproved,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(inArray(users.id, [...accountIds]))
      : [];
  return { resellerAccount: accounts[0] ?? null };
}

async function forget({ accountIds }: Person, tx: DbExecutor) {
  if (accountIds.length === 0) return { resellerAccounts: 0 };
  const ids = [...accountIds];
  await tx.delete(sessions).where(inArray(sessions.userId, ids));
  await tx.delete(signInLinks).where(inArray(signInLinks.userId, ids));
  await tx.delete(passwordResetLinks).where(inArray(passwordResetLinks.userId, ids));
  await tx
    .update(users)
    .set({
      // Unique per account, and no address anybody can receive mail at.
      email: sql`'erased-' || ${users.id} || '@erased.invalid'`,
      // No scrypt hash looks like this: no password matches it.
      passwordHash: '!erased',
      firstName: ERASED.name,
      lastName: '',
      businessName: '',
      phone: '',
      kraPin: '',
      disabledAt: sql`coalesce(${users.disabledAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(inArray(users.id, ids));
  return { resellerAccounts: ids.length };
}

export const accountsPersonalData = {
  covers: [
    'users.email',
    'users.first_name',
    'users.last_name',
    'users.business_name',
    'users.phone',
    'users.kra_pin',
    // Where and on what a session was opened: deleted with the account's sessions.
    'sessions.client_address',
    'sessions.user_agent',
  ],
  find,
  export: exportAccount,
  forget,
} satisfies PersonalData;
