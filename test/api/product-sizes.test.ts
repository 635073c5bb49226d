// Sizes through the shop's API: GET /api/products tells them apart, an order takes each size's stock
// from that size alone and prices it on the server, and a size that is not on sale, not the
// product's, or unknown is refused with a 400 naming it and nothing stored.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productVariants } from '../../src/server/db/schema';
import { insertProduct, type InsertedProduct } from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, outbox, postOrder, sizeStockOf } from './orders-helpers';

let app: TestApp;
let admin: Caller;
let reseller: Caller;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  const callers = await personas(app);
  admin = callers.admin;
  reseller = callers.approved;
});
afterAll(() => app.close());

let made = 0;

/** A raw butter in 100 g (KSH 500), 250 g (KSH 1,000) and 500 g (KSH 1,850), each with its own stock. */
async function rawButter(stock: [number, number, number] = [20, 20, 20]): Promise<InsertedProduct> {
  made += 1;
  const product = await insertProduct(app.db, {
    slug: `raw-butter-${made}`,
    name: `Raw Butter ${made}`,
    variants: [
      { label: '100 g', sku: `RAW-${made}-100G`, priceCents: 500_00, stockQuantity: stock[0] },
      { label: '250 g', sku: `RAW-${made}-250G`, priceCents: 1000_00, stockQuantity: stock[1] },
      { label: '500 g', sku: `RAW-${made}-500G`, priceCents: 1850_00, stockQuantity: stock[2] },
    ],
  });
  catalogueChanged();
  return product;
}

const orderCount = async () => Number((await app.db.select({ n: count() }).from(orders))[0]!.n);
const stocks = (product: InsertedProduct) =>
  Promise.all(product.variantIds.map((id) => sizeStockOf(app, id)));

interface ProductJson {
  price: string;
  inStock: boolean;
  size: string;
  wholesalePrice?: string;
  variants: {
    id: number;
    label: string;
    sku: string;
    price: string;
    inStock: boolean;
    wholesalePrice?: string;
  }[];
}

describe('GET /api/products/{id} with sizes', () => {
  it('lists each size with its price and stock; price is the lowest size in stock', async () => {
    const product = await rawButter([0, 5, 5]);
    const body = (await (await fetch(`${app.url}/api/products/${product.id}`)).json()) as ProductJson;
    expect(body).toMatchObject({ price: '1000.00', inStock: true, size: '100 g, 250 g, 500 g' });
    expect(body.variants).toEqual([
      expect.objectContaining({ id: product.variantIds[0], label: '100 g', price: '500.00', inStock: false }),
      expect.objectContaining({ id: product.variantIds[1], label: '250 g', price: '1000.00', inStock: true }),
      expect.objectContaining({ id: product.variantIds[2], label: '500 g', price: '1850.00', inStock: true }),
    ]);
    expect(body.variants[0]).not.toHaveProperty('wholesalePrice');
  });

  it('says out of stock only when no size is, and leaves switched-off sizes out', async () => {
    const product = await rawButter([0, 0, 3]);
    await app.db
      .update(productVariants)
      .set({ isActive: false })
      .where(eq(productVariants.id, product.variantIds[2]!));
    catalogueChanged();
    const body = (await (await fetch(`${app.url}/api/products/${product.id}`)).json()) as ProductJson;
    expect(body.inStock).toBe(false);
    expect(body.variants.map((v) => v.label)).toEqual(['100 g', '250 g']);
    expect(body.price).toBe('500.00');
  });

  it('gives resellers the wholesale price of each size', async () => {
    const product = await rawButter();
    const body = (await (await reseller.get(`/api/products/${product.id}`)).json()) as ProductJson;
    expect(body.wholesalePrice).toBe('350.00');
    expect(body.variants.map((v) => v.wholesalePrice)).toEqual(['350.00', '700.00', '1295.00']);
  });
});

