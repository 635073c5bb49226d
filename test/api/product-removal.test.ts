// Deleting a product from the console: one never ordered goes with its sizes, wishlist entries,
// reviews and back-in-stock requests; one ever ordered is archived, off the shop and the console's
// lists, its orders still whole. "Remove the demo products" does the same to the demo catalogue once.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  backInStockRequests,
  discountCodes,
  orders,
  products,
  productVariants,
  reviews,
  wishlistItems,
} from '../../src/server/db/schema';
import { SEED_PRODUCTS } from '../../src/server/db/seed/products';
import { insertProduct, type InsertedProduct } from '../../src/server/db/seed/product-factory';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder } from './orders-helpers';

let app: TestApp;
let as: Record<Persona, Caller>;

beforeAll(async () => {
  app = await startTestApp();
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
});
afterAll(() => app?.close());

let made = 0;
async function newProduct(): Promise<InsertedProduct> {
  made += 1;
  return insertProduct(app.db, {
    slug: `removal-butter-${made}`,
    name: `Removal Butter ${made}`,
    variants: [
      { label: '100 g', sku: `RB-${made}-100`, priceCents: 500_00, stockQuantity: 10 },
      { label: '250 g', sku: `RB-${made}-250`, priceCents: 900_00, stockQuantity: 10 },
    ],
  });
}

/** Wishlist entry, approved review and back-in-stock request of the product. */
async function hangOn(product: InsertedProduct) {
  await app.db.insert(wishlistItems).values({ sessionId: `s-${product.id}`, productId: product.id });
  await app.db.insert(reviews).values({
    productId: product.id,
    name: 'Achieng',
    rating: 5,
    title: 'Soft',
    body: 'Lovely butter.',
    status: 'approved',
  });
  await app.db.insert(backInStockRequests).values({
    productId: product.id,
    variantId: product.variantIds[1]!,
    channel: 'email',
    contact: `waiting-${product.id}@example.com`,
    contactKey: `key-${product.id}`,
  });
}

async function rowsOf(productId: number) {
  const count = async (table: typeof wishlistItems | typeof reviews | typeof backInStockRequests) =>
    (await app.db.select().from(table).where(eq(table.productId, productId))).length;
  return {
    product: (await app.db.select().from(products).where(eq(products.id, productId)))[0] ?? null,
    sizes: (await app.db.select().from(productVariants).where(eq(productVariants.productId, productId)))
      .length,
    wishlist: await count(wishlistItems),
    reviews: await count(reviews),
    waiting: await count(backInStockRequests),
  };
}

async function order(productId: number) {
  const response = await postOrder(app, {
    ...customer,
    paymentMethod: 'pay_later',
    items: [{ id: productId, quantity: 1 }],
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

const remove = (id: number | string, caller = as.admin) => caller.send('DELETE', `/api/admin/products/${id}`);

async function adminList(filter?: string) {
  const response = await as.admin.get(`/api/admin/products${filter ? `?filter=${filter}` : ''}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { products: { id: number }[]; total: number }).products.map((p) => p.id);
}

async function auditOf(productId: number) {
  return app.db
    .select({ action: auditEvents.action, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'product'), eq(auditEvents.entityId, String(productId))));
}

describe('deleting a product never ordered', () => {
  it('deletes it with its sizes, wishlist entries, reviews and back-in-stock requests', async () => {
    const product = await newProduct();
    await hangOn(product);
    const response = await remove(product.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: product.id, name: product.name, outcome: 'deleted' });
    expect(await rowsOf(product.id)).toEqual({
      product: null,
      sizes: 0,
      wishlist: 0,
      reviews: 0,
      waiting: 0,
    });
    expect((await as.admin.get(`/api/admin/products/${product.id}`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/products/${product.id}`)).status).toBe(404);
    expect(await auditOf(product.id)).toEqual([
      {
        action: 'product.deleted',
        details: {
          before: expect.objectContaining({
            name: product.name,
            sizes: [
              expect.objectContaining({ label: '100 g', sku: `RB-${made}-100` }),
              expect.objectContaining({ label: '250 g' }),
            ],
          }),
        },
      },
    ]);
  });

  it('is refused while a discount code is limited to it, naming the code, and kept whole', async () => {
    const product = await newProduct();
    await app.db
      .insert(discountCodes)
      .values({ code: 'ButterOnly', kind: 'percent', value: 10, productIds: [product.id] });
    const response = await remove(product.id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Discount code ButterOnly applies only to chosen products, this one among them: take it off that code first, or switch it off',
    );
    expect((await rowsOf(product.id)).product).toMatchObject({ isActive: true, archivedAt: null });
  });

  it('answers 404 for no such product, 400 for an id that cannot be, and only to the console', async () => {
    expect((await remove(999_999)).status).toBe(404);
    expect((await remove('abc')).status).toBe(400);
    const product = await newProduct();
    expect((await remove(product.id, as.anonymous)).status).toBe(401);
    expect((await remove(product.id, as.approved)).status).toBe(403);
    expect((await rowsOf(product.id)).product).not.toBeNull();
  });
});

