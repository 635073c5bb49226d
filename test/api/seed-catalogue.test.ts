// SEED_CATALOGUE at a shop's start: demo adds the demo catalogue to a database that never held a
// product, none leaves it empty; a catalogue the owner emptied is never filled again by a restart.
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { products } from '../../src/server/db/schema';
import { SEED_PRODUCTS } from '../../src/server/db/seed/products';
import { insertProduct } from '../../src/server/db/seed/product-factory';
import { seedFirstStart } from '../../src/server/db/seed/seed';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';

let scratch: ScratchDatabase | null = null;
let database: DatabaseHandle | null = null;

afterEach(async () => {
  await database?.close();
  await scratch?.drop();
  database = null;
  scratch = null;
});

async function newShopDatabase() {
  scratch = await createScratchDatabase({ contents: 'migrated' });
  database = await openDatabase(scratch.target);
  await runMigrations(database);
  return database.db;
}

async function productCount() {
  const [row] = await database!.db.select({ n: count() }).from(products);
  return Number(row!.n);
}

describe('SEED_CATALOGUE', () => {
  it('is demo unless set, and takes only demo or none', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).catalogue.seed).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'test', SEED_CATALOGUE: 'none' }).catalogue.seed).toBe('none');
    expect(() => loadConfig({ NODE_ENV: 'test', SEED_CATALOGUE: 'empty' })).toThrow(
      'SEED_CATALOGUE must be demo or none (got "empty")',
    );
  });

  it('none starts a new shop empty, at every start', async () => {
    const db = await newShopDatabase();
    expect(await seedFirstStart(db, 'none')).toBe(0);
    expect(await seedFirstStart(db, 'none')).toBe(0);
    expect(await productCount()).toBe(0);
  });

  it('demo fills a new shop once, and never again once it had products', async () => {
    const db = await newShopDatabase();
    expect(await seedFirstStart(db, 'demo')).toBe(SEED_PRODUCTS.length);
    expect(await seedFirstStart(db, 'demo')).toBe(0);
    expect(await productCount()).toBe(SEED_PRODUCTS.length);
    // The owner took every product out: the next start leaves the catalogue as they left it.
    await db.delete(products);
    expect(await seedFirstStart(db, 'demo')).toBe(0);
    expect(await productCount()).toBe(0);
  });

  it('demo leaves a shop that started empty and added its own products as it is', async () => {
    const db = await newShopDatabase();
    expect(await seedFirstStart(db, 'none')).toBe(0);
    const own = await insertProduct(db, { slug: 'own-butter', name: 'Own Butter' });
    expect(await seedFirstStart(db, 'demo')).toBe(0);
    const rows = await db.select({ id: products.id }).from(products);
    expect(rows).toEqual([{ id: own.id }]);
  });
});