describe('POST /api/orders with sizes', () => {
  it('takes the stock of two sizes of one product from each, at prices from the server', async () => {
    const product = await rawButter([20, 20, 20]);
    const [small, , large] = product.variantIds;
    const response = await postOrder(app, {
      ...customer,
      paymentMethod: 'pay_later',
      items: [
        { id: product.id, variantId: large, quantity: 2, price: '1.00' },
        { id: product.id, variantId: small, quantity: 1, price: '1.00' },
      ],
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      orderNumber: string;
      subtotal: string;
      items: { variantId: number; size: string; sku: string; price: string; quantity: number }[];
    };
    expect(body.items).toEqual([
      expect.objectContaining({
        variantId: large,
        size: '500 g',
        sku: `RAW-${made}-500G`,
        price: '1850.00',
        quantity: 2,
      }),
      expect.objectContaining({
        variantId: small,
        size: '100 g',
        sku: `RAW-${made}-100G`,
        price: '500.00',
        quantity: 1,
      }),
    ]);
    expect(body.subtotal).toBe('4200.00');
    expect(await stocks(product)).toEqual([19, 20, 18]);
    const mail = (await outbox(app)).find(
      (m) => m.to === customer.customerEmail && m.text.includes(body.orderNumber),
    );
    expect(mail?.text).toContain(`2 x Raw Butter ${made} (500 g) @ KSH 1,850.00`);
    expect(mail?.text).toContain(`1 x Raw Butter ${made} (100 g) @ KSH 500.00`);
  });

  it('buys the first size in stock for a line that names none, as SPEC clients send', async () => {
    const product = await rawButter([0, 4, 4]);
    const response = await postOrder(app, {
      ...customer,
      paymentMethod: 'pay_later',
      items: [{ id: product.id, quantity: 1 }],
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { items: { size: string; price: string }[] };
    expect(body.items).toEqual([expect.objectContaining({ size: '250 g', price: '1000.00' })]);
    expect(await stocks(product)).toEqual([0, 3, 4]);
  });

  it('merges two lines that come to one size', async () => {
    const product = await rawButter();
    const response = await postOrder(app, {
      ...customer,
      paymentMethod: 'pay_later',
      items: [
        { id: product.id, quantity: 1 },
        { id: product.id, variantId: product.variantIds[0], quantity: 2 },
      ],
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { items: { size: string; quantity: number }[] };
    expect(body.items).toEqual([expect.objectContaining({ size: '100 g', quantity: 3 })]);
  });

  it('sells exactly the last 10 units of one size to 50 racing buyers and leaves the other sizes alone', async () => {
    const product = await rawButter([30, 10, 30]);
    const before = await orderCount();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postOrder(
          app,
          {
            ...customer,
            paymentMethod: 'mpesa',
            items: [{ id: product.id, variantId: product.variantIds[1], quantity: 1 }],
          },
          `sizes-race-${i}`,
        ),
      ),
    );
    const statuses = responses.map((r) => r.status);
    await Promise.all(responses.map((r) => r.arrayBuffer()));
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await orderCount()).toBe(before + 10);
    expect(await stocks(product)).toEqual([30, 0, 30]);
  });

  it('names a sold-out size in its refusal', async () => {
    const product = await rawButter([5, 0, 5]);
    const response = await postOrder(app, {
      ...customer,
      paymentMethod: 'pay_later',
      items: [{ id: product.id, variantId: product.variantIds[1], quantity: 1 }],
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      'items.0': `Raw Butter ${made} (250 g) is out of stock`,
    });
  });

  it.each([
    ['a size of another product', async (other: InsertedProduct) => other.variantIds[0]!],
    [
      'a switched-off size',
      async (_other: InsertedProduct, own: InsertedProduct) => {
        await app.db
          .update(productVariants)
          .set({ isActive: false })
          .where(eq(productVariants.id, own.variantIds[2]!));
        catalogueChanged();
        return own.variantIds[2]!;
      },
    ],
    ['an unknown size', async () => 2_000_000],
  ])('refuses %s with a 400 naming it, and stores nothing', async (_name, pick) => {
    const other = await rawButter();
    const product = await rawButter();
    const variantId = await pick(other, product);
    const before = await orderCount();
    const response = await postOrder(app, {
      ...customer,
      paymentMethod: 'pay_later',
      items: [
        { id: product.id, variantId: product.variantIds[0], quantity: 1 },
        { id: product.id, variantId, quantity: 1 },
      ],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      'items.1': `Size ${variantId} is not a size of Raw Butter ${made} on sale`,
    });
    expect(await orderCount()).toBe(before);
    expect(await stocks(product)).toEqual([20, 20, 20]);
  });

  it('refuses a size id that is not a whole number', async () => {
    const product = await rawButter();
    const response = await postOrder(app, {
      ...customer,
      paymentMethod: 'pay_later',
      items: [{ id: product.id, variantId: 'large', quantity: 1 }],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      'items.0.variantId',
    );
  });
});

describe('a wholesale order with sizes', () => {
  it('prices each size at its own wholesale price and takes its stock', async () => {
    const product = await rawButter();
    const response = await reseller.post('/api/reseller/orders', {
      items: [
        { id: product.id, variantId: product.variantIds[2], quantity: 2 },
        { id: product.id, variantId: product.variantIds[0], quantity: 1 },
      ],
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      items: { size: string; price: string; wholesalePrice: string }[];
      totalAmount: string;
    };
    expect(body.items).toEqual([
      expect.objectContaining({ size: '500 g', price: '1850.00', wholesalePrice: '1295.00' }),
      expect.objectContaining({ size: '100 g', price: '500.00', wholesalePrice: '350.00' }),
    ]);
    expect(body.totalAmount).toBe('2940.00');
    expect(await stocks(product)).toEqual([19, 20, 18]);
  });
});

describe('one order of two sizes through cancellation', () => {
  it('puts each size back where it came from, and the export names the sizes', async () => {
    const product = await rawButter([10, 10, 10]);
    const placed = await postOrder(app, {
      ...customer,
      customerName: 'Sizes Export',
      paymentMethod: 'pay_later',
      items: [
        { id: product.id, variantId: product.variantIds[0], quantity: 3 },
        { id: product.id, variantId: product.variantIds[2], quantity: 1 },
      ],
    });
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    expect(await stocks(product)).toEqual([7, 10, 9]);
    const csv = await (await admin.get('/api/admin/orders/export.csv?q=Sizes%20Export')).text();
    expect(csv).toContain(`3 × Raw Butter ${made} (100 g); 1 × Raw Butter ${made} (500 g)`);
    const moved = await admin.post(`/api/admin/orders/${orderNumber}/status`, { status: 'cancelled' });
    expect(moved.status).toBe(200);
    expect(await stocks(product)).toEqual([10, 10, 10]);
  });
});
