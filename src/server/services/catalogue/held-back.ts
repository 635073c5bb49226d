// Units an unpaid order held beyond the unpaid limit (orders/surplus-hold.ts) go back on sale when
// their short hold lapses, and are taken again when the order is paid or prompted for payment. Each
// is a `stock_returns` row marked held_back, written and removed under the order's row lock (callers
// hold it): the order's units back and out (stock-returns.ts) count them, so a cancellation or a
// refund never returns them twice.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { productVariants, stockReturns } from './tables';
import { announceCatalogueChange } from './cache';
import { releaseStock, type StockLine } from './stock';
import { queueStockTaken, type StockTakenPayload } from './stock-events';
import { unitsOfOrder } from './stock-returns';

/** The units of `order` out of stock, per product, past `limit`: the last sizes of a product first. */
export async function unitsPastLimit(
  db: DbExecutor,
  order: Parameters<typeof unitsOfOrder>[1],
  limit: number,
): Promise<StockLine[]> {
  const units = await unitsOfOrder(db, order);
  const outPerProduct = new Map<number, number>();
  for (const unit of units)
    outPerProduct.set(unit.productId, (outPerProduct.get(unit.productId) ?? 0) + unit.out);
  const past: StockLine[] = [];
  for (const unit of [...units].reverse()) {
    const beyond = (outPerProduct.get(unit.productId) ?? 0) - limit;
    const quantity = Math.min(beyond, unit.out);
    if (quantity <= 0) continue;
    past.push({ productId: unit.productId, variantId: unit.variantId, quantity });
    outPerProduct.set(unit.productId, outPerProduct.get(unit.productId)! - quantity);
  }
  return past.reverse();
}

/** Puts `lines` of the order back on sale as held back. */
export async function holdBack(tx: DbExecutor, orderId: number, lines: readonly StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(stockReturns).values(lines.map((line) => ({ orderId, ...line, heldBack: true })));
  await releaseStock(tx, lines);
}

/** The order's units held back now. */
export async function heldBackUnits(db: DbExecutor, orderId: number): Promise<StockLine[]> {
  const rows = await db
    .select({
      productId: stockReturns.productId,
      variantId: stockReturns.variantId,
      quantity: stockReturns.quantity,
    })
    .from(stockReturns)
    .where(and(eq(stockReturns.orderId, orderId), eq(stockReturns.heldBack, true)))
    .orderBy(asc(stockReturns.variantId));
  return rows.map((row) => ({ ...row, variantId: row.variantId! }));
}

/**
 * Takes the order's held-back units from stock again, each size whole or not at all (a size sold out
 * since stays held back), and returns the sizes that could not be taken. The sizes are locked in id
 * order, as every stock movement locks them.
 */
export async function takeBackHeld(tx: DbExecutor, orderId: number): Promise<StockLine[]> {
  const held = await heldBackUnits(tx, orderId);
  const short: StockLine[] = [];
  const moved: StockTakenPayload['sizes'] = [];
  for (const line of held) {
    const [row] = await tx
      .update(productVariants)
      .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${line.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stockQuantity, line.quantity)))
      .returning({ stock: productVariants.stockQuantity });
    if (!row) {
      short.push(line);
      continue;
    }
    moved.push({ ...line, before: row.stock + line.quantity, after: row.stock });
    await tx
      .delete(stockReturns)
      .where(
        and(
          eq(stockReturns.orderId, orderId),
          eq(stockReturns.variantId, line.variantId),
          eq(stockReturns.heldBack, true),
        ),
      );
  }
  if (moved.length > 0) {
    await announceCatalogueChange(tx);
    await queueStockTaken(
      tx,
      moved.map(({ productId, variantId, before, after }) => ({ productId, variantId, before, after })),
    );
  }
  return short;
}
