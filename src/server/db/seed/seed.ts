import { count, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { products } from '../schema';
import { SEED_PRODUCTS } from './products';
import { insertProducts, toNewProduct } from './product-factory';

/** Fills an empty catalogue; a catalogue with any product is left alone. Returns how many were added. */
export async function seedIfEmpty(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // Two servers starting together on one PostgreSQL seed once: the second waits, then sees products.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop_seed'))`);
    const [row] = await tx.select({ n: count() }).from(products);
    if ((row?.n ?? 0) > 0) return 0;
    await insertProducts(tx, SEED_PRODUCTS.map(toNewProduct));
    return SEED_PRODUCTS.length;
  });
}
