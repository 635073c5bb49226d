// The database side of a fault test: made ready before the shop starts (so the stock it starts from
// is known), and read afterwards to prove that every acknowledged order is there once, with its stock.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { runMigrations } from '../../../src/server/db/migrate';
import { orders, products, productVariants } from '../../../src/server/db/schema';
import { seedIfEmpty } from '../../../src/server/db/seed/seed';
import { createScratchDatabase } from '../../support/scratch-database';
import type { AckedOrder } from './order-stream';

// Far more than a test's orders take: running out of stock is not the fault under test.
const STOCK_PER_PRODUCT = 100_000;

export async function withDatabase<T>(url: string, read: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

export interface ScratchShop {
  databaseUrl: string;
  /** The shop processes' DATA_DIR; several may share it, as on one machine. */
  dataDir: string;
  stock: Awaited<ReturnType<typeof prepareShopDatabase>>;
  /** Drops the database and removes the folder. */
  remove(): Promise<void>;
}

/** A scratch PostgreSQL database made ready for a shop (prepareShopDatabase) and a data folder. */
export async function scratchShop(): Promise<ScratchShop> {
  const scratch = await createScratchDatabase();
  if (scratch.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-fault-'));
  const remove = async () => {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const stock = await prepareShopDatabase(scratch.target.url);
    return { databaseUrl: scratch.target.url, dataDir, stock, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Migrates and seeds the database at `url` and stocks every product on sale; returns the stock. */
export async function prepareShopDatabase(url: string) {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await runMigrations(handle);
    await seedIfEmpty(handle.db);
    await handle.db.update(productVariants).set({ stockQuantity: STOCK_PER_PRODUCT });
    const onSale = await handle.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id));
    return { productIds: onSale.map((p) => p.id), initialStock: await stockById(handle.db) };
  } finally {
    await handle.close();
  }
}

/** Units of every size, by product: lines that name no size may take any of them. */
async function stockById(db: Database): Promise<Record<number, number>> {
  const rows = await db
    .select({ id: productVariants.productId, stock: sql<number>`sum(${productVariants.stockQuantity})::int` })
    .from(productVariants)
    .groupBy(productVariants.productId);
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.stock)]));
}

/**
 * Every acknowledged order is stored, once, with the lines it was placed with; no other order was
 * made (a retry never doubled one); and each product's stock is down by exactly the acknowledged
 * quantities.
 */
export async function expectOrdersKept(
  url: string,
  acked: readonly AckedOrder[],
  initialStock: Record<number, number>,
) {
  await withDatabase(url, async (db) => {
    const stored = await db
      .select({ orderNumber: orders.orderNumber, key: orders.idempotencyKey, items: orders.items })
      .from(orders);
    const byNumber = (a: { orderNumber: string }, b: { orderNumber: string }) =>
      a.orderNumber.localeCompare(b.orderNumber);
    expect(
      stored
        .map((o) => ({
          orderNumber: o.orderNumber,
          key: o.key,
          lines: o.items.map((i) => ({ id: i.productId, quantity: i.quantity })),
        }))
        .sort(byNumber),
    ).toEqual(
      [...acked].sort(byNumber).map((o) => ({ orderNumber: o.orderNumber, key: o.key, lines: o.lines })),
    );

    const expected = { ...initialStock };
    for (const order of acked) for (const line of order.lines) expected[line.id]! -= line.quantity;
    expect(await stockById(db)).toEqual(expected);
  });
}
