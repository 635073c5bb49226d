// The riders a shipment names: the one a drop is handed to (on, and kept from being switched off
// mid-hand-over by a share lock), and the names the shipments' views show.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { riders } from './tables';

export type RiderRow = typeof riders.$inferSelect;

/** The rider, if on; share-locked until the caller's transaction ends. */
export async function activeRider(tx: DbExecutor, id: number): Promise<RiderRow | null> {
  const [row] = await tx
    .select()
    .from(riders)
    .where(and(eq(riders.id, id), eq(riders.active, true)))
    .for('share');
  return row ?? null;
}

export async function ridersById(db: DbExecutor, ids: readonly number[]): Promise<Map<number, RiderRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(riders)
    .where(inArray(riders.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
