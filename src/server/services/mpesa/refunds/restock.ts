// Which units a refund may put back in stock, checked when the owner asks for it: units of the
// order's own products, no more than are still out less those other pending refunds claim. The
// older `restock: true` asks for all of those. The success checks again under the order's lock
// (catalogue/stock-returns.ts), so what this lets through can never put a unit back twice.
import { and, eq } from 'drizzle-orm';
import { lineTitle } from '../../../../core/line-title';
import type { RefundRequest } from '../../../../core/refund-schema';
import type { DbExecutor } from '../../../db/executor';
import type { OrderLineSnapshot } from '../../../../core/order-lines';
import { refunds } from '../tables';
import { refuseLines, ServiceError } from '../../errors';
import type { StockLine } from '../../catalogue';
import { unitsAtShop, type UnitsAtShop } from '../../fulfilment';

/** A product of the order, with the units a new refund may still put back. */
export interface RestockableUnits extends Omit<UnitsAtShop, 'atShop'> {
  restockable: number;
}

type OrderLines = { id: number; items: readonly OrderLineSnapshot[] };

export async function restockableUnits(db: DbExecutor, order: OrderLines): Promise<RestockableUnits[]> {
  const [units, pending] = await Promise.all([
    unitsAtShop(db, order),
    db
      .select({ items: refunds.restockItems })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.state, 'pending'))),
  ]);
  const claimed = new Map<number, number>();
  for (const line of pending.flatMap((refund) => refund.items)) {
    claimed.set(line.variantId, (claimed.get(line.variantId) ?? 0) + line.quantity);
  }
  // A unit in a parcel away from the shop is not on its shelf to go back (fulfilment's shipments).
  return units.map(({ atShop, ...unit }) => ({
    ...unit,
    restockable: Math.max(0, atShop - (claimed.get(unit.variantId) ?? 0)),
  }));
}

const NO_ORDER = 'Units go back in stock only with the refund of an order';

/** The units to store on the refund; refuses (400 or 409, per line) what cannot go back. */
export async function restockFor(
  db: DbExecutor,
  order: OrderLines | null,
  { restock, restockItems }: Pick<RefundRequest, 'restock' | 'restockItems'>,
): Promise<StockLine[]> {
  const asked = restockItems.filter((item) => item.quantity > 0);
  // A Paybill payment matched to no order has no units; `restock` was always ignored there.
  if (order === null) {
    if (asked.length > 0) throw new ServiceError('invalid', NO_ORDER, { restockItems: NO_ORDER });
    return [];
  }
  if (!restock && asked.length === 0) return [];
  const units = await restockableUnits(db, order);
  if (restock) {
    return units
      .filter((unit) => unit.restockable > 0)
      .map((unit) => ({ productId: unit.productId, variantId: unit.variantId, quantity: unit.restockable }));
  }
  const unknown: Record<string, string> = {};
  const tooMany: Record<string, string> = {};
  const chosen: StockLine[] = [];
  restockItems.forEach((item, index) => {
    if (item.quantity === 0) return;
    const ofProduct = units.filter((u) => u.productId === item.productId);
    const unit =
      item.variantId === undefined
        ? ofProduct.length === 1
          ? ofProduct[0]
          : undefined
        : ofProduct.find((u) => u.variantId === item.variantId);
    if (ofProduct.length === 0) {
      unknown[`restockItems.${index}.productId`] = `Product ${item.productId} is not in this order`;
    } else if (!unit) {
      unknown[`restockItems.${index}.variantId`] =
        item.variantId === undefined
          ? `This order holds ${ofProduct[0]!.name} in several sizes: say which one (variantId)`
          : `Size ${item.variantId} of ${ofProduct[0]!.name} is not in this order`;
    } else if (item.quantity > unit.restockable) {
      const what = lineTitle(unit);
      tooMany[`restockItems.${index}.quantity`] =
        unit.restockable === 0
          ? `No unit of ${what} can go back in stock: all are ${whereElse(unit)}`
          : `At most ${unit.restockable} of ${what} can go back in stock: the rest are ${whereElse(unit)}`;
    } else {
      chosen.push({ productId: unit.productId, variantId: unit.variantId, quantity: item.quantity });
    }
  });
  refuseLines({ invalid: unknown, conflict: tooMany }, 'Some units cannot go back in stock');
  return chosen;
}

function whereElse(unit: RestockableUnits): string {
  return unit.away > 0
    ? 'back already, on a refund still pending or away in a parcel'
    : 'back already or on a refund still pending';
}
