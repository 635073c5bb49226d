import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { products } from '../schema';
import { SEED_PRODUCTS } from './products';
import { toProductRow } from './product-factory';

/** Fills an empty catalogue; a catalogue with any product is left alone. Returns how many were added. */
export async function seedIfEmpty(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) return 0;
  await db.insert(products).values(SEED_PRODUCTS.map(toProductRow)).onConflictDoNothing();
  return SEED_PRODUCTS.length;
}
