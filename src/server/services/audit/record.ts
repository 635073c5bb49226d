// The activity log: who did what to which record, and what it was before and after. Written in
// the same transaction as the change it describes, so the log never claims a change that rolled
// back, nor misses one that committed.
import type { DbExecutor } from '../../db/executor';
import { auditEvents } from './tables';

export interface AuditEntry {
  /** The admin who acted; null for the shop's own processes (M-Pesa results, scheduled jobs). */
  actorUserId: number | null;
  /** `entity.verb`, e.g. 'order.status_changed', 'product.updated', 'mpesa_payment.success'. */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The fields the action changed, as they were and as they became. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Anything else the reader needs: an order number, a note, an amount. */
  details?: Record<string, unknown>;
}

/** Returns the entry's id. */
export async function recordAudit(db: DbExecutor, entry: AuditEntry): Promise<number> {
  const { before = null, after = null, details } = entry;
  const [row] = await db
    .insert(auditEvents)
    .values({
      actorUserId: entry.actorUserId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      details: { ...details, ...(before ? { before } : {}), ...(after ? { after } : {}) },
    })
    .returning({ id: auditEvents.id });
  return row!.id;
}
