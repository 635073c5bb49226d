import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { LoginInput, RegisterInput } from '../../../core/account-schemas';
import { pageOffset, PAGE_SIZE, type Paged } from '../../../core/paging';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { sessions, users } from '../../db/schema';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password';
import {
  createSignInLimits,
  emailSubject,
  REGISTRATION_ADDRESS_RULE,
  REGISTRATION_MAIL_RULE,
} from './limits';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import { createRateLimits, type RateLimits } from '../limits';
import type { Role } from '../../../core/roles';
import { createSessionsService, type NewSession, type UserRow } from './sessions';

export type { Role };
export type ResellerStatus = 'pending' | 'approved' | 'rejected' | 'all';

/** The user as the API and pages see it: never the password hash. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  businessName: string;
  phone: string;
  role: Role;
  /** Admins count as approved (SPEC §4). */
  isApproved: boolean;
  approvedAt: Date | null;
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
    isApproved: role === 'admin' || (role === 'reseller' && row.isApproved),
    approvedAt: row.approvedAt,
    createdAt: row.createdAt,
  };
}

export interface SignedIn {
  user: SessionUser;
  session: NewSession;
}

export interface AccountsOptions {
  /** Where sign-in guesses are counted; the shared services.limits in the app. */
  limits?: RateLimits;
  // Each is called in the transaction of its cause, to queue a mail that commits with it.
  /** Told of a new reseller account (the welcome mail). */
  onRegistered?: (tx: DbExecutor, user: SessionUser) => Promise<void>;
  /** Told that someone tried to register an email that already has an account (the owner's mail). */
  onRegisteredAgain?: (tx: DbExecutor, email: string) => Promise<void>;
  /** Told that a reseller is approved (the approval mail); `auditId` names the approval. */
  onResellerApproved?: (tx: DbExecutor, user: SessionUser, auditId: number) => Promise<void>;
}

const INVALID_LOGIN = 'Invalid email or password';
// The same answer whether or not the email already has an account: what happens next is said in a
// mail to that address, so the form does not tell a stranger who has an account here.
export const REGISTRATION_RECEIVED =
  'Thank you. We have sent a message to that address with the next steps. New reseller accounts are reviewed before wholesale prices open; you can sign in at any time to see your status.';

