// What of an order is still at the shop to ship, size by size (units.ts's rule). The console's Ship
// form offers this much; ship.ts checks the same sum under the order's lock.
import type { OrderLineSnapshot } from '../../../core/order-lines';
import type { SizeToShip } from '../../../core/shipment-form';
import type { DbExecutor } from '../../db/executor';
import type { OrderUnits } from '../catalogue';
import { atShop, unitsAtShop, type UnitsAtShop } from './units';

const toSize = (unit: UnitsAtShop): SizeToShip => ({
  variantId: unit.variantId,
  name: unit.name,
  size: unit.size,
  left: unit.atShop,
});

/** Every size the order holds, in its order, with the units not yet in a parcel (0 when none). */
export function leftToShip(units: readonly OrderUnits[], away: ReadonlyMap<number, number>): SizeToShip[] {
  return atShop(units, away).map(toSize);
}

export async function unitsToShip(
  db: DbExecutor,
  order: { id: number; items: readonly OrderLineSnapshot[] },
): Promise<SizeToShip[]> {
  return (await unitsAtShop(db, order)).map(toSize);
}
