import { asc, eq, sql } from 'drizzle-orm';
import { products, productVariants } from '../../src/server/db/schema';
import type { TestApp } from '../support/test-app';
import { catalogueChanged, variantsOf } from '../../src/server/services/catalogue';

export const customer = {
  customerName: 'Wanjiku Kamau',
  customerEmail: 'wanjiku@example.com',
  customerPhone: '0712345678',
  deliveryAddress: 'Moi Avenue, Bazaar Plaza, 3rd floor',
  deliveryArea: 'Westlands',
};

export function postOrder(app: TestApp, body: unknown, idempotencyKey?: string) {
  return fetch(`${app.url}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });
}

/**
 * A product of one size on sale with its stock set to `stock` (the `skip`th such product), so tests
 * do not depend on seed numbers; lines that name no size are for that one size.
 */
export async function productWithStock(app: TestApp, stock: number, skip = 0) {
  const all = await app.db.select().from(products).orderBy(asc(products.id));
  const sizes = await variantsOf(
    app.db,
    all.map((row) => row.id),
  );
  const oneSize = all.filter((row) => row.isActive && sizes.get(row.id)?.length === 1);
  const product = oneSize[skip];
  if (!product) throw new Error('the test catalogue has too few products');
  const variant = sizes.get(product.id)![0]!;
  await setSizeStock(app, variant.id, stock);
  return {
    ...product,
    variantId: variant.id,
    size: variant.label,
    priceCents: variant.priceCents,
    stockQuantity: stock,
  };
}

/** Sets one size's stock, as a console edit does. */
export async function setSizeStock(app: TestApp, variantId: number, stock: number) {
  await app.db.update(productVariants).set({ stockQuantity: stock }).where(eq(productVariants.id, variantId));
  // As any product edit does, so lists show the new stock at once rather than within a second.
  catalogueChanged();
}

/** Units of every size of the product. */
export async function stockOf(app: TestApp, productId: number) {
  const [row] = await app.db
    .select({ stock: sql<number>`coalesce(sum(${productVariants.stockQuantity}), 0)::int` })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return Number(row!.stock);
}

/** One size's units. */
export async function sizeStockOf(app: TestApp, variantId: number) {
  const [row] = await app.db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

export { outbox, type OutboxMail } from '../support/outbox';
