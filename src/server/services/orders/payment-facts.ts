// What a payment method reads of an order, in its own transaction or the caller's: the order
// locked while a payment or a refund of it is decided, what it costs and how it stands, and whether
// a payer's proof opens it. M-Pesa's prompts, Paybill payments and refunds are decided this way.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { provesOrder, type OrderProof } from './access';
import type { Order } from './model';
import { orders } from './tables';
import { lockOrder } from './transition';

/** The order as money sees it: what it costs, whether it still waits for payment, what paid it. */
export type OrderMoneyView = Pick<
  Order,
  'id' | 'orderNumber' | 'kind' | 'status' | 'totalCents' | 'transactionId'
>;

const moneyColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  kind: orders.kind,
  status: orders.status,
  totalCents: orders.totalCents,
  transactionId: orders.transactionId,
};

/**
 * The order, locked until the caller's transaction ends: payments, refunds and moves of one order
 * queue on this lock, so each decides on what the one before it wrote.
 */
export function lockOrderForPayment(tx: DbExecutor, orderId: number): Promise<Order | null> {
  return lockOrder(tx, eq(orders.id, orderId));
}

/** The retail order of that exact number, locked as lockOrderForPayment locks; null when there is none. */
export function lockRetailOrderForPayment(tx: DbExecutor, orderNumber: string): Promise<Order | null> {
  return lockOrder(tx, and(eq(orders.orderNumber, orderNumber), eq(orders.kind, 'retail'))!);
}

/** By id, or by the exact order number; null when there is no such order. */
export async function orderMoneyView(
  db: DbExecutor,
  ref: { id: number } | { orderNumber: string },
): Promise<OrderMoneyView | null> {
  const [row] = await db
    .select(moneyColumns)
    .from(orders)
    .where('id' in ref ? eq(orders.id, ref.id) : eq(orders.orderNumber, ref.orderNumber));
  return row ?? null;
}

/** The money views of these orders, by id; an id of no order is absent. */
export async function orderMoneyViews(
  db: DbExecutor,
  orderIds: readonly number[],
): Promise<Map<number, OrderMoneyView>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select(moneyColumns)
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The ids of cancelled orders, as a subquery for the caller's `inArray`: a list over years of
 * payments picks those of cancelled orders in the database, in one query.
 */
export function cancelledOrderIds(db: DbExecutor) {
  return db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'cancelled'));
}

/** True when the proof opens the order (access.ts); false when there is no such order. */
export async function provesOrderById(db: DbExecutor, orderId: number, proof: OrderProof): Promise<boolean> {
  if (!proof.paymentToken && !proof.customerEmail) return false;
  const [order] = await db
    .select({ paymentToken: orders.paymentToken, customerEmail: orders.customerEmail })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order !== undefined && provesOrder(order, proof);
}
