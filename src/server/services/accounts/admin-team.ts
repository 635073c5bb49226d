// An owner's hold over the console's members: sign one out everywhere, disable or enable the
// account, make them owner or staff. The shop always keeps one working owner: the check and the
// change are one transaction over the team's rows, locked, so two owners demoting each other at
// once cannot both succeed.
import { asc, eq } from 'drizzle-orm';
import { OWNERS_ONLY, type ConsoleRole } from '../../../core/console-permissions';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { recoveryCodes, sessions, users } from './tables';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import type { SessionUser } from './users';

const NOT_A_MEMBER = 'No console member has this id';
export const LAST_OWNER =
  'The shop needs at least one owner who can sign in. Make someone else an owner first.';
const NOT_YOURSELF = 'You cannot do this to your own account. Ask another owner.';

/**
 * Locks every console member's row, in id order, and returns `id`'s. One order for every change
 * means two owners acting on each other at once queue up instead of deadlocking, and the second
 * sees the first's change when it counts the owners.
 */
async function lockTeam(tx: DbExecutor, actor: SessionUser, id: number) {
  const team = await tx
    .select()
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  // Checked again under the lock: an owner demoted a moment ago acts no more.
  const acting = team.find((row) => row.id === actor.id);
  if (acting?.consoleRole !== 'owner' || acting.disabledAt !== null) {
    throw new ServiceError('forbidden', OWNERS_ONLY);
  }
  const member = team.find((row) => row.id === id);
  if (!member) throw new ServiceError('not_found', NOT_A_MEMBER);
  return { member, team };
}

/** Refuses a change that would leave no enabled owner but `memberId`. */
function keepAnOwner(team: (typeof users.$inferSelect)[], memberId: number) {
  const others = team.filter(
    (row) => row.id !== memberId && row.consoleRole === 'owner' && row.disabledAt === null,
  );
  if (others.length === 0) throw new ServiceError('conflict', LAST_OWNER);
}

async function endSessions(tx: DbExecutor, userId: number): Promise<number> {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

export type AdminTeamService = ReturnType<typeof createAdminTeamService>;

export function createAdminTeamService(db: Database) {
  return {
    async signOutEverywhere(actor: SessionUser, memberId: number): Promise<{ sessionsEnded: number }> {
      return db.transaction(async (tx) => {
        await lockTeam(tx, actor, memberId);
        const sessionsEnded = await endSessions(tx, memberId);
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'user.signed_out_everywhere',
          entityType: 'user',
          entityId: memberId,
          details: { sessionsEnded },
        });
        return { sessionsEnded };
      });
    },

    /** Disabled: signed out now, and refused at sign-in until enabled again. */
    async setDisabled(actor: SessionUser, memberId: number, disabled: boolean): Promise<void> {
      if (memberId === actor.id) throw new ServiceError('conflict', NOT_YOURSELF);
      await db.transaction(async (tx) => {
        const { member, team } = await lockTeam(tx, actor, memberId);
        if (disabled === (member.disabledAt !== null)) return;
        if (disabled && member.consoleRole === 'owner') keepAnOwner(team, memberId);
        await tx
          .update(users)
          .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
          .where(eq(users.id, memberId));
        const sessionsEnded = disabled ? await endSessions(tx, memberId) : 0;
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: disabled ? 'user.disabled' : 'user.enabled',
          entityType: 'user',
          entityId: memberId,
          details: disabled ? { sessionsEnded } : {},
        });
      });
    },

    /**
     * A member who lost both phone and recovery codes: their two-step sign-in is cleared and every
     * session ends, so the next sign-in (password alone) sets it up again if the shop requires it.
     */
    async resetTwoFactor(actor: SessionUser, memberId: number): Promise<{ sessionsEnded: number }> {
      if (memberId === actor.id) throw new ServiceError('conflict', NOT_YOURSELF);
      return db.transaction(async (tx) => {
        const { member } = await lockTeam(tx, actor, memberId);
        if (!member.totpEnabledAt && !member.totpSecret) {
          throw new ServiceError('conflict', 'This member has no two-step sign-in to reset.');
        }
        await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
          .where(eq(users.id, memberId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, memberId));
        const sessionsEnded = await endSessions(tx, memberId);
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'user.two_factor_reset',
          entityType: 'user',
          entityId: memberId,
          details: { sessionsEnded },
        });
        return { sessionsEnded };
      });
    },

    async changeRole(actor: SessionUser, memberId: number, role: ConsoleRole): Promise<void> {
      if (memberId === actor.id) throw new ServiceError('conflict', NOT_YOURSELF);
      await db.transaction(async (tx) => {
        const { member, team } = await lockTeam(tx, actor, memberId);
        if (member.consoleRole === role) return;
        if (member.consoleRole === 'owner') keepAnOwner(team, memberId);
        await tx
          .update(users)
          .set({ consoleRole: role, updatedAt: new Date() })
          .where(eq(users.id, memberId));
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'user.console_role_changed',
          entityType: 'user',
          entityId: memberId,
          before: { role: member.consoleRole },
          after: { role },
        });
      });
    },
  };
}
