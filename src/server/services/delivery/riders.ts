// The shop's riders as the shipments that name them read them.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { riders } from './tables';

export type RiderRow = typeof riders.$inferSelect;

/**
 * The rider a shipment may be handed to now: switched on. Read with a share lock in the handing
 * transaction, so the owner's switching them off waits for the hand-over, not the other way round.
 */
export async function activeRider(tx: DbExecutor, id: number): Promise<RiderRow | null> {
  const [row] = await tx
    .select()
    .from(riders)
    .where(and(eq(riders.id, id), eq(riders.active, true)))
    .for('share');
  return row ?? null;
}

/** The riders these shipments name, by id: one query for a whole list. */
export async function ridersById(db: DbExecutor, ids: readonly number[]): Promise<Map<number, RiderRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(riders)
    .where(inArray(riders.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
