import { openDatabase, type DatabaseTarget } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { insertProducts } from '../src/server/db/seed/product-factory';
import { benchCatalogue } from './catalogue-products';

// Keeps each insert well under PostgreSQL's 65,535 bind parameters.
const BATCH = 250;

/**
 * Brings a fresh database's schema up and fills its catalogue, then closes it so the shop can open
 * it (PGlite allows one process per data folder). The shop's own seed leaves a filled catalogue alone.
 */
export async function fillCatalogue(target: DatabaseTarget, count: number): Promise<void> {
  const database = await openDatabase(target);
  try {
    await runMigrations(database);
    const items = benchCatalogue(count);
    for (let i = 0; i < items.length; i += BATCH) {
      await insertProducts(database.db, items.slice(i, i + BATCH));
    }
  } finally {
    await database.close();
  }
}
