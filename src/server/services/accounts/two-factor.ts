// Two-step sign-in for console accounts (TOTP, RFC 6238, through the otpauth library): set-up by QR
// code, ten recovery codes, the code after the password, and the fresh code that money and team
// changes ask for. Every check-then-use is one conditional UPDATE, so a code works once even when
// two processes are handed it at the same moment; wrong codes are counted like wrong passwords, per
// account across addresses (limits.ts). Secrets are stored sealed (two-factor-secret-box.ts).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, lt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  CODE_REFUSED,
  NOT_YOUR_PASSWORD,
  RECOVERY_CODE_COUNT,
  SETUP_FIRST,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_IS_REQUIRED,
  TWO_FACTOR_NOT_ON,
  recoveryCodesFrom,
  type SecondFactorCode,
} from '../../../core/two-factor';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { recoveryCodes, sessions, users } from './tables';
import { verifyPassword } from '../../lib/password';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import { readBrand } from '../settings';
import type { RateLimits } from '../limits';
import { createSignInLimits } from './limits';
import { createTwoFactorPolicy } from './two-factor-policy';
import { createTwoFactorSecretBox } from './two-factor-secret-box';
import { SESSION_LIFETIME_MS, hashSessionToken, type NewSession } from './sessions';
import { toSessionUser, type SessionUser } from './users';

const PERIOD_SECONDS = 30;
// One step either side forgives a phone clock half a minute off, as RFC 6238 §5.2 recommends.
const WINDOW = 1;

export interface TwoFactorOptions {
  limits: RateLimits;
  /** Seals the TOTP secrets kept in the database (two-factor-key.ts). */
  key: Buffer;
  /** Told that an account turned two-step sign-in off, or used a recovery code (a mail to it). */
  onTwoFactorEvent?: (
    tx: DbExecutor,
    user: SessionUser,
    event: TwoFactorEvent,
    auditId: number,
  ) => Promise<void>;
}

export type TwoFactorEvent = 'enabled' | 'disabled' | 'recovery_code_used';

export interface TwoFactorSetup {
  /** Base32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// address the QR code carries. */
  otpauthUrl: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  /** A set-up begun and not yet confirmed with a code. */
  setup: TwoFactorSetup | null;
  recoveryCodesLeft: number;
  /** The shop asks every console member for it (an owner's choice). */
  requiredByShop: boolean;
}

export interface SecondFactorPassed {
  user: SessionUser;
  /** The session now signed in; its expiry moved when the code completed a sign-in. */
  session: NewSession;
  /** True when the code finished a sign-in, false when it confirmed a signed-in session (step-up). */
  signedIn: boolean;
}

const digest = (code: string) => createHash('sha256').update(code).digest('hex');

