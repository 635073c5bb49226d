import { asc, eq } from 'drizzle-orm';
import { products } from '../../src/server/db/schema';
import type { TestApp } from '../support/test-app';
import { catalogueChanged } from '../../src/server/services/catalogue';

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

/** A product on sale with its stock set to `stock`, so tests do not depend on seed numbers. */
export async function productWithStock(app: TestApp, stock: number, skip = 0) {
  const [product] = await app.db.select().from(products).orderBy(asc(products.id)).limit(1).offset(skip);
  if (!product) throw new Error('the test catalogue has too few products');
  await app.db.update(products).set({ stockQuantity: stock }).where(eq(products.id, product.id));
  // As any product edit does, so lists show the new stock at once rather than within a second.
  catalogueChanged();
  return { ...product, stockQuantity: stock };
}

export async function stockOf(app: TestApp, productId: number) {
  const [row] = await app.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

export { outbox, type OutboxMail } from '../support/outbox';
