// What of an order is still at the shop to ship, size by size: the units it still owes (ordered,
// less those back in stock) less those away in parcels. The console's Ship form offers this much;
// ship.ts checks the same sum under the order's lock.
import type { DbExecutor } from '../../db/executor';
import { unitsOfOrder, type OrderUnits } from '../catalogue';
import type { OrderLineSnapshot } from '../../../core/order-lines';
import type { SizeToShip } from '../../../core/shipment-form';
import { shippedUnits } from './units';

/** Every size the order holds, in its order, with the units not yet in a parcel (0 when none). */
export function leftToShip(units: readonly OrderUnits[], away: ReadonlyMap<number, number>): SizeToShip[] {
  return units.map((unit) => ({
    variantId: unit.variantId,
    name: unit.name,
    size: unit.size,
    left: Math.max(0, unit.out - (away.get(unit.variantId) ?? 0)),
  }));
}

export async function unitsToShip(
  db: DbExecutor,
  order: { id: number; items: readonly OrderLineSnapshot[] },
): Promise<SizeToShip[]> {
  const [units, { away }] = await Promise.all([unitsOfOrder(db, order), shippedUnits(db, order.id)]);
  return leftToShip(units, away);
}
