// What every new password does, however it was chosen (a reset link, the account page): the hash
// changes, every other session ends, and every one-time link still out for the account is retired,
// so a stolen session or an old mail stops working the moment the owner acts.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { passwordResetLinks, sessions, signInLinks, users } from './tables';
import { recordAudit } from '../audit';
import { hashSessionToken } from './sessions';

export interface PasswordSet {
  userId: number;
  passwordHash: string;
  /** The session that chose it stays signed in; every other one ends. */
  keepSessionToken?: string;
  action: 'user.password_reset' | 'user.password_changed';
}

/** The audit entry it wrote (a mail about it is keyed by it) and how many sessions it ended. */
export async function setPassword(
  tx: DbExecutor,
  change: PasswordSet,
): Promise<{ auditId: number; sessionsEnded: number }> {
  const now = new Date();
  await tx
    .update(users)
    .set({ passwordHash: change.passwordHash, updatedAt: now })
    .where(eq(users.id, change.userId));
  const kept = change.keepSessionToken ? hashSessionToken(change.keepSessionToken) : null;
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, change.userId), kept ? ne(sessions.tokenHash, kept) : undefined))
    .returning({ id: sessions.id });
  for (const links of [passwordResetLinks, signInLinks]) {
    await tx
      .update(links)
      .set({ usedAt: now })
      .where(and(eq(links.userId, change.userId), isNull(links.usedAt)));
  }
  const auditId = await recordAudit(tx, {
    actorUserId: change.userId,
    action: change.action,
    entityType: 'user',
    entityId: change.userId,
    details: { sessionsEnded: ended.length },
  });
  return { auditId, sessionsEnded: ended.length };
}
