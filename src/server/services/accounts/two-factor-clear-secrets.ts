// Secrets stored in clear before they were sealed are sealed at start (db/prepare-database.ts), so no
// clear secret outlives the first start of this version, nor reaches a backup taken after it.
// Reading stays tolerant of clear ones (a process of the older version still running beside this
// one may write one); the next start seals it.
import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from './tables';
import type { TwoFactorSecretBox } from './two-factor-secret-box';

/** Seals every clear secret; answers how many it sealed. */
export async function sealClearTwoFactorSecrets(db: Database, box: TwoFactorSecretBox): Promise<number> {
  const rows = await db
    .select({ id: users.id, secret: users.totpSecret })
    .from(users)
    .where(and(isNotNull(users.totpSecret), notLike(users.totpSecret, 'v%:%')));
  let sealed = 0;
  for (const { id, secret } of rows) {
    if (!secret || box.isSealed(secret)) continue;
    // Only if it is still that clear secret: a set-up begun meanwhile is left as it was written.
    const changed = await db
      .update(users)
      .set({ totpSecret: box.seal(secret) })
      .where(and(eq(users.id, id), eq(users.totpSecret, secret)))
      .returning({ id: users.id });
    sealed += changed.length;
  }
  return sealed;
}
