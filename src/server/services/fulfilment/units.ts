// Which of an order's units are in parcels away from the shop, size by size, and how many of those
// were delivered: what may still ship, what a refund may put back in stock, and where the order stands.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { shipmentItems, shipments } from './tables';

export interface ShippedUnits {
  /** Units per size in parcels that hold units (not returned). */
  away: Map<number, number>;
  /** Units in delivered parcels. */
  delivered: number;
}

export async function shippedUnits(db: DbExecutor, orderId: number): Promise<ShippedUnits> {
  const rows = await db
    .select({
      variantId: shipmentItems.variantId,
      units: sql<number>`sum(${shipmentItems.quantity})::int`,
      delivered: sql<number>`sum(case when ${shipments.status} = 'delivered' then ${shipmentItems.quantity} else 0 end)::int`,
    })
    .from(shipmentItems)
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'returned')))
    .groupBy(shipmentItems.variantId);
  return {
    away: new Map(rows.map((row) => [row.variantId, Number(row.units)])),
    delivered: rows.reduce((sum, row) => sum + Number(row.delivered), 0),
  };
}

/** The units of each size a refund may put back in stock: not away in a parcel. */
export async function unitsAwayBySize(db: DbExecutor, orderId: number): Promise<Map<number, number>> {
  return (await shippedUnits(db, orderId)).away;
}
