import { openDatabase, type DatabaseTarget } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { products } from '../src/server/db/schema';
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
    const rows = benchCatalogue(count);
    for (let i = 0; i < rows.length; i += BATCH) {
      await database.db.insert(products).values(rows.slice(i, i + BATCH));
    }
  } finally {
    await database.close();
  }
}
