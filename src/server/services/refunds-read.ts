// What the console shows of refunds: an order's payments with what is left to refund of each and
// the order's refunds, and the shop-wide list of money that must go back ("needs refund").
import { and, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { OrderUnitsView, RefundablePaymentView, RefundView } from '../../core/refund-views';
import type { RefundPaymentKind } from '../../core/refund-schema';
import type { DbExecutor } from '../db/executor';
import { mpesaC2bPayments, mpesaPayments, orders, refunds, type OrderLineSnapshot } from '../db/schema';
import { REFUND_STATES_HOLDING_MONEY } from './refunds-context';
import { STK_STATUSES_WITH_MONEY } from './refunds-payment';
import { restockableUnits } from './refunds-restock';
import type { StockLine } from './stock';
import { returnsByRefund } from './stock-returns';

const held = sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${inArray(refunds.state, [...REFUND_STATES_HOLDING_MONEY])}), 0)::int`;

async function stkPayments(db: DbExecutor, where: SQL) {
  return db
    .select({
      id: mpesaPayments.id,
      receipt: mpesaPayments.receiptNumber,
      status: mpesaPayments.status,
      paidCents: mpesaPayments.amountCents,
      paidAt: mpesaPayments.updatedAt,
      orderNumber: orders.orderNumber,
      refunded: held,
    })
    .from(mpesaPayments)
    .innerJoin(orders, eq(orders.id, mpesaPayments.orderId))
    .leftJoin(refunds, eq(refunds.mpesaPaymentId, mpesaPayments.id))
    .where(
      and(
        where,
        inArray(mpesaPayments.status, [...STK_STATUSES_WITH_MONEY]),
        isNotNull(mpesaPayments.receiptNumber),
      ),
    )
    .groupBy(mpesaPayments.id, orders.orderNumber)
    .orderBy(desc(mpesaPayments.id));
}

async function c2bPayments(db: DbExecutor, where: SQL) {
  return db
    .select({
      id: mpesaC2bPayments.id,
      receipt: mpesaC2bPayments.transId,
      status: mpesaC2bPayments.status,
      paidCents: mpesaC2bPayments.amountCents,
      excessCents: mpesaC2bPayments.excessCents,
      paidAt: mpesaC2bPayments.createdAt,
      orderNumber: orders.orderNumber,
      refunded: held,
    })
    .from(mpesaC2bPayments)
    .leftJoin(orders, eq(orders.id, mpesaC2bPayments.orderId))
    .leftJoin(refunds, eq(refunds.c2bPaymentId, mpesaC2bPayments.id))
    .where(where)
    .groupBy(mpesaC2bPayments.id, orders.orderNumber)
    .orderBy(desc(mpesaC2bPayments.id));
}

/**
 * The order's payments that brought money in, newest first, its refunds, newest first, with the
 * units each put back, and its products with the units a new refund may still put back.
 */
export async function readOrderRefunds(
  db: DbExecutor,
  order: { id: number; items: readonly OrderLineSnapshot[] },
) {
  const orderId = order.id;
  const [stk, c2b, list, returned, units] = await Promise.all([
    stkPayments(db, eq(mpesaPayments.orderId, orderId)),
    c2bPayments(db, eq(mpesaC2bPayments.orderId, orderId)),
    db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
      .orderBy(desc(refunds.createdAt), desc(refunds.id)),
    returnsByRefund(db, orderId),
    restockableUnits(db, order),
  ]);
  const view = (kind: RefundPaymentKind, p: (typeof stk)[number] | (typeof c2b)[number]) => ({
    kind,
    id: p.id,
    receipt: p.receipt!,
    status: p.status,
    paidCents: p.paidCents,
    refundableCents: p.paidCents - p.refunded,
    paidAt: p.paidAt,
  });
  const payments: RefundablePaymentView[] = [
    ...stk.map((p) => view('stk', p)),
    ...c2b.map((p) => view('c2b', p)),
  ];
  return {
    payments,
    refunds: list.map((row) => toRefundView(row, returned.get(row.id))),
    units: units.map(({ out: _out, ...unit }): OrderUnitsView => unit),
  };
}

export interface NeededRefund {
  kind: RefundPaymentKind;
  paymentId: number;
  orderNumber: string | null;
  receipt: string;
  /** Why it is owed: the prompt payment's status, or 'excess' for a Paybill overpayment. */
  why: 'needs_refund' | 'amount_mismatch' | 'excess';
  paidCents: number;
  /** What is still to go back: the excess (or the payment) less refunds sent or on their way. */
  owedCents: number;
  paidAt: Date;
}

/** Money that arrived but paid for nothing: still owed, oldest first. */
export async function readNeededRefunds(db: DbExecutor): Promise<NeededRefund[]> {
  const [stk, c2b] = await Promise.all([
    stkPayments(db, inArray(mpesaPayments.status, ['needs_refund', 'amount_mismatch'])),
    c2bPayments(db, gt(mpesaC2bPayments.excessCents, 0)),
  ]);
  const needed: NeededRefund[] = [
    ...stk.map((p) => ({
      kind: 'stk' as const,
      paymentId: p.id,
      orderNumber: p.orderNumber,
      receipt: p.receipt!,
      why: p.status as 'needs_refund' | 'amount_mismatch',
      paidCents: p.paidCents,
      owedCents: p.paidCents - p.refunded,
      paidAt: p.paidAt,
    })),
    ...c2b.map((p) => ({
      kind: 'c2b' as const,
      paymentId: p.id,
      orderNumber: p.orderNumber,
      receipt: p.receipt,
      why: 'excess' as const,
      paidCents: p.paidCents,
      owedCents: p.excessCents - p.refunded,
      paidAt: p.paidAt,
    })),
  ];
  return needed.filter((n) => n.owedCents > 0).sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
}

/** `restocked`: what the refund's success put back (nothing before it succeeds). */
export function toRefundView(row: typeof refunds.$inferSelect, restocked: StockLine[] = []): RefundView {
  return {
    id: row.id,
    paymentKind: row.mpesaPaymentId !== null ? 'stk' : 'c2b',
    receipt: row.transactionId,
    amountCents: row.amountCents,
    reason: row.reason,
    restock: row.restock,
    restockItems: row.restockItems,
    restocked,
    state: row.state,
    resultDesc: row.resultDesc,
    reversalReceipt: row.reversalTransactionId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
