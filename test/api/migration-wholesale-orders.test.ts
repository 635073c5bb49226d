// A shop that took wholesale orders before the one order model keeps them: migration 0004 moves
// them into `orders` with their history, on both engines the shop runs on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type Sql } from '../support/migration-steps';

let database: Awaited<ReturnType<typeof databaseBefore>>;
let sql: Sql;

beforeAll(async () => {
  database = await databaseBefore('wholesale_orders_into_orders');
  sql = database.sql;
  await sql.exec(`
    insert into users (id, email, password_hash, first_name, last_name, business_name, phone, role, is_approved)
    values (7, 'duka@example.com', 'x', 'Achieng', 'Otieno', 'Glow Duka', '0712345678', 'reseller', true);
    insert into wholesale_orders (order_number, user_id, status, items, total_cents, notes, created_at)
    values ('HM-WHOLE001', 7, 'confirmed',
      '[{"productId":1,"name":"Whipped Shea","image":"","retailPriceCents":150000,"unitPriceCents":105000,"quantity":4}]',
      420000, 'Deliver to Kisumu', '2026-10-01T08:00:00Z');
    insert into audit_events (actor_user_id, action, entity_type, entity_id, details, created_at)
    values (null, 'wholesale_order.status_changed', 'wholesale_order', 'HM-WHOLE001',
      '{"from":"pending","to":"confirmed"}', '2026-10-01T09:00:00Z');
  `);
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
});

describe('migration: wholesale orders into orders', () => {
  it('moves each wholesale order with its reseller as the customer and no delivery fee', async () => {
    const [order] = await sql.rows<Record<string, unknown>>(
      `select * from orders where order_number = 'HM-WHOLE001'`,
    );
    expect(order).toMatchObject({
      kind: 'wholesale',
      status: 'confirmed',
      user_id: 7,
      customer_name: 'Achieng Otieno',
      customer_email: 'duka@example.com',
      customer_phone: '0712345678',
      subtotal_cents: 420000,
      delivery_fee_cents: 0,
      total_cents: 420000,
      payment_method: 'invoice',
      notes: 'Deliver to Kisumu',
    });
    expect((order!.items as { retailPriceCents: number }[])[0]!.retailPriceCents).toBe(150000);
  });

  it('gives it a status history: placed, then each recorded move', async () => {
    const events = await sql.rows<{ from_status: string | null; to_status: string; actor: string }>(
      `select e.from_status, e.to_status, e.actor from order_events e
       join orders o on o.id = e.order_id where o.order_number = 'HM-WHOLE001' order by e.created_at`,
    );
    expect(events).toEqual([
      { from_status: null, to_status: 'pending', actor: 'reseller' },
      { from_status: 'pending', to_status: 'confirmed', actor: 'admin' },
    ]);
    const audit = await sql.rows<{ action: string; entity_type: string }>(
      `select action, entity_type from audit_events where entity_id = 'HM-WHOLE001'`,
    );
    expect(audit).toEqual([{ action: 'order.status_changed', entity_type: 'order' }]);
  });

  it('drops the old table', async () => {
    const tables = await sql.rows<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_name = 'wholesale_orders'`,
    );
    expect(tables[0]!.n).toBe(0);
  });
});
