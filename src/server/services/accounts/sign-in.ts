// Registration (resellers) and sign-in (resellers and admins): one answer for every way a sign-in
// can fail, the same work on each path so timing tells nothing, and guesses counted (limits.ts).
import { randomBytes } from 'node:crypto';
import type { LoginInput, RegisterInput } from '../../../core/account-schemas';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { users } from './tables';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password';
import { ServiceError } from '../errors';
import { createRateLimits, type RateLimits } from '../limits';
import {
  createSignInLimits,
  emailSubject,
  SIGN_IN_DEVICE_RULE,
  REGISTRATION_ADDRESS_RULE,
  REGISTRATION_MAIL_RULE,
} from './limits';
import { createSessionsService, type NewSession, type SessionOrigin, type UserRow } from './sessions';
import { findUserRow, toSessionUser, type SessionUser } from './users';

export interface SignedIn {
  user: SessionUser;
  session: NewSession;
  /** The browser's device mark, to be (re)set as its cookie: the one it sent, or a new one. */
  deviceId: string;
  /** The account asks for a code next: the session is not signed in until it is given. */
  awaitingSecondFactor: boolean;
}

/** Who is signing in from where: the browser's user agent, address and device mark (if any). */
export interface SignInDevice extends SessionOrigin {
  deviceId: string | null;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;
export const ACCOUNT_DISABLED = 'This account is disabled. Ask one of the shop’s owners.';

export interface SignInOptions {
  /** Where sign-in guesses are counted; the shared services.limits in the app. */
  limits?: RateLimits;
  // Each is called in the transaction of its cause, to queue a mail that commits with it.
  /** Told of a new reseller account (the welcome mail). */
  onRegistered?: (tx: DbExecutor, user: SessionUser) => Promise<void>;
  /** Told that someone tried to register an email that already has an account (the owner's mail). */
  onRegisteredAgain?: (tx: DbExecutor, email: string) => Promise<void>;
  /** Told of a console sign-in from a browser the account has not signed in from (a mail to it). */
  onNewConsoleDevice?: (tx: DbExecutor, user: SessionUser, origin: SessionOrigin) => Promise<void>;
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

  async function signIn(row: UserRow, device: SignInDevice): Promise<SignedIn> {
    // Opportunistic clean-up: sign-ins are frequent enough to keep the table small, rare enough to be cheap.
    await sessionStore.deleteExpired();
    const user = toSessionUser(row);
    const deviceId =
      device.deviceId && DEVICE_ID.test(device.deviceId)
        ? device.deviceId
        : randomBytes(32).toString('base64url');
    if (user.role === 'admin') {
      // Known devices are markers in the limits' table, which keeps only a digest of the subject.
      const mark = `${user.id}:${deviceId}`;
      const known = (await limits.peek(SIGN_IN_DEVICE_RULE, mark)).hits > 0;
      if (!known) {
        await limits.hit(SIGN_IN_DEVICE_RULE, mark);
        await options.onNewConsoleDevice?.(db, user, device);
      }
    }
    const awaitingSecondFactor = row.totpEnabledAt !== null;
    const session = await sessionStore.create(row.id, device, { awaitingSecondFactor });
    return { user, session, deviceId, awaitingSecondFactor };
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
    async login({ email, password }: LoginInput, device: SignInDevice): Promise<SignedIn> {
      const attempt = await signInLimits.admit(email, device.clientAddress);
      const row = await findUserRow(db, email);
      const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()));
      if (!row || !matches) throw new ServiceError('unauthenticated', INVALID_LOGIN);
      await attempt.succeeded();
      // Said only to someone who knows the password: a guesser learns nothing from it.
      if (row.disabledAt) throw new ServiceError('forbidden', ACCOUNT_DISABLED);
      return signIn(row, device);
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
     * whether that moved, and where it stands with two-step sign-in; null when the token has no
     * live session. Read once per request by the auth hook (api/guards.ts), for the API and the
     * pages alike.
     */
    async session(token: string) {
      const found = await sessionStore.find(token);
      return found
        ? {
            user: toSessionUser(found.user),
            expiresAt: found.expiresAt,
            extended: found.extended,
            awaitingSecondFactor: found.awaitingSecondFactor,
            secondFactorAt: found.secondFactorAt,
          }
        : null;
    },
  };
}
