// Registration (resellers) and sign-in (resellers and admins): one answer for every way a sign-in
// can fail, the same work on each path so timing tells nothing, and guesses counted (limits.ts).
import type { LoginInput, RegisterInput } from '../../../core/account-schemas';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { users } from '../../db/schema';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password';
import { ServiceError } from '../errors';
import { createRateLimits, type RateLimits } from '../limits';
import {
  createSignInLimits,
  emailSubject,
  REGISTRATION_ADDRESS_RULE,
  REGISTRATION_MAIL_RULE,
} from './limits';
import { createSessionsService, type NewSession, type UserRow } from './sessions';
import { findUserRow, toSessionUser, type SessionUser } from './users';

export interface SignedIn {
  user: SessionUser;
  session: NewSession;
}

export interface SignInOptions {
  /** Where sign-in guesses are counted; the shared services.limits in the app. */
  limits?: RateLimits;
  // Each is called in the transaction of its cause, to queue a mail that commits with it.
  /** Told of a new reseller account (the welcome mail). */
  onRegistered?: (tx: DbExecutor, user: SessionUser) => Promise<void>;
  /** Told that someone tried to register an email that already has an account (the owner's mail). */
  onRegisteredAgain?: (tx: DbExecutor, email: string) => Promise<void>;
}

const INVALID_LOGIN = 'Invalid email or password';
// The same answer whether or not the email already has an account: what happens next is said in a
// mail to that address, so the form does not tell a stranger who has an account here.
export const REGISTRATION_RECEIVED =
  'Thank you. We have sent a message to that address with the next steps. New reseller accounts are reviewed before wholesale prices open; you can sign in at any time to see your status.';

export function createSignIn(db: Database, options: SignInOptions = {}) {
  const sessionStore = createSessionsService(db);
  const limits = options.limits ?? createRateLimits(db);
  const signInLimits = createSignInLimits(limits);
  // Hashed now, so the first sign-in with an unknown email does not take longer by making the decoy.
  void decoyHash();

  async function signIn(row: UserRow): Promise<SignedIn> {
    // Opportunistic clean-up: sign-ins are frequent enough to keep the table small, rare enough to be cheap.
    await sessionStore.deleteExpired();
    return { user: toSessionUser(row), session: await sessionStore.create(row.id) };
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
     * a decoy hash. The guess is counted before the check (limits.ts), and past a limit
     * this throws a RateLimitedError.
     */
    async login({ email, password }: LoginInput, clientAddress: string): Promise<SignedIn> {
      const attempt = await signInLimits.admit(email, clientAddress);
      const row = await findUserRow(db, email);
      const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()));
      if (!row || !matches) throw new ServiceError('unauthenticated', INVALID_LOGIN);
      await attempt.succeeded();
      return signIn(row);
    },

    async findUserByEmail(email: string): Promise<SessionUser | null> {
      const row = await findUserRow(db, email);
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
  };
}
