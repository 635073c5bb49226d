// Taking products out of the shop for good: one the owner deletes, or the demo catalogue a new
// shop starts with. A product never ordered is deleted with what hangs on it (its sizes, wishlist
// entries, reviews and back-in-stock requests go with it by their foreign keys). One ever ordered
// is archived instead: its orders' lines, invoices, refunds and stock returns keep its id, so it
// stays, hidden for good and out of the console's lists, and readable from those orders.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { products } from './tables';
import { SEED_PRODUCTS } from '../../db/seed/products';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import { lockedProductRow, type ProductRow } from './admin-product-reader';
import { variantRowsOf } from './variants';
import { announceCatalogueChange } from './cache';

/** What the catalogue asks of the domains whose rows name products. */
export interface RemovalChecks {
  /** Of these products, those some order ever sold (services/orders). */
  everOrdered(tx: DbExecutor, productIds: readonly number[]): Promise<Set<number>>;
  /** The discount codes limited to each of these products (services/discounts). */
  codesNaming(tx: DbExecutor, productIds: readonly number[]): Promise<Map<number, string[]>>;
}

export type RemovalOutcome = 'deleted' | 'archived';

export interface RemovedProduct {
  id: number;
  name: string;
  outcome: RemovalOutcome;
}

/** A product taken out as the API answers it. */
export function toRemovedProductJson({ id, name, outcome }: RemovedProduct) {
  return { id, name, outcome };
}

/** The demo catalogue's products are known by their slugs (db/seed/products.ts). */
const DEMO_SLUGS = SEED_PRODUCTS.map((product) => product.slug);

/** A product as the activity log keeps it once it is gone: enough to say what it was. */
async function snapshots(tx: DbExecutor, rows: readonly ProductRow[]) {
  const sizes = await variantRowsOf(
    tx,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        slug: row.slug,
        name: row.name,
        category: row.category,
        sizes: (sizes.get(row.id) ?? []).map(({ id, label, sku, priceCents, stockQuantity }) => ({
          id,
          label,
          sku,
          priceCents,
          stockQuantity,
        })),
      },
    ]),
  );
}

/** Deletes or archives each locked row (never-ordered ones deleted, the rest archived), logged one by one. */
async function takeOut(
  tx: DbExecutor,
  adminId: number,
  rows: readonly ProductRow[],
  archive: ReadonlySet<number>,
): Promise<RemovedProduct[]> {
  const before = await snapshots(tx, rows);
  const archived = rows.filter((row) => archive.has(row.id)).map((row) => row.id);
  const deleted = rows.filter((row) => !archive.has(row.id)).map((row) => row.id);
  if (archived.length > 0) {
    await tx
      .update(products)
      .set({ isActive: false, featured: false, archivedAt: new Date(), updatedAt: new Date() })
      .where(inArray(products.id, archived));
  }
  if (deleted.length > 0) await tx.delete(products).where(inArray(products.id, deleted));
  const removed = rows.map((row) => ({
    id: row.id,
    name: row.name,
    outcome: archive.has(row.id) ? ('archived' as const) : ('deleted' as const),
  }));
  for (const product of removed) {
    await recordAudit(tx, {
      actorUserId: adminId,
      action: `product.${product.outcome}`,
      entityType: 'product',
      entityId: product.id,
      before: before.get(product.id),
    });
  }
  await announceCatalogueChange(tx);
  return removed;
}

export function createProductRemoval(db: Database, checks: RemovalChecks) {
  return {
    /**
     * Deletes a product never ordered, or archives one ever ordered. A product some discount code is
     * limited to is refused (409, the codes named) until it is taken off them: the code would
     * otherwise quietly take nothing off, or everything. The product's row lock comes first, as an
     * order taking its stock holds it (catalogue/stock.ts): an order placed meanwhile is seen here.
     */
    async remove(adminId: number, id: number): Promise<RemovedProduct> {
      return db.transaction(async (tx) => {
        const row = await lockedProductRow(tx, id);
        // Asked again (a second click, a retried request): it is already out of the shop.
        if (row.archivedAt) return { id, name: row.name, outcome: 'archived' };
        const ordered = await checks.everOrdered(tx, [id]);
        if (!ordered.has(id)) {
          const codes = (await checks.codesNaming(tx, [id])).get(id) ?? [];
          if (codes.length > 0) {
            throw new ServiceError(
              'conflict',
              `Discount code ${codes.join(', ')} applies only to chosen products, this one among them: ` +
                `take it off ${codes.length === 1 ? 'that code' : 'those codes'} first, or switch ${codes.length === 1 ? 'it' : 'them'} off`,
            );
          }
        }
        const [removed] = await takeOut(tx, adminId, [row], ordered);
        return removed!;
      });
    },

    /** Brings an archived product back to the console's lists, still hidden from the shop. */
    async restore(adminId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockedProductRow(tx, id);
        if (!row.archivedAt) return;
        await tx.update(products).set({ archivedAt: null, updatedAt: new Date() }).where(eq(products.id, id));
        await recordAudit(tx, {
          actorUserId: adminId,
          action: 'product.restored',
          entityType: 'product',
          entityId: id,
          before: { archivedAt: row.archivedAt },
          after: { archivedAt: null },
        });
        await announceCatalogueChange(tx);
      });
    },

    /** The demo catalogue's products still in the shop (not archived), by name. */
    async demoProducts(): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(and(inArray(products.slug, DEMO_SLUGS), isNull(products.archivedAt)))
        .orderBy(asc(products.name), asc(products.id));
    },

    /**
     * Takes the demo catalogue out of the shop in one go: each demo product never ordered is
     * deleted, one ever ordered (or named by a discount code) archived. Nothing left is no error.
     */
    async removeDemoProducts(adminId: number): Promise<RemovedProduct[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(products)
          .where(and(inArray(products.slug, DEMO_SLUGS), isNull(products.archivedAt)))
          .orderBy(asc(products.id))
          .for('update');
        if (rows.length === 0) return [];
        const ids = rows.map((row) => row.id);
        const ordered = await checks.everOrdered(tx, ids);
        const named = await checks.codesNaming(tx, ids);
        // The owner asked for all of them to go: a code's product is archived rather than refused.
        return takeOut(tx, adminId, rows, new Set([...ordered, ...named.keys()]));
      });
    },
  };
}

export type ProductRemoval = ReturnType<typeof createProductRemoval>;
