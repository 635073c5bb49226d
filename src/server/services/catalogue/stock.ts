// Stock moves inside the caller's transaction, so an order and the stock it takes commit or roll back
// together. Stock is kept per size (product_variants). Each line is one conditional UPDATE: the row
// lock serialises concurrent buyers and the `stock_quantity >= qty` guard means stock never goes
// below zero, however many orders race.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { lineTitle } from '../../../core/line-title';
import type { DbExecutor } from '../../db/executor';
import { products, productVariants } from './tables';
import { announceCatalogueChange } from './cache';
import { namedSizes } from './size-names';
import { queueStockReturned, queueStockTaken, type StockTakenPayload } from './stock-events';
import { ServiceError } from '../errors';

export interface StockLine {
  productId: number;
  variantId: number;
  quantity: number;
}

// Rows are locked in a fixed order (products by id, then sizes by id) so two orders holding the
// same products cannot deadlock.
function byVariantId<T extends StockLine>(lines: readonly T[]) {
  return lines.map((line, index) => ({ line, index })).sort((a, b) => a.line.variantId - b.line.variantId);
}

/**
 * Takes stock for every line or throws a 409 ServiceError naming each short line as `items.{index}`
 * (index in the caller's list). Throwing inside the transaction rolls back what was already taken.
 * The products' rows are locked first: what is counted per product (units held unpaid, see
 * orders/unpaid-hold.ts) then waits for a competing order of another size of the same product.
 */
export async function takeStock(tx: DbExecutor, lines: readonly StockLine[]): Promise<void> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  if (productIds.length > 0) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(asc(products.id))
      .for('update');
  }
  const short: { index: number; line: StockLine }[] = [];
  const moved: StockTakenPayload['sizes'] = [];
  for (const { line, index } of byVariantId(lines)) {
    const taken = await tx
      .update(productVariants)
      .set({
        stockQuantity: sql`${productVariants.stockQuantity} - ${line.quantity}`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(productVariants.id, line.variantId),
          eq(productVariants.productId, line.productId),
          eq(productVariants.isActive, true),
          gte(productVariants.stockQuantity, line.quantity),
          // A hidden product sells nothing, whatever its sizes hold.
          sql`exists (select 1 from ${products} where ${products.id} = ${line.productId} and ${products.isActive})`,
        ),
      )
      .returning({ stock: productVariants.stockQuantity });
    const [row] = taken;
    if (row) {
      moved.push({
        productId: line.productId,
        variantId: line.variantId,
        before: row.stock + line.quantity,
        after: row.stock,
      });
    } else short.push({ index, line });
  }
  // A shortage rolls the transaction back, and its notice and job with it.
  await announceCatalogueChange(tx);
  if (short.length > 0) throw await shortageError(tx, short);
  await queueStockTaken(tx, moved);
}

/** Puts the stock of the lines back (a cancelled order); sizes switched off since are still restocked. */
export async function releaseStock(tx: DbExecutor, lines: readonly StockLine[]): Promise<void> {
  for (const { line } of byVariantId(lines)) {
    await tx
      .update(productVariants)
      .set({
        stockQuantity: sql`${productVariants.stockQuantity} + ${line.quantity}`,
        updatedAt: sql`now()`,
      })
      .where(eq(productVariants.id, line.variantId));
  }
  await announceCatalogueChange(tx);
  await queueStockReturned(
    tx,
    lines.map((line) => line.productId),
  );
}

async function shortageError(
  tx: DbExecutor,
  short: { index: number; line: StockLine }[],
): Promise<ServiceError> {
  const byId = await namedSizes(
    tx,
    short.map((s) => s.line.variantId),
  );
  const errors: Record<string, string> = {};
  for (const { index, line } of short.sort((a, b) => a.index - b.index)) {
    const row = byId.get(line.variantId);
    const what = row ? lineTitle({ name: row.name, size: row.label }) : '';
    // Never the exact count: it would tell a competitor, or a hoarder, how much to take.
    errors[`items.${index}`] =
      !row || !row.onSale
        ? `Product ${line.productId} is not available`
        : row.stockQuantity === 0
          ? `${what} is out of stock`
          : `Only a few of ${what} are left. Please lower the quantity.`;
  }
  const messages = Object.values(errors);
  const message = messages.length === 1 ? messages[0]! : 'Some items in your cart are no longer in stock';
  return new ServiceError('conflict', message, errors);
}