describe('deleting a product ever ordered', () => {
  let product: InsertedProduct;
  let orderNumber: string;

  beforeAll(async () => {
    product = await newProduct();
    await hangOn(product);
    orderNumber = await order(product.id);
    // Cancelled or not, the order still names the product.
    await app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.orderNumber, orderNumber));
  });

  it('archives it: hidden for good, its sizes and the rows hanging on it kept', async () => {
    const response = await remove(product.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: product.id, name: product.name, outcome: 'archived' });
    const rows = await rowsOf(product.id);
    expect(rows.product).toMatchObject({ isActive: false, featured: false, archivedAt: expect.any(Date) });
    expect(rows).toMatchObject({ sizes: 2, wishlist: 1, reviews: 1, waiting: 1 });
    expect((await auditOf(product.id)).map((event) => event.action)).toEqual(['product.archived']);
  });

  it('leaves the shop and the console lists, but not its own filter', async () => {
    expect((await fetch(`${app.url}/api/products/${product.id}`)).status).toBe(404);
    const shop = (await (await fetch(`${app.url}/api/products`)).json()) as { id: number }[];
    expect(shop.map((p) => p.id)).not.toContain(product.id);
    for (const filter of [undefined, 'hidden', 'low'])
      expect(await adminList(filter)).not.toContain(product.id);
    expect(await adminList('archived')).toEqual([product.id]);
    const one = await as.admin.get(`/api/admin/products/${product.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ archived: true, hidden: true });
  });

  it('keeps its order whole: the line still names it', async () => {
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row!.items).toEqual([expect.objectContaining({ productId: product.id, name: product.name })]);
    const tracked = await as.admin.get(`/api/admin/orders/${orderNumber}`);
    expect(tracked.status).toBe(200);
    expect(JSON.stringify(await tracked.json())).toContain(product.name);
  });

  it('refuses changes while archived, and a second delete changes nothing', async () => {
    const patch = await as.admin.send('PATCH', `/api/admin/products/${product.id}`, { hidden: false });
    expect(patch.status).toBe(409);
    expect(await patch.json()).toMatchObject({
      message: 'This product is archived: restore it before changing it',
    });
    const again = await remove(product.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'archived' });
    expect((await auditOf(product.id)).map((event) => event.action)).toEqual(['product.archived']);
  });

  it('is restored to the console, still hidden from the shop', async () => {
    const response = await as.admin.post(`/api/admin/products/${product.id}/restore`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ archived: false, hidden: true });
    expect(await adminList('hidden')).toContain(product.id);
    expect((await fetch(`${app.url}/api/products/${product.id}`)).status).toBe(404);
  });
});

describe('removing the demo products', () => {
  const demoSlugs = SEED_PRODUCTS.map((p) => p.slug);

  it('deletes the demo products never ordered and archives the ones ordered, once', async () => {
    const demo = await app.db.select().from(products).where(inArray(products.slug, demoSlugs));
    expect(demo).toHaveLength(SEED_PRODUCTS.length);
    const sold = demo.find((p) => p.slug === 'whipped-shea-body-butter')!;
    await order(sold.id);
    const own = await newProduct();

    expect((await as.admin.post('/api/admin/products/remove-demo')).status).toBe(400);
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const refused = await as.admin.post('/api/admin/products/remove-demo', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.json()).toMatchObject({
        message: 'Send "confirm": true to remove the demo products',
      });
    }
    expect(await app.services.catalogue.admin.demoProducts()).toHaveLength(SEED_PRODUCTS.length);

    const response = await as.admin.post('/api/admin/products/remove-demo', { confirm: true });
    expect(response.status).toBe(200);
    const { products: removed } = (await response.json()) as {
      products: { id: number; name: string; outcome: string }[];
    };
    expect(removed).toHaveLength(SEED_PRODUCTS.length);
    expect(removed.filter((p) => p.outcome === 'archived')).toEqual([
      { id: sold.id, name: sold.name, outcome: 'archived' },
    ]);

    const left = await app.db.select().from(products).where(inArray(products.slug, demoSlugs));
    expect(left).toEqual([
      expect.objectContaining({ id: sold.id, isActive: false, archivedAt: expect.any(Date) }),
    ]);
    expect((await rowsOf(own.id)).product).not.toBeNull();
    const shop = (await (await fetch(`${app.url}/api/products`)).json()) as { slug: string }[];
    expect(shop.filter((p) => demoSlugs.includes(p.slug))).toEqual([]);

    const again = await as.admin.post('/api/admin/products/remove-demo', { confirm: true });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ products: [] });
    expect(await app.services.catalogue.admin.demoProducts()).toEqual([]);
  });

  it('is only for the console', async () => {
    expect((await as.anonymous.post('/api/admin/products/remove-demo', { confirm: true })).status).toBe(401);
    expect((await as.approved.post('/api/admin/products/remove-demo', { confirm: true })).status).toBe(403);
  });
});
