// Unsubscribe links that work without signing in: `/unsubscribe?token={id}.{mac}`, where `id` is
// the newsletter subscription and `mac` an HMAC-SHA256 over that id and its address. No address
// travels in the link (nor, through it, into any log), no table keeps the tokens, and a changed
// id or mac is refused. Re-subscribing makes a new subscription, whose links are new.
//
// The key is made once per shop and kept in shop_documents: every app process on any machine
// signs and checks with it, and it outlives restarts (docs/decisions.md).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { newsletterSubscribers, shopDocuments } from '../../db/schema';

const KEY_DOCUMENT = 'secret.mail-links';
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

export function createUnsubscribeLinks(db: Database, publicUrl: string) {
  let key: Promise<Buffer> | null = null;
  // Read through the caller's transaction when there is one: the embedded database has one
  // connection, which that transaction holds.
  const loadKey = (executor: DbExecutor) => {
    key ??= readOrMakeKey(executor).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  const mac = async (subscription: Subscription, executor: DbExecutor = db) =>
    createHmac('sha256', await loadKey(executor))
      .update(`unsubscribe:${subscription.id}:${subscription.email}`)
      .digest('base64url');

  return {
    /**
     * Makes sure the key is stored, outside any transaction: a key first made inside one that
     * then rolled back would sign links no other process can check.
     */
    ready: async (): Promise<void> => {
      await loadKey(db);
    },

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

async function readOrMakeKey(db: DbExecutor): Promise<Buffer> {
  await db
    .insert(shopDocuments)
    .values({ key: KEY_DOCUMENT, value: { key: randomBytes(32).toString('base64url') }, version: 1 })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: shopDocuments.value })
    .from(shopDocuments)
    .where(eq(shopDocuments.key, KEY_DOCUMENT));
  return Buffer.from((row!.value as { key: string }).key, 'base64url');
}
