import { count, sql } from 'drizzle-orm';
import type { SeedCatalogue } from '../../config/config';
import type { Database } from '../client';
import type { DbExecutor } from '../executor';
import { products } from '../schema';
import { SEED_PRODUCTS } from './products';
import { insertProducts, toNewProduct } from './product-factory';

// Two servers starting together on one PostgreSQL seed once: the second waits, then sees products.
const lockSeeding = (tx: DbExecutor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop_seed'))`);

async function insertDemo(tx: DbExecutor): Promise<number> {
  await insertProducts(tx, SEED_PRODUCTS.map(toNewProduct));
  return SEED_PRODUCTS.length;
}

/** Fills an empty catalogue; a catalogue with any product is left alone. Returns how many were added. */
export async function seedIfEmpty(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    const [row] = await tx.select({ n: count() }).from(products);
    if ((row?.n ?? 0) > 0) return 0;
    return insertDemo(tx);
  });
}

/**
 * At every start: the demo products only on a database that never held a product, so a catalogue
 * the owner emptied (the demo removed, every product deleted) stays empty after a restart. The
 * products' id sequence tells: it has handed out no id until a product was first added, and a
 * backup and restore keeps where it stands. Returns how many were added.
 */
export async function seedFirstStart(db: Database, catalogue: SeedCatalogue): Promise<number> {
  if (catalogue === 'none') return 0;
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    // last_value stays null until the sequence first hands out an id.
    const [sequence] = await tx
      .select({ lastValue: sql<string | null>`last_value` })
      .from(sql`pg_sequences`)
      .where(sql`schemaname = current_schema() and sequencename = 'products_id_seq'`);
    if (sequence && sequence.lastValue !== null) return 0;
    return insertDemo(tx);
  });
}
