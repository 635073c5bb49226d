// The alert_incidents rows: at most one open a channel (a unique index), so when several app
// processes find the same failures at once, exactly one opens the incident and tells the owner.
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AlertChannel } from '../../../core/failure-alerts';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { alertIncidents } from './tables';

export type IncidentRow = typeof alertIncidents.$inferSelect;

/** The open incidents, oldest first (the console's Today page). */
export function readOpenIncidents(db: DbExecutor): Promise<IncidentRow[]> {
  return db
    .select()
    .from(alertIncidents)
    .where(isNull(alertIncidents.resolvedAt))
    .orderBy(asc(alertIncidents.openedAt), asc(alertIncidents.id));
}

/** When the channel's last incident ended: failures from before then were told already. */
export async function lastResolvedAt(db: Database, channel: AlertChannel): Promise<Date | null> {
  const [row] = await db
    .select({ at: alertIncidents.resolvedAt })
    .from(alertIncidents)
    .where(and(eq(alertIncidents.channel, channel), isNotNull(alertIncidents.resolvedAt)))
    .orderBy(desc(alertIncidents.resolvedAt))
    .limit(1);
  return row?.at ?? null;
}

/** Opens the channel's incident; null when one is open already (another process was first). */
export async function openIncident(
  tx: DbExecutor,
  incident: { channel: AlertChannel; failures: number; lastFailureAt: Date; at: Date },
): Promise<IncidentRow | null> {
  const [row] = await tx
    .insert(alertIncidents)
    .values({
      channel: incident.channel,
      failures: incident.failures,
      lastFailureAt: incident.lastFailureAt,
      openedAt: incident.at,
    })
    .onConflictDoNothing({ target: alertIncidents.channel, where: isNull(alertIncidents.resolvedAt) })
    .returning();
  return row ?? null;
}

/** What the latest check counted on the channel's open incident. */
export async function updateOpenIncident(
  db: Database,
  channel: AlertChannel,
  counted: { failures: number; lastFailureAt: Date },
): Promise<void> {
  await db
    .update(alertIncidents)
    .set(counted)
    .where(and(eq(alertIncidents.channel, channel), isNull(alertIncidents.resolvedAt)));
}

/** Ends the channel's open incident; true when there was one. */
export async function resolveIncident(db: Database, channel: AlertChannel, at: Date): Promise<boolean> {
  const rows = await db
    .update(alertIncidents)
    .set({ resolvedAt: at })
    .where(and(eq(alertIncidents.channel, channel), isNull(alertIncidents.resolvedAt)))
    .returning({ id: alertIncidents.id });
  return rows.length > 0;
}
