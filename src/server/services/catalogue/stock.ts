// Stock moves inside the caller's transaction, so an order and the stock it takes commit or roll back
// together. Each line is one conditional UPDATE: the row lock serialises concurrent buyers and the
// `stock_quantity >= qty` guard means stock never goes below zero, however many orders race.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { products } from '../../db/schema';
import { announceCatalogueChange } from './cache';
import { ServiceError } from '../errors';

export interface StockLine {
  productId: number;
  quantity: number;
}

// Rows are locked in product id order so two orders holding the same products cannot deadlock.
function byProductId<T extends StockLine>(lines: readonly T[]) {
  return lines.map((line, index) => ({ line, index })).sort((a, b) => a.line.productId - b.line.productId);
}

/**
 * Takes stock for every line or throws a 409 ServiceError naming each short line as `items.{index}`
 * (index in the caller's list). Throwing inside the transaction rolls back what was already taken.
 */
export async function takeStock(tx: DbExecutor, lines: readonly StockLine[]): Promise<void> {
  const short: { index: number; productId: number }[] = [];
  for (const { line, index } of byProductId(lines)) {
    const taken = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(products.id, line.productId),
          eq(products.isActive, true),
          gte(products.stockQuantity, line.quantity),
        ),
      )
      .returning({ id: products.id });
    if (taken.length === 0) short.push({ index, productId: line.productId });
  }
  // A shortage rolls the transaction back, and its notice with it.
  await announceCatalogueChange(tx);
  if (short.length > 0) throw await shortageError(tx, short);
}

/** Puts the stock of the lines back (a cancelled order); products removed since are still restocked. */
export async function releaseStock(tx: DbExecutor, lines: readonly StockLine[]): Promise<void> {
  for (const { line } of byProductId(lines)) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, line.productId));
  }
  await announceCatalogueChange(tx);
}

async function shortageError(
  tx: DbExecutor,
  short: { index: number; productId: number }[],
): Promise<ServiceError> {
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      stock: products.stockQuantity,
      active: products.isActive,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        short.map((s) => s.productId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: Record<string, string> = {};
  for (const { index, productId } of short.sort((a, b) => a.index - b.index)) {
    const row = byId.get(productId);
    // Never the exact count: it would tell a competitor, or a hoarder, how much to take.
    errors[`items.${index}`] =
      !row || !row.active
        ? `Product ${productId} is not available`
        : row.stock === 0
          ? `${row.name} is out of stock`
          : `Only a few of ${row.name} are left. Please lower the quantity.`;
  }
  const messages = Object.values(errors);
  const message = messages.length === 1 ? messages[0]! : 'Some items in your cart are no longer in stock';
  return new ServiceError('conflict', message, errors);
}