/** `issuer` is the shop's name an authenticator app lists the code under; checking a code ignores it. */
function totpOf(secret: string, label: string, issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a right code belongs to, or null when the code is wrong. */
function matchingStep(secret: string, label: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, label).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

export function createTwoFactor(db: Database, options: TwoFactorOptions, now: () => Date = () => new Date()) {
  const signInLimits = createSignInLimits(options.limits);
  const policy = createTwoFactorPolicy(db);
  const box = createTwoFactorSecretBox(options.key);

  async function userRow(executor: DbExecutor, userId: number) {
    const [row] = await executor.select().from(users).where(eq(users.id, userId));
    if (!row) throw new ServiceError('not_found', 'No such account');
    return row;
  }

  /** Marks a code's step as used; false when it (or a later one) was used already. */
  async function spendStep(tx: DbExecutor, userId: number, step: number): Promise<boolean> {
    const spent = await tx
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return spent.length > 0;
  }

  async function replaceRecoveryCodes(tx: DbExecutor, userId: number): Promise<string[]> {
    const codes = recoveryCodesFrom(randomBytes(RECOVERY_CODE_COUNT * 10));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: digest(code) })));
    return codes;
  }

  async function audit(
    tx: DbExecutor,
    user: SessionUser,
    action: string,
    details: Record<string, unknown> = {},
  ) {
    return recordAudit(tx, { actorUserId: user.id, action, entityType: 'user', entityId: user.id, details });
  }

  const issuer = async () => (await readBrand(db)).shopName;

  return {
    async twoFactorStatus(userId: number): Promise<TwoFactorStatus> {
      const row = await userRow(db, userId);
      const [left] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      const pending = !row.totpEnabledAt && row.totpSecret ? box.open(row.totpSecret) : null;
      return {
        enabled: row.totpEnabledAt !== null,
        enabledAt: row.totpEnabledAt,
        setup: pending
          ? { secret: pending, otpauthUrl: totpOf(pending, row.email, await issuer()).toString() }
          : null,
        recoveryCodesLeft: row.totpEnabledAt ? (left?.count ?? 0) : 0,
        requiredByShop: await policy.required(),
      };
    },

    /**
     * A new secret to scan; replaces a set-up begun before. Refused once two-step sign-in is on. The
     * account's password is asked first, counted like a sign-in guess (limits.ts).
     */
    async beginTwoFactorSetup(
      user: SessionUser,
      password: string,
      clientAddress: string,
    ): Promise<TwoFactorSetup> {
      const attempt = await signInLimits.admit(user.email, clientAddress);
      const row = await userRow(db, user.id);
      if (!(await verifyPassword(password, row.passwordHash))) {
        throw new ServiceError('unauthenticated', NOT_YOUR_PASSWORD, { password: NOT_YOUR_PASSWORD });
      }
      await attempt.succeeded();
      const secret = new Secret({ size: 20 }).base32;
      const begun = await db
        .update(users)
        .set({ totpSecret: box.seal(secret), updatedAt: now() })
        .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      if (begun.length === 0) throw new ServiceError('conflict', TWO_FACTOR_ALREADY_ON);
      return { secret, otpauthUrl: totpOf(secret, user.email, await issuer()).toString() };
    },

    /**
     * Turns two-step sign-in on with a first right code; answers the ten recovery codes, shown this
     * once. The session that confirmed counts as having just given a code.
     */
    async confirmTwoFactorSetup(
      user: SessionUser,
      code: string,
      session: { token: string; clientAddress: string },
    ): Promise<string[]> {
      const attempt = await signInLimits.admit(user.email, session.clientAddress);
      const row = await userRow(db, user.id);
      if (row.totpEnabledAt) throw new ServiceError('conflict', TWO_FACTOR_ALREADY_ON);
      if (!row.totpSecret)
        throw new ServiceError('conflict', 'Start the set-up first: it shows a QR code to scan.');
      const step = matchingStep(box.open(row.totpSecret), row.email, code, now());
      if (step === null) throw new ServiceError('invalid', CODE_REFUSED, { code: CODE_REFUSED });
      const codes = await db.transaction(async (tx) => {
        const turnedOn = await tx
          .update(users)
          .set({ totpEnabledAt: now(), totpLastStep: step, updatedAt: now() })
          .where(
            and(eq(users.id, user.id), isNull(users.totpEnabledAt), eq(users.totpSecret, row.totpSecret!)),
          )
          .returning({ id: users.id });
        if (turnedOn.length === 0)
          throw new ServiceError('conflict', 'The set-up changed meanwhile. Scan the new code.');
        const fresh = await replaceRecoveryCodes(tx, user.id);
        await tx
          .update(sessions)
          .set({ secondFactorAt: now() })
          .where(eq(sessions.tokenHash, hashSessionToken(session.token)));
        const auditId = await audit(tx, user, 'user.two_factor_enabled');
        await options.onTwoFactorEvent?.(tx, user, 'enabled', auditId);
        return fresh;
      });
      await attempt.succeeded();
      return codes;
    },

    /**
     * A code after the password (the session was waiting for it: it is signed in now, for the
     * usual 30 days) or from a signed-in session asked to confirm it is its owner (step-up).
     */
    async passSecondFactor(
      token: string,
      typed: SecondFactorCode,
      clientAddress: string,
    ): Promise<SecondFactorPassed> {
      const current = now();
      const [found] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, current)));
      if (!found || found.user.disabledAt)
        throw new ServiceError('unauthenticated', 'Please sign in to continue');
      const { session, user: row } = found;
      if (!row.totpEnabledAt || !row.totpSecret) throw new ServiceError('conflict', TWO_FACTOR_NOT_ON);
      // Opened before the guess is counted: a shop with the wrong key says so, and counts nothing.
      // Recovery codes are digests, not sealed: they still sign in while the key is wrong.
      const secret = typed.kind === 'totp' ? box.open(row.totpSecret) : null;
      const attempt = await signInLimits.admitCode(row.email, clientAddress);
      const user = toSessionUser(row);

      const passed = await db.transaction(async (tx) => {
        if (typed.kind === 'totp') {
          const step = matchingStep(secret!, row.email, typed.code, current);
          return step !== null && (await spendStep(tx, row.id, step));
        }
        const used = await tx
          .update(recoveryCodes)
          .set({ usedAt: current })
          .where(
            and(
              eq(recoveryCodes.userId, row.id),
              eq(recoveryCodes.codeHash, digest(typed.code)),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ id: recoveryCodes.id });
        if (used.length === 0) return false;
        const auditId = await audit(tx, user, 'user.recovery_code_used');
        await options.onTwoFactorEvent?.(tx, user, 'recovery_code_used', auditId);
        return true;
      });
      if (!passed) throw new ServiceError('invalid', CODE_REFUSED, { code: CODE_REFUSED });
      await attempt.succeeded();

      const signedIn = session.awaitingSecondFactor;
      const expiresAt = signedIn ? new Date(current.getTime() + SESSION_LIFETIME_MS) : session.expiresAt;
      await db
        .update(sessions)
        .set({ awaitingSecondFactor: false, secondFactorAt: current, expiresAt, lastSeenAt: current })
        .where(eq(sessions.id, session.id));
      return { user, session: { token, expiresAt }, signedIn };
    },

    /** Ten new recovery codes; the old ones stop working. Asked with a fresh code (step-up). */
    async replaceRecoveryCodes(user: SessionUser): Promise<string[]> {
      return db.transaction(async (tx) => {
        const row = await userRow(tx, user.id);
        if (!row.totpEnabledAt) throw new ServiceError('conflict', TWO_FACTOR_NOT_ON);
        const codes = await replaceRecoveryCodes(tx, user.id);
        await audit(tx, user, 'user.recovery_codes_replaced');
        return codes;
      });
    },

    /** Turns two-step sign-in off, unless the shop requires it. Asked with a fresh code (step-up). */
    async turnOffTwoFactor(user: SessionUser): Promise<void> {
      if (await policy.required()) throw new ServiceError('conflict', TWO_FACTOR_IS_REQUIRED);
      await db.transaction(async (tx) => {
        const off = await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now() })
          .where(and(eq(users.id, user.id), sql`${users.totpEnabledAt} is not null`))
          .returning({ id: users.id });
        if (off.length === 0) throw new ServiceError('conflict', TWO_FACTOR_NOT_ON);
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        const auditId = await audit(tx, user, 'user.two_factor_disabled');
        await options.onTwoFactorEvent?.(tx, user, 'disabled', auditId);
      });
    },

    /** Whether the shop asks every console member for two-step sign-in. */
    twoFactorRequired: () => policy.required(),

    /** An owner's choice; they must have it on themselves before asking it of everyone. */
    async requireTwoFactor(owner: SessionUser, required: boolean): Promise<void> {
      if (required && !(await userRow(db, owner.id)).totpEnabledAt) {
        throw new ServiceError('conflict', SETUP_FIRST);
      }
      await policy.set(required, owner.id);
    },
  };
}
