// Which of an order's units are in parcels away from the shop, size by size, and how many of those
// were delivered: what may still ship, what a refund may put back in stock, and where the order stands.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { OrderLineSnapshot } from '../../../core/order-lines';
import type { DbExecutor } from '../../db/executor';
import { unitsOfOrder, type OrderUnits } from '../catalogue';
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

/** One size of an order with the units away in parcels and those still at the shop. */
export interface UnitsAtShop extends OrderUnits {
  away: number;
  /** Still owed (not back in stock) and not in a parcel away: what may ship, or go back on the shelf. */
  atShop: number;
}

/** The one rule for what is at the shop: the units still owed, less those away in parcels. */
export function atShop(units: readonly OrderUnits[], away: ReadonlyMap<number, number>): UnitsAtShop[] {
  return units.map((unit) => {
    const inParcels = away.get(unit.variantId) ?? 0;
    return { ...unit, away: inParcels, atShop: Math.max(0, unit.out - inParcels) };
  });
}

/** Each size of the order as it stands now: what shipping, the Ship form and refunds' restock read. */
export async function unitsAtShop(
  db: DbExecutor,
  order: { id: number; items: readonly OrderLineSnapshot[] },
): Promise<UnitsAtShop[]> {
  const [units, { away }] = await Promise.all([unitsOfOrder(db, order), shippedUnits(db, order.id)]);
  return atShop(units, away);
}
