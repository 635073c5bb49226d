// Fixed-window counters in PostgreSQL, shared by every app process (DESIGN.md §8). A hit is one
// atomic upsert: the row lock that INSERT ... ON CONFLICT takes serialises concurrent hits on one
// key, so twelve parallel attempts count as twelve, in one process or in ten. The database's clock
// decides when a window ends, so processes on machines with skewed clocks still agree.
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { rateLimitCounters } from './tables';
import { RateLimitedError } from '../errors';

export interface RateLimitRule {
  /** Names the limit in its keys; two rules never share counters. */
  name: string;
  max: number;
  windowMs: number;
}

export interface LimitCheck {
  /** False once this hit went over the rule's max. */
  allowed: boolean;
  hits: number;
  /** Whole seconds until the window ends (at least 1), for Retry-After. */
  retryAfterSeconds: number;
}

export type RateLimits = ReturnType<typeof createRateLimits>;

export function createRateLimits(db: Database) {
  const limits = {
    /**
     * Counts one hit for `subject` under `rule` and says whether it is still within the limit; in
     * the caller's transaction when given one, so the hit counts only if the transaction commits.
     */
    async hit(rule: RateLimitRule, subject: string, executor: DbExecutor = db): Promise<LimitCheck> {
      const windowEnds = sql`now() + ${rule.windowMs} * interval '1 millisecond'`;
      const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
      const [row] = await executor
        .insert(rateLimitCounters)
        .values({ key: rateLimitKey(rule, subject), hits: 1, windowEndsAt: windowEnds })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
          },
        })
        .returning({
          hits: rateLimitCounters.hits,
          msLeft: msLeft(),
        });
      return toCheck(rule, row!.hits, Number(row!.msLeft));
    },

    /** The current count without adding to it (a throttle checked before slow work). */
    async peek(rule: RateLimitRule, subject: string): Promise<LimitCheck> {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits, msLeft: msLeft() })
        .from(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.key, rateLimitKey(rule, subject)),
            gt(rateLimitCounters.windowEndsAt, sql`now()`),
          ),
        );
      return row ? toCheck(rule, row.hits, Number(row.msLeft)) : toCheck(rule, 0, 0);
    },

    /** Forgets a subject's count (a correct password clears the failures before it). */
    async reset(rule: RateLimitRule, subject: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, rateLimitKey(rule, subject)));
    },

    /**
     * Takes one hit back while its window lasts: an attempt that turned out not to count (refused
     * by another limit before any work, or a correct password).
     */
    async forgive(rule: RateLimitRule, subject: string): Promise<void> {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(
          and(
            eq(rateLimitCounters.key, rateLimitKey(rule, subject)),
            gt(rateLimitCounters.windowEndsAt, sql`now()`),
          ),
        );
    },

    /** Deletes ended windows; a periodic job keeps the table as small as the live limits. */
    async sweepExpired(): Promise<number> {
      const deleted = await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowEndsAt, sql`now()`))
        .returning({ key: rateLimitCounters.key });
      return deleted.length;
    },

    /** Counts one hit and throws RateLimitedError with `message` once the limit is passed. */
    async enforce(rule: RateLimitRule, subject: string, message: string): Promise<void> {
      const check = await limits.hit(rule, subject);
      if (!check.allowed) throw new RateLimitedError(message, check.retryAfterSeconds);
    },
  };
  return limits;
}

/**
 * Subjects are emails and client addresses: the table keeps only a digest of them, so the counters
 * hold no personal data.
 */
export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`;
}

function toCheck(rule: RateLimitRule, hits: number, msLeft: number): LimitCheck {
  return {
    allowed: hits <= rule.max,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

const msLeft = () =>
  sql<number>`greatest(0, extract(epoch from ${rateLimitCounters.windowEndsAt} - now()) * 1000)::float8`;
