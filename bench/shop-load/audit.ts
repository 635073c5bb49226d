// After the load: the database is held to what the shoppers were told. Every acknowledged order is
// there once and nothing else is; its lines are at the catalogue's prices (no price changes during
// the run) and its money adds up; a paid order has its one payment; and each
// product's stock is its starting stock less what the stored orders hold (cancelled ones give theirs back).
import { DEFAULT_DELIVERY_SETTINGS, deliveryFeeCents } from '../../src/core/delivery';
import { subtotalCents } from '../../src/core/pricing';
import type { Database } from '../../src/server/db/client';
import { mpesaPayments, orders, productVariants } from '../../src/server/db/schema';
import type { AcknowledgedOrder } from './shopper';

export interface AuditFigures {
  stored: number;
  paid: number;
  payLater: number;
}

export async function auditOrders(
  db: Database,
  acknowledged: readonly AcknowledgedOrder[],
  initialStock: ReadonlyMap<number, number>,
): Promise<{ problems: string[]; figures: AuditFigures }> {
  const problems: string[] = [];
  const rows = await db.select().from(orders);
  const payments = await db.select().from(mpesaPayments);
  const stock = await db
    .select({
      id: productVariants.id,
      stock: productVariants.stockQuantity,
      priceCents: productVariants.priceCents,
    })
    .from(productVariants);
  const listPriceById = new Map(stock.map((size) => [size.id, size.priceCents]));

  const byNumber = new Map(rows.map((row) => [row.orderNumber, row]));
  const told = new Map(acknowledged.map((order) => [order.orderNumber, order]));
  for (const row of rows) {
    if (!told.has(row.orderNumber)) problems.push(`${row.orderNumber} is stored but was never acknowledged`);
  }
  const successes = new Map<number, (typeof payments)[number][]>();
  for (const payment of payments) {
    if (payment.status !== 'success') continue;
    successes.set(payment.orderId, [...(successes.get(payment.orderId) ?? []), payment]);
  }

  for (const order of acknowledged) {
    const row = byNumber.get(order.orderNumber);
    if (!row) {
      problems.push(`${order.orderNumber} was acknowledged and is not stored`);
      continue;
    }
    const stored = row.items.map((item) => ({ id: item.productId, quantity: item.quantity }));
    if (JSON.stringify(stored) !== JSON.stringify(order.lines)) {
      problems.push(
        `${order.orderNumber} holds ${JSON.stringify(stored)}, ordered ${JSON.stringify(order.lines)}`,
      );
    }
    const mispriced = row.items.filter(
      (item) => item.unitPriceCents !== listPriceById.get(item.variantId ?? -1),
    );
    if (mispriced.length > 0) problems.push(`${order.orderNumber}: lines not at the catalogue price`);
    const subtotal = subtotalCents(row.items);
    // The load run never changes the settings: a fresh shop charges SPEC's fees.
    const fee = deliveryFeeCents(DEFAULT_DELIVERY_SETTINGS, subtotal, row.deliveryArea);
    if (row.subtotalCents !== subtotal || row.deliveryFeeCents !== fee || row.totalCents !== subtotal + fee) {
      problems.push(
        `${order.orderNumber}: subtotal ${row.subtotalCents}, fee ${row.deliveryFeeCents}, total ${row.totalCents}; its lines make ${subtotal} + ${fee}`,
      );
    }
    const paid = successes.get(row.id) ?? [];
    if (order.outcome === 'paid') {
      const [payment] = paid;
      if (row.status !== 'confirmed' || paid.length !== 1) {
        problems.push(
          `${order.orderNumber}: told paid, stored ${row.status} with ${paid.length} successful payments`,
        );
      } else if (payment!.amountCents !== row.totalCents || payment!.receiptNumber !== row.transactionId) {
        problems.push(`${order.orderNumber}: its payment does not match it (amount or receipt)`);
      }
    } else if (row.status !== 'pending_payment' || row.paymentMethod !== 'pay_later' || paid.length > 0) {
      problems.push(
        `${order.orderNumber}: told Pay Later, stored ${row.status} ${row.paymentMethod}, ${paid.length} paid`,
      );
    }
  }

  const held = new Map<number, number>();
  for (const row of rows) {
    if (row.status === 'cancelled') continue;
    for (const item of row.items) {
      const size = item.variantId ?? -1;
      held.set(size, (held.get(size) ?? 0) + item.quantity);
    }
  }
  for (const { id, stock: now } of stock) {
    if (now < 0) problems.push(`size ${id} has negative stock ${now}`);
    const expected = (initialStock.get(id) ?? 0) - (held.get(id) ?? 0);
    if (now !== expected) problems.push(`size ${id}: stock ${now}, expected ${expected}`);
  }

  return {
    problems,
    figures: {
      stored: rows.length,
      paid: rows.filter((row) => row.status === 'confirmed').length,
      payLater: rows.filter((row) => row.paymentMethod === 'pay_later').length,
    },
  };
}
