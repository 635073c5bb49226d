// A shop that took wholesale orders before the one order model keeps them: migration 0004 moves
// them into `orders` with their history, on both engines the shop runs on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';

interface Sql {
  exec(statement: string): Promise<void>;
  rows<T>(statement: string): Promise<T[]>;
  close(): Promise<void>;
}

async function connect(scratch: ScratchDatabase): Promise<Sql> {
  if (scratch.target.kind === 'pglite') {
    const db = new PGlite();
    return {
      exec: async (statement) => void (await db.exec(statement)),
      rows: async <T,>(statement: string) => (await db.query<T>(statement)).rows,
      close: () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: scratch.target.url });
  await client.connect();
  return {
    exec: async (statement) => void (await client.query(statement)),
    rows: async <T,>(statement: string) => (await client.query(statement)).rows as T[],
    close: () => client.end(),
  };
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

async function apply(sql: Sql, tag: string) {
  const text = readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await sql.exec(statement);
  }
}

let scratch: ScratchDatabase;
let sql: Sql;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  sql = await connect(scratch);
  const moving = journal.entries.find((entry) => entry.tag.endsWith('wholesale_orders_into_orders'))!;
  for (const entry of journal.entries.filter((e) => e.idx < moving.idx)) await apply(sql, entry.tag);
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
  await apply(sql, moving.tag);
});
afterAll(async () => {
  await sql?.close();
  await scratch?.drop();
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
