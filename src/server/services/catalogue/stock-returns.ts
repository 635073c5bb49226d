// Units of an order that go back on the shelf: the ones a refund's owner said came back, and what
// is left when the order is cancelled, size by size. Every return is a `stock_returns` row written
// under the order's row lock (callers hold it), and never more than the units still out, so a unit
// goes back once over the order's life however refunds, their results and the cancellation interleave.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { OrderUnitsView } from '../../../core/refund-views';
import type { DbExecutor } from '../../db/executor';
import type { OrderLineSnapshot } from '../../../core/order-lines';
import { stockReturns } from './tables';
import { releaseStock, type StockLine } from './stock';

/** One size of an order: the units it holds, those back in stock, and those still out. */
export interface OrderUnits extends Omit<OrderUnitsView, 'restockable' | 'away'> {
  out: number;
}

/** What an order's units have done; for the order pages, refunds and status moves. */
export async function unitsOfOrder(
  db: DbExecutor,
  order: { id: number; items: readonly OrderLineSnapshot[] },
): Promise<OrderUnits[]> {
  const rows = await db
    .select({
      variantId: stockReturns.variantId,
      back: sql<number>`sum(${stockReturns.quantity})::int`,
    })
    .from(stockReturns)
    .where(and(eq(stockReturns.orderId, order.id), isNotNull(stockReturns.variantId)))
    .groupBy(stockReturns.variantId);
  const back = new Map(rows.map((row) => [row.variantId!, Number(row.back)]));
  // Orders merge their lines per size, but an order's snapshot is trusted only as far as this. A
  // line of a product removed before sizes were kept has no size to go back to.
  const units = new Map<number, OrderUnits>();
  for (const line of order.items) {
    if (line.variantId === undefined) continue;
    const seen = units.get(line.variantId);
    if (seen) seen.ordered += line.quantity;
    else
      units.set(line.variantId, {
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        size: line.size ?? '',
        ordered: line.quantity,
        back: 0,
        out: 0,
      });
  }
  return [...units.values()].map((unit) => {
    const returned = Math.min(back.get(unit.variantId) ?? 0, unit.ordered);
    return { ...unit, back: returned, out: unit.ordered - returned };
  });
}

/** True once every unit of the order is back in stock: it has nothing left to send. */
export function allUnitsBack(units: readonly OrderUnits[]): boolean {
  return units.every((unit) => unit.out === 0);
}

export type ReturnCause = { refundId: number } | 'cancellation';

/**
 * Puts back `wanted` (or, with 'all', every unit still out), each size at most as many as are
 * still out, records it, and returns what went back. The caller holds the order's row lock.
 */
export async function returnUnits(
  tx: DbExecutor,
  order: { id: number; items: readonly OrderLineSnapshot[] },
  wanted: readonly StockLine[] | 'all',
  cause: ReturnCause,
): Promise<StockLine[]> {
  const units = await unitsOfOrder(tx, order);
  const asked = wanted === 'all' ? null : new Map(wanted.map((line) => [line.variantId, line.quantity]));
  const back = units
    .map((unit) => ({
      productId: unit.productId,
      variantId: unit.variantId,
      quantity: Math.min(unit.out, asked ? (asked.get(unit.variantId) ?? 0) : unit.out),
    }))
    .filter((line) => line.quantity > 0);
  if (back.length === 0) return [];
  await tx.insert(stockReturns).values(
    back.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      refundId: cause === 'cancellation' ? null : cause.refundId,
    })),
  );
  await releaseStock(tx, back);
  return back;
}

/** The units each of the order's refunds put back, by refund id. */
export async function returnsByRefund(db: DbExecutor, orderId: number): Promise<Map<number, StockLine[]>> {
  const rows = await db
    .select({
      refundId: stockReturns.refundId,
      productId: stockReturns.productId,
      variantId: stockReturns.variantId,
      quantity: stockReturns.quantity,
    })
    .from(stockReturns)
    .where(
      and(
        eq(stockReturns.orderId, orderId),
        isNotNull(stockReturns.refundId),
        isNotNull(stockReturns.variantId),
      ),
    )
    .orderBy(stockReturns.id);
  const byRefund = new Map<number, StockLine[]>();
  for (const row of rows) {
    const lines = byRefund.get(row.refundId!) ?? [];
    lines.push({ productId: row.productId, variantId: row.variantId!, quantity: row.quantity });
    byRefund.set(row.refundId!, lines);
  }
  return byRefund;
}
