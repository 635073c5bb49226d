// A shop from before sizes keeps every figure: migration 0014 makes each product a product of one
// size (its size text, price and stock), and its orders, units back in stock, pending refunds,
// wishlists and reviews keep pointing at it, on both engines the shop runs on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type Sql } from '../support/migration-steps';

let database: Awaited<ReturnType<typeof databaseBefore>>;
let sql: Sql;

function line(productId: number, quantity: number, unitPriceCents: number) {
  return { productId, name: `P${productId}`, image: '', unitPriceCents, quantity };
}

function order(number: string, status: string, items: object[]) {
  return `
    insert into orders (order_number, status, customer_name, customer_email, customer_phone, delivery_address,
      delivery_area, subtotal_cents, delivery_fee_cents, total_cents, payment_method, items)
    values ('${number}', '${status}', 'Wanjiku', 'w@example.com', '0712345678', 'Moi Avenue 12', 'Westlands',
      1000, 0, 1000, 'mpesa', '${JSON.stringify(items)}');`;
}

beforeAll(async () => {
  database = await databaseBefore('product_variants');
  sql = database.sql;
  await sql.exec(`
    insert into products (id, slug, name, description, price_cents, category, size, stock_quantity, is_active) values
      (1, 'whipped-shea-body-butter', 'Whipped Shea Body Butter', 'Rich and soft.', 180000, 'moisturizers', '200 ml', 64, true),
      (2, 'raw-shea-butter', 'Raw Shea Butter', 'Straight from the cooperative.', 100000, 'raw', '', 0, true),
      (3, 'old-balm', 'Old Balm', 'No longer sold.', 50000, 'moisturizers', '50 g', 7, false);
    ${order('HM-PAID0001', 'confirmed', [line(1, 2, 180000), line(2, 1, 100000)])}
    ${order('HM-GONE0001', 'confirmed', [line(99, 1, 1000)])}
    ${order('HM-EMPTY001', 'cancelled', [])}
    insert into stock_returns (order_id, product_id, quantity)
      select id, 1, 2 from orders where order_number = 'HM-PAID0001';
    insert into mpesa_payments (checkout_request_id, order_id, phone, amount_cents, status, receipt_number)
      select 'ws_1', id, '254712345678', 1000, 'success', 'RPAID00001' from orders where order_number = 'HM-PAID0001';
    insert into refunds (order_id, mpesa_payment_id, transaction_id, amount_cents, reason, restock, restock_items, state)
      select o.id, p.id, 'RPAID00001', 500, 'Back', true, '[{"productId":2,"quantity":1}]', 'pending'
      from orders o join mpesa_payments p on p.order_id = o.id where o.order_number = 'HM-PAID0001';
    insert into wishlist_items (session_id, product_id) values ('s1', 1), ('s1', 2);
    insert into reviews (product_id, name, rating, title, body, status) values
      (1, 'Akinyi', 5, 'Lovely', 'Soft skin all day.', 'approved');
  `);
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
});

describe('migration: product sizes', () => {
  it('makes each product one size with its price, stock, label and a SKU from its slug', async () => {
    const rows = await sql.rows(
      `select product_id, label, sku, price_cents, stock_quantity, is_active, position
       from product_variants order by product_id`,
    );
    expect(rows).toEqual([
      {
        product_id: 1,
        label: '200 ml',
        sku: 'WHIPPED-SHEA-BODY-BUTTER',
        price_cents: 180000,
        stock_quantity: 64,
        is_active: true,
        position: 0,
      },
      {
        product_id: 2,
        label: 'One size',
        sku: 'RAW-SHEA-BUTTER',
        price_cents: 100000,
        stock_quantity: 0,
        is_active: true,
        position: 0,
      },
      // A hidden product's size stays on: the product's own switch hides it.
      {
        product_id: 3,
        label: '50 g',
        sku: 'OLD-BALM',
        price_cents: 50000,
        stock_quantity: 7,
        is_active: true,
        position: 0,
      },
    ]);
  });

  it('moves price, size and stock off the products table', async () => {
    const columns = await sql.rows<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'products'`,
    );
    const names = columns.map((c) => c.column_name);
    expect(names).not.toContain('price_cents');
    expect(names).not.toContain('stock_quantity');
    expect(names).not.toContain('size');
  });

  it('names the size each order line was sold in, and leaves lines of removed products as they were', async () => {
    const rows = await sql.rows<{ order_number: string; items: unknown }>(
      'select order_number, items from orders order by order_number',
    );
    const [v1] = await sql.rows<{ id: number }>('select id from product_variants where product_id = 1');
    const [v2] = await sql.rows<{ id: number }>('select id from product_variants where product_id = 2');
    const of = (number: string) => rows.find((r) => r.order_number === number)!.items;
    expect(of('HM-PAID0001')).toEqual([
      { ...line(1, 2, 180000), variantId: v1!.id, size: '200 ml', sku: 'WHIPPED-SHEA-BODY-BUTTER' },
      { ...line(2, 1, 100000), variantId: v2!.id, size: 'One size', sku: 'RAW-SHEA-BUTTER' },
    ]);
    expect(of('HM-GONE0001')).toEqual([line(99, 1, 1000)]);
    expect(of('HM-EMPTY001')).toEqual([]);
  });

  it('keeps units back in stock and the units a pending refund will put back, by size', async () => {
    const [v1] = await sql.rows<{ id: number }>('select id from product_variants where product_id = 1');
    const [v2] = await sql.rows<{ id: number }>('select id from product_variants where product_id = 2');
    expect(await sql.rows('select product_id, variant_id, quantity from stock_returns')).toEqual([
      { product_id: 1, variant_id: v1!.id, quantity: 2 },
    ]);
    expect(await sql.rows('select restock_items from refunds')).toEqual([
      { restock_items: [{ productId: 2, variantId: v2!.id, quantity: 1 }] },
    ]);
  });

  it('keeps wishlists and reviews on their products', async () => {
    expect(await sql.rows('select session_id, product_id from wishlist_items order by product_id')).toEqual([
      { session_id: 's1', product_id: 1 },
      { session_id: 's1', product_id: 2 },
    ]);
    expect(await sql.rows('select product_id, rating from reviews')).toEqual([{ product_id: 1, rating: 5 }]);
  });

  it('refuses a second size with a SKU already taken, and a negative stock', async () => {
    await expect(
      sql.exec(
        `insert into product_variants (product_id, label, sku, price_cents) values (1, '400 ml', 'RAW-SHEA-BUTTER', 1000)`,
      ),
    ).rejects.toThrow(/product_variants_sku_key/);
    await expect(
      sql.exec(`update product_variants set stock_quantity = -1 where product_id = 1`),
    ).rejects.toThrow(/product_variants_stock_not_negative/);
  });
});
