// Unsubscribe links that work without signing in: `/unsubscribe?token={id}.{mac}`, where `id` is
// the newsletter subscription and `mac` an HMAC-SHA256 over that id and its address. No address
// travels in the link (nor, through it, into any log), no table keeps the tokens, and a changed
// id or mac is refused. Re-subscribing makes a new subscription, whose links are new.
//
// The key is the shop's link key (link-key.ts).
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { newsletterSubscribers } from './tables';
import { createLinkKey, type LinkKey } from './link-key';

const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

export interface Subscription {
  id: number;
  email: string;
}

export type TokenCheck =
  | { kind: 'valid'; subscription: Subscription }
  /** Well signed once, but the subscription is gone: already unsubscribed. */
  | { kind: 'gone' }
  | { kind: 'tampered' };

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;

export function createUnsubscribeLinks(db: Database, publicUrl: string, key: LinkKey = createLinkKey(db)) {
  const mac = (subscription: Subscription, executor: DbExecutor = db) =>
    key.sign(`unsubscribe:${subscription.id}:${subscription.email}`, executor);

  return {
    /**
     * Makes sure the key is stored, outside any transaction: a key first made inside one that
     * then rolled back would sign links no other process can check.
     */
    ready: key.ready,

    async token(subscription: Subscription, executor: DbExecutor = db): Promise<string> {
      return `${subscription.id}.${await mac(subscription, executor)}`;
    },

    /** The page a reader opens from the mail (it asks before unsubscribing). */
    async url(subscription: Subscription, executor: DbExecutor = db): Promise<string> {
      return `${publicUrl}/unsubscribe?token=${await this.token(subscription, executor)}`;
    },

    async check(token: string): Promise<TokenCheck> {
      const match = TOKEN.exec(token);
      if (!match) return { kind: 'tampered' };
      const [row] = await db
        .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, Number(match[1])));
      if (!row) return { kind: 'gone' };
      const expected = Buffer.from(await mac(row));
      const given = Buffer.from(match[2]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { kind: 'tampered' };
      return { kind: 'valid', subscription: row };
    },
  };
}
