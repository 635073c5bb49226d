// The pickup points as the checkout, the order and the API see them.
import { and, eq, inArray } from 'drizzle-orm';
import type { PublicPickupPoint } from '../../../core/pickup-point';
import type { DbExecutor } from '../../db/executor';
import { pickupPoints } from './tables';

export type PickupPointRow = typeof pickupPoints.$inferSelect;

/** A point as shoppers see it (GET /api/pickup-points): no phone, no switch. */
export function toPublicPickupPoint(row: PickupPointRow): PublicPickupPoint {
  const { id, name, town, area, address, hours, feeCents } = row;
  return { id, name, town, area, address, hours, feeKes: feeCents / 100 };
}

/**
 * The point an order may name now: active and serving its area. Read in the placing transaction
 * with a share lock, so the owner's switching it off waits for the order, not the other way round.
 */
export async function activePickupPointIn(
  tx: DbExecutor,
  id: number,
  area: string,
): Promise<PickupPointRow | null> {
  const [row] = await tx
    .select()
    .from(pickupPoints)
    .where(and(eq(pickupPoints.id, id), eq(pickupPoints.area, area), eq(pickupPoints.active, true)))
    .for('share');
  return row ?? null;
}

/** The points these orders name, by id: one query for a whole list. */
export async function pickupPointsById(
  db: DbExecutor,
  ids: readonly number[],
): Promise<Map<number, PickupPointRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pickupPoints)
    .where(inArray(pickupPoints.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