const STATUS_FILTER: Record<ResellerStatus, SQL | undefined> = {
  pending: and(eq(users.role, 'reseller'), eq(users.isApproved, false)),
  approved: and(eq(users.role, 'reseller'), eq(users.isApproved, true)),
  rejected: eq(users.role, 'rejected'),
  all: inArray(users.role, ['reseller', 'rejected']),
};

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(db: Database, options: AccountsOptions = {}) {
  const sessionStore = createSessionsService(db);
  const limits = options.limits ?? createRateLimits(db);
  const signInLimits = createSignInLimits(limits);
  // Hashed now, so the first sign-in with an unknown email does not take longer by making the decoy.
  void decoyHash();

  async function findByEmail(email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    return row;
  }

  async function signIn(row: UserRow): Promise<SignedIn> {
    // Opportunistic clean-up: sign-ins are frequent enough to keep the table small, rare enough to be cheap.
    await sessionStore.deleteExpired();
    return { user: toSessionUser(row), session: await sessionStore.create(row.id) };
  }

  async function setRole(
    adminId: number,
    userId: number,
    change: { role: Role; isApproved: boolean },
    action: string,
  ): Promise<SessionUser> {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), inArray(users.role, ['reseller', 'rejected'])))
        .for('update');
      if (!current) throw new ServiceError('not_found', 'Reseller not found');
      const [row] = await tx
        .update(users)
        .set({ ...change, approvedAt: change.isApproved ? new Date() : null, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      // A refused reseller is signed out everywhere at once, not when their session ends.
      if (!change.isApproved) await tx.delete(sessions).where(eq(sessions.userId, userId));
      const auditId = await recordAudit(tx, {
        actorUserId: adminId,
        action,
        entityType: 'user',
        entityId: userId,
        before: { role: current.role, isApproved: current.isApproved },
        after: { role: row!.role, isApproved: row!.isApproved },
        // The activity log names the account even if it is renamed later.
        details: { email: current.email },
      });
      const user = toSessionUser(row!);
      const wasApproved = current.role === 'reseller' && current.isApproved;
      if (user.isApproved && !wasApproved) await options.onResellerApproved?.(tx, user, auditId);
      return user;
    });
  }

  return {
    /**
     * A new reseller awaiting approval, or nothing at all when the email already has an account:
     * the caller learns which only by mail, sent to the address itself. Both cases do the same work
     * (a hash, an insert, a count) so that timing does not tell them apart either. Past the
     * per-address limit this throws a RateLimitedError before any hashing.
     */
    async register(input: RegisterInput, clientAddress: string): Promise<void> {
      await limits.enforce(
        REGISTRATION_ADDRESS_RULE,
        clientAddress,
        'Too many registrations from this address. Please try again later.',
      );
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            businessName: input.businessName,
            phone: input.phone,
            role: 'reseller',
            isApproved: false,
          })
          .onConflictDoNothing()
          .returning();
        const mayMail = (await limits.hit(REGISTRATION_MAIL_RULE, emailSubject(input.email), tx)).allowed;
        if (!mayMail) return;
        if (row) await options.onRegistered?.(tx, toSessionUser(row));
        else await options.onRegisteredAgain?.(tx, input.email);
      });
    },

    /**
     * Either mistake gives the same answer after the same work: an unknown email is checked against
     * a decoy hash. The guess is counted before the check (accounts-limits.ts), and past a limit
     * this throws a RateLimitedError.
     */
    async login({ email, password }: LoginInput, clientAddress: string): Promise<SignedIn> {
      const attempt = await signInLimits.admit(email, clientAddress);
      const row = await findByEmail(email);
      const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()));
      if (!row || !matches) throw new ServiceError('unauthenticated', INVALID_LOGIN);
      await attempt.succeeded();
      return signIn(row);
    },

    async findUserByEmail(email: string): Promise<SessionUser | null> {
      const row = await findByEmail(email);
      return row ? toSessionUser(row) : null;
    },

    async logout(token: string): Promise<void> {
      await sessionStore.end(token);
    },

    /**
     * The signed-in user of a session token (sliding its expiry), when the session now ends and
     * whether that moved; null when the token has no live session. Read once per request by the
     * auth hook (api/guards.ts), for the API and the pages alike.
     */
    async session(token: string) {
      const found = await sessionStore.find(token);
      return found
        ? { user: toSessionUser(found.user), expiresAt: found.expiresAt, extended: found.extended }
        : null;
    },

    /**
     * Makes an admin: a new account when the email is unknown (password required), otherwise the
     * existing account is promoted and its password changed only when one is given.
     */
    async createOrPromoteAdmin(input: {
      email: string;
      password?: string;
      firstName?: string;
      lastName?: string;
    }): Promise<{ user: SessionUser; created: boolean }> {
      const email = input.email.trim().toLowerCase();
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const existing = await findByEmail(email);
      if (existing) {
        const [row] = await db
          .update(users)
          .set({
            role: 'admin',
            isApproved: true,
            approvedAt: existing.approvedAt ?? new Date(),
            updatedAt: new Date(),
            ...(passwordHash ? { passwordHash } : {}),
          })
          .where(eq(users.id, existing.id))
          .returning();
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
          isApproved: true,
          approvedAt: new Date(),
        })
        .returning();
      return { user: toSessionUser(row!), created: true };
    },

    async listResellers(status: ResellerStatus): Promise<SessionUser[]> {
      const rows = await db
        .select()
        .from(users)
        .where(STATUS_FILTER[status])
        .orderBy(desc(users.createdAt), desc(users.id));
      return rows.map(toSessionUser);
    },

    /**
     * One page of resellers of a status for the console: pending ones oldest first (the queue in
     * the order they applied), the others newest first. The role and approval filter is indexed.
     */
    async listResellersPage(
      status: Exclude<ResellerStatus, 'all'>,
      page: number,
    ): Promise<Paged<SessionUser>> {
      const order = status === 'pending' ? [asc(users.id)] : [desc(users.createdAt), desc(users.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(STATUS_FILTER[status])
          .orderBy(...order)
          .limit(PAGE_SIZE)
          .offset(pageOffset(page)),
        db.select({ n: count() }).from(users).where(STATUS_FILTER[status]),
      ]);
      return { rows: rows.map(toSessionUser), page, pageSize: PAGE_SIZE, total: Number(total?.n ?? 0) };
    },

    /** A reseller's account (any standing) for the console; null for an unknown id or an admin. */
    async findReseller(userId: number): Promise<SessionUser | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), STATUS_FILTER.all));
      return row ? toSessionUser(row) : null;
    },

    /** Applications awaiting a decision, for the console's Today page and the Resellers tab. */
    async countPendingResellers(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(STATUS_FILTER.pending);
      return Number(row?.n ?? 0);
    },

    approveReseller(adminId: number, userId: number) {
      return setRole(adminId, userId, { role: 'reseller', isApproved: true }, 'reseller.approved');
    },

    /** Refuses an application or withdraws an approval; the account stays for its order history. */
    rejectReseller(adminId: number, userId: number) {
      return setRole(adminId, userId, { role: 'rejected', isApproved: false }, 'reseller.rejected');
    },
  };
}
