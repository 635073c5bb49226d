import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { SECOND_FACTOR_WAIT_MS } from '../../../core/two-factor';
import type { Database } from '../../db/client';
import { sessions, users } from './tables';

/** Name of the httpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'shop_session';
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = SESSION_DAYS * DAY_MS;
// Sliding expiry without a write on every request: the end moves only once it is a day stale.
const EXTEND_AFTER_MS = DAY_MS;
/** A console session unused this long ends: a shared till or a lost phone is not signed in for a month. */
export const CONSOLE_IDLE_MS = 12 * 60 * 60 * 1000;
// "Last seen" is kept to within a few minutes, so an active session writes at most that often.
const SEEN_EVERY_MS = 5 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type UserRow = typeof users.$inferSelect;

/** Where a session was opened: shown in the account's session list, never logged. */
export interface SessionOrigin {
  userAgent: string;
  clientAddress: string;
}

export interface SessionSummary {
  id: number;
  userAgent: string;
  clientAddress: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session asking. */
  current: boolean;
}

export interface NewSession {
  /** Sent to the browser once; only its SHA-256 is stored. */
  token: string;
  expiresAt: Date;
}

export interface FoundSession {
  user: UserRow;
  expiresAt: Date;
  /** True when the expiry moved: the cookie should be sent again with the new end. */
  extended: boolean;
  /** The password was right and the account's code is still to come: not signed in yet. */
  awaitingSecondFactor: boolean;
  /** When this session last gave a two-step code, if ever. */
  secondFactorAt: Date | null;
}

/** A session token as the sessions table keeps it. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionsService = ReturnType<typeof createSessionsService>;

export function createSessionsService(db: Database, now: () => Date = () => new Date()) {
  return {
    /** A session; one `awaitingSecondFactor` lives only minutes, until its code is given. */
    async create(
      userId: number,
      origin: SessionOrigin,
      { awaitingSecondFactor = false }: { awaitingSecondFactor?: boolean } = {},
    ): Promise<NewSession> {
      const token = randomBytes(32).toString('base64url');
      const lifetime = awaitingSecondFactor ? SECOND_FACTOR_WAIT_MS : SESSION_LIFETIME_MS;
      const expiresAt = new Date(now().getTime() + lifetime);
      await db.insert(sessions).values({
        awaitingSecondFactor,
        tokenHash: hashSessionToken(token),
        userId,
        expiresAt,
        userAgent: origin.userAgent.slice(0, 500),
        clientAddress: origin.clientAddress.slice(0, 100),
        lastSeenAt: now(),
      });
      return { token, expiresAt };
    },

    /**
     * The live session of a token with its user, sliding its expiry forward; null when none, when
     * the account is disabled, or when a console session has been idle for 12 hours (it ends).
     */
    async find(token: string): Promise<FoundSession | null> {
      if (!TOKEN.test(token)) return null;
      const current = now();
      const [row] = await db
        .select({
          sessionId: sessions.id,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          awaitingSecondFactor: sessions.awaitingSecondFactor,
          secondFactorAt: sessions.secondFactorAt,
          user: users,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, current)));
      if (!row) return null;
      const idle = current.getTime() - row.lastSeenAt.getTime();
      if (row.user.disabledAt || (row.user.role === 'admin' && idle > CONSOLE_IDLE_MS)) {
        await db.delete(sessions).where(eq(sessions.id, row.sessionId));
        return null;
      }
      const found = {
        user: row.user,
        awaitingSecondFactor: row.awaitingSecondFactor,
        secondFactorAt: row.secondFactorAt,
      };
      // A session waiting for its code keeps its few minutes: only the code makes it last.
      const renewed = new Date(current.getTime() + SESSION_LIFETIME_MS);
      const extend =
        !row.awaitingSecondFactor && renewed.getTime() - row.expiresAt.getTime() >= EXTEND_AFTER_MS;
      if (!extend && idle < SEEN_EVERY_MS) {
        return { ...found, expiresAt: row.expiresAt, extended: false };
      }
      await db
        .update(sessions)
        .set({ lastSeenAt: current, ...(extend ? { expiresAt: renewed } : {}) })
        .where(eq(sessions.id, row.sessionId));
      return { ...found, expiresAt: extend ? renewed : row.expiresAt, extended: extend };
    },

    /** An account's live sessions, most recently used first. */
    async list(userId: number, currentToken: string | null): Promise<SessionSummary[]> {
      const currentHash = currentToken && TOKEN.test(currentToken) ? hashSessionToken(currentToken) : null;
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            gt(sessions.expiresAt, now()),
            eq(sessions.awaitingSecondFactor, false),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.userAgent,
        clientAddress: row.clientAddress,
        createdAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
        current: row.tokenHash === currentHash,
      }));
    },

    /**
     * Ends one of an account's sessions: which browser it was and whether it was the one asking
     * (`currentToken`'s, so the caller drops its cookie too); null when the account has no such session.
     */
    async endOne(
      userId: number,
      sessionId: number,
      currentToken: string | null,
    ): Promise<{ userAgent: string; current: boolean } | null> {
      const [ended] = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ tokenHash: sessions.tokenHash, userAgent: sessions.userAgent });
      if (!ended) return null;
      const current =
        currentToken !== null &&
        TOKEN.test(currentToken) &&
        ended.tokenHash === hashSessionToken(currentToken);
      return { userAgent: ended.userAgent, current };
    },

    /** Signs an account out everywhere; returns how many sessions ended. */
    async endAll(userId: number): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return ended.length;
    },

    async end(token: string): Promise<void> {
      if (!TOKEN.test(token)) return;
      await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
    },

    /** Drops expired sessions; run opportunistically at each sign-in. */
    async deleteExpired(): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now()))
        .returning({ id: sessions.id });
      return deleted.length;
    },
  };
}
