// A shop that refunded with restock and cancelled orders before units back in stock were recorded
// keeps its count: migration 0007 records what already went back, so none of it goes back twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type Sql } from '../support/migration-steps';

/** An order of `items` ([product, units]...), paid by one prompt payment, with its id and payment's. */
function order(number: string, status: string, items: [number, number][]) {
  const lines = JSON.stringify(
    items.map(([productId, quantity]) => ({
      productId,
      name: `P${productId}`,
      image: '',
      unitPriceCents: 100,
      quantity,
    })),
  );
  return `
    insert into orders (order_number, status, customer_name, customer_email, customer_phone, delivery_address,
      delivery_area, subtotal_cents, delivery_fee_cents, total_cents, payment_method, items, updated_at)
    values ('${number}', '${status}', 'Wanjiku', 'w@example.com', '0712345678', 'Moi Avenue 12', 'Westlands',
      1000, 0, 1000, 'mpesa', '${lines}', '2026-11-02T10:00:00Z');
    insert into mpesa_payments (checkout_request_id, order_id, phone, amount_cents, status, receipt_number)
    select 'ws_${number}', id, '254712345678', 1000, 'success', 'R${number.slice(3)}' from orders where order_number = '${number}';`;
}

function refund(number: string, state: string, restock: boolean, at: string) {
  return `
    insert into refunds (order_id, mpesa_payment_id, transaction_id, amount_cents, reason, restock, state, updated_at)
    select o.id, p.id, p.receipt_number, 100, 'Back', ${restock}, '${state}', '${at}'
    from orders o join mpesa_payments p on p.order_id = o.id where o.order_number = '${number}';`;
}

function cancelledAt(number: string, at: string) {
  return `
    insert into order_events (order_id, from_status, to_status, actor, created_at)
    select id, 'confirmed', 'cancelled', 'admin', '${at}' from orders where order_number = '${number}';`;
}

let database: Awaited<ReturnType<typeof databaseBefore>>;
let sql: Sql;

beforeAll(async () => {
  database = await databaseBefore('stock_returns_and_unpaid_holds');
  sql = database.sql;
  await sql.exec(
    [
      // Cancelled: the cancellation put everything back.
      order('HM-CANCEL01', 'cancelled', [
        [1, 2],
        [2, 1],
      ]),
      cancelledAt('HM-CANCEL01', '2026-11-02T10:00:00Z'),
      // A refund with restock put the whole order back; a second one did nothing.
      order('HM-REFUND01', 'confirmed', [[1, 3]]),
      refund('HM-REFUND01', 'succeeded', true, '2026-11-03T10:00:00Z'),
      refund('HM-REFUND01', 'succeeded', true, '2026-11-03T11:00:00Z'),
      // Refunded with restock, then cancelled: all of it is back (twice, before this migration).
      order('HM-BOTH0001', 'cancelled', [[1, 2]]),
      refund('HM-BOTH0001', 'succeeded', true, '2026-11-04T10:00:00Z'),
      cancelledAt('HM-BOTH0001', '2026-11-04T12:00:00Z'),
      // Cancelled, then refunded with restock: the refund put nothing back.
      order('HM-LATE0001', 'cancelled', [[1, 2]]),
      cancelledAt('HM-LATE0001', '2026-11-05T10:00:00Z'),
      refund('HM-LATE0001', 'succeeded', true, '2026-11-05T12:00:00Z'),
      // Still waiting for M-Pesa: its units go back when it succeeds.
      order('HM-PEND0001', 'confirmed', [[1, 4]]),
      refund('HM-PEND0001', 'pending', true, '2026-11-06T10:00:00Z'),
      // No restock asked.
      order('HM-PLAIN001', 'confirmed', [[2, 1]]),
      refund('HM-PLAIN001', 'succeeded', false, '2026-11-06T10:00:00Z'),
    ].join('\n'),
  );
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
});

const returnsOf = (number: string) =>
  sql.rows<{ product_id: number; quantity: number; by_refund: boolean }>(
    `select r.product_id, r.quantity, r.refund_id is not null as by_refund from stock_returns r
     join orders o on o.id = r.order_id where o.order_number = '${number}' order by r.product_id`,
  );

describe('migration: units back in stock', () => {
  it("records a cancelled order's units as back by its cancellation", async () => {
    expect(await returnsOf('HM-CANCEL01')).toEqual([
      { product_id: 1, quantity: 2, by_refund: false },
      { product_id: 2, quantity: 1, by_refund: false },
    ]);
  });

  it('records the units of the first refund with restock that succeeded before any cancellation, once', async () => {
    expect(await returnsOf('HM-REFUND01')).toEqual([{ product_id: 1, quantity: 3, by_refund: true }]);
    expect(await returnsOf('HM-BOTH0001')).toEqual([{ product_id: 1, quantity: 2, by_refund: true }]);
    expect(await returnsOf('HM-LATE0001')).toEqual([{ product_id: 1, quantity: 2, by_refund: false }]);
    expect(await returnsOf('HM-PEND0001')).toEqual([]);
    expect(await returnsOf('HM-PLAIN001')).toEqual([]);
  });

  it('gives refunds with restock the units they asked for: the whole order', async () => {
    const rows = await sql.rows<{ order_number: string; restock_items: unknown }>(
      `select o.order_number, r.restock_items from refunds r join orders o on o.id = r.order_id
       order by r.id`,
    );
    const of = (number: string) => rows.filter((r) => r.order_number === number).map((r) => r.restock_items);
    expect(of('HM-PEND0001')).toEqual([[{ productId: 1, quantity: 4 }]]);
    expect(of('HM-REFUND01')).toEqual([[{ productId: 1, quantity: 3 }], [{ productId: 1, quantity: 3 }]]);
    expect(of('HM-PLAIN001')).toEqual([[]]);
  });

  it('adds the client address digest column, empty for orders placed before', async () => {
    const [row] = await sql.rows<{ n: number }>(
      `select count(*)::int as n from orders where client_address_digest is not null`,
    );
    expect(row!.n).toBe(0);
  });
});
