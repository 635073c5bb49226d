// The key that signs the links in the shop's mails and texts (unsubscribe links), made once per shop
// and kept among the settings' documents (services/settings): every app process on any machine
// signs and checks with it, and it outlives restarts (docs/decisions.md).
import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { readOrStoreDocument } from '../settings';

const KEY_DOCUMENT = 'secret.mail-links';

export type LinkKey = ReturnType<typeof createLinkKey>;

export function createLinkKey(db: Database) {
  let key: Promise<Buffer> | null = null;
  // Read through the caller's transaction when there is one: the embedded database has one
  // connection, which that transaction holds.
  const load = (executor: DbExecutor) => {
    key ??= readOrMakeKey(executor).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  return {
    /**
     * Makes sure the key is stored, outside any transaction: a key first made inside one that
     * then rolled back would sign links no other process can check.
     */
    ready: async (): Promise<void> => {
      await load(db);
    },

    /** HMAC-SHA256 of `text`, base64url. */
    async sign(text: string, executor: DbExecutor = db): Promise<string> {
      return createHmac('sha256', await load(executor))
        .update(text)
        .digest('base64url');
    },
  };
}

async function readOrMakeKey(db: DbExecutor): Promise<Buffer> {
  const stored = await readOrStoreDocument(db, KEY_DOCUMENT, { key: randomBytes(32).toString('base64url') });
  return Buffer.from((stored as { key: string }).key, 'base64url');
}
