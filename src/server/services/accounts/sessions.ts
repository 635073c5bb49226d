import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

/** Name of the httpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'shop_session';
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = SESSION_DAYS * DAY_MS;
// Sliding expiry without a write on every request: the end moves only once it is a day stale.
const EXTEND_AFTER_MS = DAY_MS;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type UserRow = typeof users.$inferSelect;

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
}

/** A session token as the sessions table keeps it. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionsService = ReturnType<typeof createSessionsService>;

export function createSessionsService(db: Database, now: () => Date = () => new Date()) {
  return {
    async create(userId: number): Promise<NewSession> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + SESSION_LIFETIME_MS);
      await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId, expiresAt });
      return { token, expiresAt };
    },

    /** The live session of a token with its user, sliding its expiry forward; null when none. */
    async find(token: string): Promise<FoundSession | null> {
      if (!TOKEN.test(token)) return null;
      const current = now();
      const [row] = await db
        .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, current)));
      if (!row) return null;
      const renewed = new Date(current.getTime() + SESSION_LIFETIME_MS);
      if (renewed.getTime() - row.expiresAt.getTime() < EXTEND_AFTER_MS) {
        return { user: row.user, expiresAt: row.expiresAt, extended: false };
      }
      await db.update(sessions).set({ expiresAt: renewed }).where(eq(sessions.id, row.sessionId));
      return { user: row.user, expiresAt: renewed, extended: true };
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
