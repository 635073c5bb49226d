// Whether a customer may be erased yet: not while the shop holds money that is theirs, or money of
// theirs is still moving. Refunding needs the payer's number and tells them by text and mail, so
// once it is gone nobody could tell whose the money was. Checked under the orders' row locks,
// where payments and refunds of those orders settle.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { formatPrice } from '../../../core/currency-format';
import { UNPAID_STATUSES, type OrderStatus } from '../../../core/order-status';
import type { DbExecutor } from '../../db/executor';
import { mpesaPayments, refunds } from '../../db/schema';
import { ServiceError } from '../errors';
import { moneyHeldFor, type MoneyHeld, type PayerPhones } from '../mpesa';

export const MONEY_UNSETTLED =
  'This customer has an order whose money is not settled yet (awaiting payment, Pay Later, a payment being confirmed, a refund on its way). Settle or cancel it first, then erase.';

export interface CustomerMoney {
  orders: { id: number; orderNumber: string; status: OrderStatus }[];
  /** Their Paybill payments that found no order. */
  unmatchedPaybillIds: number[];
  payerPhones: PayerPhones;
}

/** Throws a 409 naming each order unsettled and each sum owed to the customer; else nothing. */
export async function refuseUnsettled(tx: DbExecutor, money: CustomerMoney): Promise<void> {
  const ids = money.orders.map((order) => order.id);
  const moving = await stillMoving(tx, ids, money.unmatchedPaybillIds);
  const unpaid = money.orders.filter((order) =>
    (UNPAID_STATUSES as readonly string[]).includes(order.status),
  );
  const unsettled = new Set([...unpaid.map((order) => order.id), ...moving]);
  const held = await moneyHeldFor(tx, { orderIds: ids, payerPhones: money.payerPhones });
  const problems: string[] = [];
  if (held.length > 0) problems.push(owedMessage(held));
  if (unsettled.size > 0 || moving.has(null)) {
    const numbers = money.orders.filter((order) => unsettled.has(order.id)).map((o) => o.orderNumber);
    problems.push(numbers.length > 0 ? `${MONEY_UNSETTLED} (${numbers.join(', ')})` : MONEY_UNSETTLED);
  }
  if (problems.length > 0) throw new ServiceError('conflict', problems.join(' '));
}

/** 'Money is owed to this customer: HM-… KSH 950.00, receipt T… KSH 550.00. …' */
function owedMessage(held: MoneyHeld[]): string {
  const byName = new Map<string, number>();
  for (const { orderNumber, receipt, owedCents } of held) {
    const name = orderNumber ?? `Paybill receipt ${receipt}`;
    byName.set(name, (byName.get(name) ?? 0) + owedCents);
  }
  const listed = [...byName].map(([name, cents]) => `${name} ${formatPrice(cents)}`).join(', ');
  return `Money is owed to this customer: ${listed}. Refund it (or assign a Paybill payment to its order) first, then erase.`;
}

/**
 * The orders with a payment still being confirmed, or paid twice with its receipt not yet known
 * (it cannot be refunded or listed until it is), or a refund on its way; `null` for a refund on its
 * way of a Paybill payment of no order.
 */
async function stillMoving(tx: DbExecutor, orderIds: number[], unmatchedPaybillIds: number[]) {
  const moving = new Set<number | null>();
  if (orderIds.length > 0) {
    const payments = await tx
      .select({ orderId: mpesaPayments.orderId })
      .from(mpesaPayments)
      .where(
        and(
          inArray(mpesaPayments.orderId, orderIds),
          or(
            inArray(mpesaPayments.status, ['pending', 'confirming']),
            and(
              inArray(mpesaPayments.status, ['needs_refund', 'amount_mismatch']),
              isNull(mpesaPayments.receiptNumber),
            ),
          ),
        ),
      );
    for (const payment of payments) moving.add(payment.orderId);
  }
  const ofPayments = [
    orderIds.length > 0 ? inArray(refunds.orderId, orderIds) : undefined,
    unmatchedPaybillIds.length > 0 ? inArray(refunds.c2bPaymentId, unmatchedPaybillIds) : undefined,
  ].filter((condition) => condition !== undefined);
  if (ofPayments.length > 0) {
    const pending = await tx
      .select({ orderId: refunds.orderId })
      .from(refunds)
      .where(and(eq(refunds.state, 'pending'), or(...ofPayments)));
    for (const refund of pending) moving.add(refund.orderId);
  }
  return moving;
}
