// What fulfilment asks of the order its parcels leave from: the order locked by its number while a
// shipment of it changes, and the count of its units away, which keeps it from being cancelled
// (transition.ts) while they are out.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { normaliseOrderNumber } from '../../../core/order-number';
import type { DbExecutor } from '../../db/executor';
import { toOrder, type Order } from './model';
import { orders } from './tables';
import { lockOrder } from './transition';

/** The order, locked until the caller's transaction ends: shipments of one order queue on it. */
export function lockOrderToShip(tx: DbExecutor, orderNumber: string): Promise<Order | null> {
  return lockOrder(tx, eq(orders.orderNumber, normaliseOrderNumber(orderNumber)));
}

/** By id, locked as lockOrderToShip locks: a shipment's changes start from the shipment. */
export function lockOrderOfShipment(tx: DbExecutor, orderId: number): Promise<Order | null> {
  return lockOrder(tx, eq(orders.id, orderId));
}

/** Writes the units away from the shop, counted by the caller under the order's lock. */
export async function recordUnitsShipped(tx: DbExecutor, orderId: number, units: number): Promise<void> {
  await tx.update(orders).set({ unitsShipped: units }).where(eq(orders.id, orderId));
}

/** The order a shipment is of, unlocked: the rider's page reads it. */
export async function orderOfShipment(db: DbExecutor, orderId: number): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ? toOrder(row) : null;
}

/** The pickup point each of these orders is collected from, by order id; orders without one are absent. */
export async function pickupPointIdsOf(
  db: DbExecutor,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, pointId: orders.pickupPointId })
    .from(orders)
    .where(and(inArray(orders.id, [...new Set(orderIds)]), isNotNull(orders.pickupPointId)));
  return new Map(rows.map((row) => [row.id, row.pointId!]));
}
