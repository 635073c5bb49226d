// What the shipment tests start from: a butter in two sizes, two riders, the G4S courier in the
// delivery settings, and a Pay Later order of 2 × 250 ml and 1 × 100 ml of the butter.
import { expect } from 'vitest';
import { riders } from '../../src/server/db/schema';
import { insertProduct, type InsertedProduct } from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import type { TestApp } from '../support/test-app';
import { customer, postOrder } from './orders-helpers';

export const RIDER_PHONE = '0722000111';
export const OTHER_RIDER_PHONE = '0733000222';
export const G4S = { name: 'G4S', trackingUrl: 'https://g4s.example/track?ref={ref}' };

/** The butter (100 ml and 250 ml, 50 of each), whose SKUs carry `tag` so tests do not share it. */
export async function butterInTwoSizes(app: TestApp, tag: string): Promise<InsertedProduct> {
  const butter = await insertProduct(app.db, {
    slug: `whipped-shea-${tag.toLowerCase()}-test`,
    name: 'Whipped Shea Butter',
    variants: [
      { label: '100 ml', sku: `WSB-${tag}-100`, priceCents: 600_00, stockQuantity: 50, position: 0 },
      { label: '250 ml', sku: `WSB-${tag}-250`, priceCents: 1200_00, stockQuantity: 50, position: 1 },
    ],
  });
  catalogueChanged();
  return butter;
}

/** Otieno and Kamau, switched on, and any further riders given; their ids in that order. */
export async function insertRiders(app: TestApp, more: (typeof riders.$inferInsert)[] = []) {
  const rows = await app.db
    .insert(riders)
    .values([
      { name: 'Otieno Ouma', phone: RIDER_PHONE },
      { name: 'Kamau Njoroge', phone: OTHER_RIDER_PHONE },
      ...more,
    ])
    .returning();
  return rows.map((row) => row.id);
}

/** 2 × 250 ml and 1 × 100 ml of the butter by Pay Later, as the checkout places it: its number. */
export async function payLaterButterOrder(
  app: TestApp,
  butter: InsertedProduct,
  body: Record<string, unknown> = {},
): Promise<string> {
  const [small, large] = butter.variantIds as [number, number];
  const response = await postOrder(app, {
    ...customer,
    paymentMethod: 'pay_later',
    items: [
      { id: butter.id, variantId: large, quantity: 2 },
      { id: butter.id, variantId: small, quantity: 1 },
    ],
    ...body,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}
