// A shop still holding the seed's two raw butters gets one product in two sizes: migration 0015
// moves the 1 kg size under the Grade A product with everything that named it, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type Sql } from '../support/migration-steps';

let database: Awaited<ReturnType<typeof databaseBefore>>;
let sql: Sql;

const GRADE_A = 15;
const NILOTICA = 17;

function line(productId: number, variantId: number, size: string) {
  return {
    productId,
    variantId,
    size,
    sku: 'X',
    name: `P${productId}`,
    image: '',
    unitPriceCents: 100,
    quantity: 1,
  };
}

beforeAll(async () => {
  database = await databaseBefore('merge_seed_raw_butters');
  sql = database.sql;
  await sql.exec(`
    insert into products (id, slug, name, description, category) values
      (${GRADE_A}, 'raw-unrefined-shea-butter-grade-a', 'Raw Unrefined Shea Butter (Grade A)', 'Raw.', 'raw'),
      (16, 'raw-shea-butter-bar', 'Raw Shea Butter Bar', 'A bar.', 'raw'),
      (${NILOTICA}, 'raw-nilotica-shea-butter-1kg', 'Raw Nilotica Shea Butter (1 kg)', 'Soft.', 'raw');
    insert into product_variants (id, product_id, label, sku, price_cents, stock_quantity) values
      (150, ${GRADE_A}, '250 g', 'RAW-A', 100000, 95),
      (160, 16, '100 g', 'BAR', 80000, 70),
      (170, ${NILOTICA}, '1 kg', 'RAW-N', 320000, 15);
    insert into orders (order_number, status, customer_name, customer_email, customer_phone, delivery_address,
      delivery_area, subtotal_cents, delivery_fee_cents, total_cents, payment_method, items)
    values ('HM-MERGE001', 'confirmed', 'Wanjiku', 'w@example.com', '0712345678', 'Moi Avenue 12', 'Westlands',
      300, 0, 300, 'mpesa',
      '${JSON.stringify([line(GRADE_A, 150, '250 g'), line(NILOTICA, 170, '1 kg'), line(16, 160, '100 g')])}');
    insert into stock_returns (order_id, product_id, variant_id, quantity)
      select id, ${NILOTICA}, 170, 1 from orders where order_number = 'HM-MERGE001';
    insert into reviews (product_id, name, rating, title, body, status) values
      (${NILOTICA}, 'Akinyi', 5, 'Creamy', 'Spreads like butter.', 'approved'),
      (${GRADE_A}, 'Baraka', 4, 'Earthy', 'Smells of nuts.', 'approved');
    insert into wishlist_items (session_id, product_id) values
      ('both', ${GRADE_A}), ('both', ${NILOTICA}), ('one', ${NILOTICA});
  `);
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
});

describe('migration: the seed raw butters become one product', () => {
  it('moves the 1 kg size under Grade A, after its 250 g, with its stock and SKU', async () => {
    expect(
      await sql.rows(
        `select id, product_id, label, position, stock_quantity from product_variants order by product_id, position`,
      ),
    ).toEqual([
      { id: 150, product_id: GRADE_A, label: '250 g', position: 0, stock_quantity: 95 },
      { id: 170, product_id: GRADE_A, label: '1 kg', position: 1, stock_quantity: 15 },
      { id: 160, product_id: 16, label: '100 g', position: 0, stock_quantity: 70 },
    ]);
  });

  it('hides the emptied product', async () => {
    expect(await sql.rows(`select id, is_active from products order by id`)).toEqual([
      { id: GRADE_A, is_active: true },
      { id: 16, is_active: true },
      { id: NILOTICA, is_active: false },
    ]);
  });

  it('keeps its reviews, wishlist entries, order lines and units back, now on Grade A', async () => {
    expect(await sql.rows(`select product_id, name from reviews order by name`)).toEqual([
      { product_id: GRADE_A, name: 'Akinyi' },
      { product_id: GRADE_A, name: 'Baraka' },
    ]);
    expect(await sql.rows(`select session_id, product_id from wishlist_items order by session_id`)).toEqual([
      { session_id: 'both', product_id: GRADE_A },
      { session_id: 'one', product_id: GRADE_A },
    ]);
    const [order] = await sql.rows<{ items: unknown }>(`select items from orders`);
    // Lines keep the name they were sold under.
    expect(order!.items).toEqual([
      line(GRADE_A, 150, '250 g'),
      { ...line(NILOTICA, 170, '1 kg'), productId: GRADE_A },
      line(16, 160, '100 g'),
    ]);
    expect(await sql.rows(`select product_id, variant_id, quantity from stock_returns`)).toEqual([
      { product_id: GRADE_A, variant_id: 170, quantity: 1 },
    ]);
  });
});
