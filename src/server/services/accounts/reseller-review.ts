// The owner's review of reseller applications: the lists by standing, and approving or refusing
// an account, which signs a refused reseller out everywhere and mails an approved one.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { pageOffset, PAGE_SIZE, type Paged } from '../../../core/paging';
import type { Role } from '../../../core/roles';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { sessions, users } from './tables';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import { toSessionUser, type SessionUser } from './users';

export type ResellerStatus = 'pending' | 'approved' | 'rejected' | 'all';

export interface ResellerReviewOptions {
  /** Told that a reseller is approved (the approval mail), in the approval's transaction; `auditId` names it. */
  onResellerApproved?: (tx: DbExecutor, user: SessionUser, auditId: number) => Promise<void>;
}

const STATUS_FILTER: Record<ResellerStatus, SQL | undefined> = {
  pending: and(eq(users.role, 'reseller'), eq(users.isApproved, false)),
  approved: and(eq(users.role, 'reseller'), eq(users.isApproved, true)),
  rejected: eq(users.role, 'rejected'),
  all: inArray(users.role, ['reseller', 'rejected']),
};

export function createResellerReview(db: Database, options: ResellerReviewOptions = {}) {
  async function setRole(
    adminId: number,
    userId: number,
    change: { role: Role; isApproved: boolean },
    action: string,
  ): Promise<SessionUser> {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), inArray(users.role, ['reseller', 'rejected'])))
        .for('update');
      if (!current) throw new ServiceError('not_found', 'Reseller not found');
      const [row] = await tx
        .update(users)
        .set({ ...change, approvedAt: change.isApproved ? new Date() : null, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      // A refused reseller is signed out everywhere at once, not when their session ends.
      if (!change.isApproved) await tx.delete(sessions).where(eq(sessions.userId, userId));
      const auditId = await recordAudit(tx, {
        actorUserId: adminId,
        action,
        entityType: 'user',
        entityId: userId,
        before: { role: current.role, isApproved: current.isApproved },
        after: { role: row!.role, isApproved: row!.isApproved },
        // The activity log names the account even if it is renamed later.
        details: { email: current.email },
      });
      const user = toSessionUser(row!);
      const wasApproved = current.role === 'reseller' && current.isApproved;
      if (user.isApproved && !wasApproved) await options.onResellerApproved?.(tx, user, auditId);
      return user;
    });
  }

  return {
    async listResellers(status: ResellerStatus): Promise<SessionUser[]> {
      const rows = await db
        .select()
        .from(users)
        .where(STATUS_FILTER[status])
        .orderBy(desc(users.createdAt), desc(users.id));
      return rows.map(toSessionUser);
    },

    /**
     * One page of resellers of a status for the console: pending ones oldest first (the queue in
     * the order they applied), the others newest first. The role and approval filter is indexed.
     */
    async listResellersPage(
      status: Exclude<ResellerStatus, 'all'>,
      page: number,
    ): Promise<Paged<SessionUser>> {
      const order = status === 'pending' ? [asc(users.id)] : [desc(users.createdAt), desc(users.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(STATUS_FILTER[status])
          .orderBy(...order)
          .limit(PAGE_SIZE)
          .offset(pageOffset(page)),
        db.select({ n: count() }).from(users).where(STATUS_FILTER[status]),
      ]);
      return { rows: rows.map(toSessionUser), page, pageSize: PAGE_SIZE, total: Number(total?.n ?? 0) };
    },

    /** A reseller's account (any standing) for the console; null for an unknown id or an admin. */
    async findReseller(userId: number): Promise<SessionUser | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), STATUS_FILTER.all));
      return row ? toSessionUser(row) : null;
    },

    /** Applications awaiting a decision, for the console's Today page and the Resellers tab. */
    async countPendingResellers(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(STATUS_FILTER.pending);
      return Number(row?.n ?? 0);
    },

    approveReseller(adminId: number, userId: number) {
      return setRole(adminId, userId, { role: 'reseller', isApproved: true }, 'reseller.approved');
    },

    /** Refuses an application or withdraws an approval; the account stays for its order history. */
    rejectReseller(adminId: number, userId: number) {
      return setRole(adminId, userId, { role: 'rejected', isApproved: false }, 'reseller.rejected');
    },
  };
}
