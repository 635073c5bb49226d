// The pickup point an order names, read through the delivery domain's door: one query for one
// order's messages or page, one for a whole list.
import type { OrderPickupPoint } from '../../../core/order-delivery';
import type { DbExecutor } from '../../db/executor';
import { pickupPointsById, type PickupPointRow } from '../delivery';

function toOrderPickupPoint({ id, name, town, address, hours }: PickupPointRow): OrderPickupPoint {
  return { id, name, town, address, hours };
}

/** The order's point (switched off since or not, it is where the customer collects); null for other methods. */
export async function pickupPointOf(
  db: DbExecutor,
  order: { pickupPointId: number | null },
): Promise<OrderPickupPoint | null> {
  if (order.pickupPointId === null) return null;
  const row = (await pickupPointsById(db, [order.pickupPointId])).get(order.pickupPointId);
  return row ? toOrderPickupPoint(row) : null;
}

/** The points these orders name, by id. */
export async function pickupPointsOf(
  db: DbExecutor,
  list: readonly { pickupPointId: number | null }[],
): Promise<Map<number, OrderPickupPoint>> {
  const ids = list.flatMap((order) => (order.pickupPointId === null ? [] : [order.pickupPointId]));
  const rows = await pickupPointsById(db, ids);
  return new Map([...rows].map(([id, row]) => [id, toOrderPickupPoint(row)]));
}
