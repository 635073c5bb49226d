// The catalogue the shoppers buy from: the shop's seed, with two products nearly sold out so that
// shoppers race for their last units, and the rest stocked beyond anything the run can sell.
import { asc, eq, inArray } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { products, productVariants } from '../../src/server/db/schema';
import { seedIfEmpty } from '../../src/server/db/seed/seed';

export const SCARCE_PRODUCTS = 2;
export const SCARCE_STOCK = 40;
const AMPLE_STOCK = 1_000_000;

/** Prepares the database before any shop opens it; returns each size's stock at the start, by size id. */
export async function prepareCatalogue(target: DatabaseTarget): Promise<Map<number, number>> {
  const database = await openDatabase(target);
  try {
    await runMigrations(database);
    await seedIfEmpty(database.db);
    const { db } = database;
    await db.update(productVariants).set({ stockQuantity: AMPLE_STOCK });
    const onSale = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id));
    const scarce = onSale.slice(0, SCARCE_PRODUCTS).map((p) => p.id);
    await db
      .update(productVariants)
      .set({ stockQuantity: SCARCE_STOCK })
      .where(inArray(productVariants.productId, scarce));
    const rows = await db
      .select({ id: productVariants.id, stock: productVariants.stockQuantity })
      .from(productVariants);
    return new Map(rows.map((r) => [r.id, r.stock]));
  } finally {
    await database.close();
  }
}
