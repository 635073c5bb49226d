// What the console shows of refunds: an order's payments with what is left to refund of each and
// the order's refunds, and the shop-wide list of money that must go back ("needs refund"). What is
// owed of a payment, and why, is decided once (core/refund-owed.ts) for both.
import { and, desc, eq, gt, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { moneyOwed, type RefundWhy } from '../../../../core/refund-owed';
import type { OrderUnitsView, RefundablePaymentView, RefundView } from '../../../../core/refund-views';
import type { RefundPaymentKind } from '../../../../core/refund-schema';
import type { DbExecutor } from '../../../db/executor';
import { mpesaC2bPayments, mpesaPayments, refunds } from '../tables';
import { c2bRefundHoldsMoney } from '../paybill/refunded';
import { unmatchedFrom, type PayerPhones } from '../paybill/payer-phones';
import { REFUND_STATES_HOLDING_MONEY } from './context';
import { STK_STATUSES_WITH_MONEY } from './payment';
import { restockableUnits } from './restock';
import { type StockLine, returnsByRefund } from '../../catalogue';
import { cancelledOrderIds, orderMoneyViews, type Order } from '../../orders';

const held = sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${inArray(refunds.state, [...REFUND_STATES_HOLDING_MONEY])}), 0)::int`;

/** The shop-wide list skips payments refunded in full, which pile up over the years. */
type Left = 'all' | 'unrefunded';

async function stkPayments(db: DbExecutor, where: SQL, left: Left = 'all') {
  return db
    .select({
      id: mpesaPayments.id,
      receipt: mpesaPayments.receiptNumber,
      status: mpesaPayments.status,
      paidCents: mpesaPayments.amountCents,
      excessCents: sql<number>`0`.mapWith(Number),
      paidAt: mpesaPayments.updatedAt,
      orderId: mpesaPayments.orderId,
      refunded: held,
    })
    .from(mpesaPayments)
    .leftJoin(refunds, eq(refunds.mpesaPaymentId, mpesaPayments.id))
    .where(
      and(
        where,
        inArray(mpesaPayments.status, [...STK_STATUSES_WITH_MONEY]),
        isNotNull(mpesaPayments.receiptNumber),
      ),
    )
    .groupBy(mpesaPayments.id)
    .having(left === 'all' ? undefined : sql`${mpesaPayments.amountCents} > ${held}`)
    .orderBy(desc(mpesaPayments.id));
}

async function c2bPayments(db: DbExecutor, where: SQL, left: Left = 'all') {
  return db
    .select({
      id: mpesaC2bPayments.id,
      receipt: mpesaC2bPayments.transId,
      status: mpesaC2bPayments.status,
      paidCents: mpesaC2bPayments.amountCents,
      excessCents: mpesaC2bPayments.excessCents,
      paidAt: mpesaC2bPayments.createdAt,
      orderId: mpesaC2bPayments.orderId,
      refunded: held,
    })
    .from(mpesaC2bPayments)
    .leftJoin(refunds, eq(refunds.c2bPaymentId, mpesaC2bPayments.id))
    .where(where)
    .groupBy(mpesaC2bPayments.id)
    .having(left === 'all' ? undefined : sql`${mpesaC2bPayments.amountCents} > ${held}`)
    .orderBy(desc(mpesaC2bPayments.id));
}

/**
 * The order's payments that brought money in, newest first, its refunds, newest first, with the
 * units each put back, and its products with the units a new refund may still put back.
 */
export async function readOrderRefunds(
  db: DbExecutor,
  order: Pick<Order, 'id' | 'orderNumber' | 'status' | 'items'>,
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
  const ofOrder = new Map([[orderId, order]]);
  const view = (kind: RefundPaymentKind, p: PaymentRow): RefundablePaymentView => ({
    kind,
    id: p.id,
    receipt: p.receipt!,
    status: p.status,
    paidCents: p.paidCents,
    refundableCents: p.paidCents - p.refunded,
    owedCents: owedOf(kind, p)?.owedCents ?? 0,
    paidAt: p.paidAt,
  });
  return {
    payments: [
      ...withOrders(stk, ofOrder).map((p) => view('stk', p)),
      ...withOrders(c2b, ofOrder).map((p) => view('c2b', p)),
    ],
    refunds: list.map((row) => toRefundView(row, returned.get(row.id))),
    units: units.map(({ out: _out, ...unit }): OrderUnitsView => unit),
  };
}

type PaymentOfOrder =
  Awaited<ReturnType<typeof stkPayments>>[number] | Awaited<ReturnType<typeof c2bPayments>>[number];

/** A payment with its order's number and status, as the lists show it and the owed rule reads it. */
type PaymentRow = Omit<PaymentOfOrder, 'orderId'> & {
  orderNumber: string | null;
  orderStatus: Order['status'] | null;
};

/** Each payment with its order's number and status; a Paybill payment of no order has neither. */
function withOrders(
  payments: PaymentOfOrder[],
  ordersById: ReadonlyMap<number, Pick<Order, 'orderNumber' | 'status'>>,
): PaymentRow[] {
  return payments.map(({ orderId, ...p }) => {
    const order = orderId === null ? undefined : ordersById.get(orderId);
    return { ...p, orderNumber: order?.orderNumber ?? null, orderStatus: order?.status ?? null };
  });
}

const owedOf = (kind: RefundPaymentKind, p: PaymentRow) =>
  moneyOwed({
    kind,
    status: p.status,
    orderStatus: p.orderStatus,
    paidCents: p.paidCents,
    excessCents: p.excessCents,
    refundedCents: p.refunded,
  });

export interface NeededRefund {
  kind: RefundPaymentKind;
  paymentId: number;
  orderNumber: string | null;
  receipt: string;
  /** Why it is owed (core/refund-owed.ts). */
  why: RefundWhy;
  paidCents: number;
  /** What is still to go back, less refunds sent or on their way. */
  owedCents: number;
  paidAt: Date;
}

/**
 * Whose money to look at: the payments of these orders, and the Paybill payments of no order from
 * these phones (PayerPhones). Without it, everybody's.
 */
export interface NeededRefundsOf {
  orderIds: readonly number[];
  payerPhones: PayerPhones;
}

/** Money that arrived but paid for nothing, or for an order since cancelled: still owed, oldest first. */
export async function readNeededRefunds(db: DbExecutor, of?: NeededRefundsOf): Promise<NeededRefund[]> {
  const ofOrders = (column: typeof mpesaPayments.orderId | typeof mpesaC2bPayments.orderId) =>
    of ? (of.orderIds.length > 0 ? inArray(column, [...of.orderIds]) : sql`false`) : undefined;
  // The SQL picks the candidates; moneyOwed decides, so these need only be wide enough.
  const [stk, c2b] = await Promise.all([
    stkPayments(
      db,
      and(
        or(
          inArray(mpesaPayments.status, ['needs_refund', 'amount_mismatch']),
          and(eq(mpesaPayments.status, 'success'), inArray(mpesaPayments.orderId, cancelledOrderIds(db))),
        ),
        ofOrders(mpesaPayments.orderId),
      )!,
      'unrefunded',
    ),
    c2bPayments(
      db,
      and(
        or(
          gt(mpesaC2bPayments.excessCents, 0),
          and(
            eq(mpesaC2bPayments.status, 'matched'),
            inArray(mpesaC2bPayments.orderId, cancelledOrderIds(db)),
          ),
          and(eq(mpesaC2bPayments.status, 'unmatched'), c2bRefundHoldsMoney(db)),
        ),
        of ? or(ofOrders(mpesaC2bPayments.orderId), unmatchedFrom(of.payerPhones)) : undefined,
      )!,
      'unrefunded',
    ),
  ]);
  const needed = (kind: RefundPaymentKind, p: PaymentRow): NeededRefund[] => {
    const owed = owedOf(kind, p);
    if (!owed) return [];
    return [
      {
        kind,
        paymentId: p.id,
        orderNumber: p.orderNumber,
        receipt: p.receipt!,
        why: owed.why,
        paidCents: p.paidCents,
        owedCents: owed.owedCents,
        paidAt: p.paidAt,
      },
    ];
  };
  const ordersById = await orderMoneyViews(
    db,
    [...stk, ...c2b].flatMap((p) => (p.orderId === null ? [] : [p.orderId])),
  );
  return [
    ...withOrders(stk, ordersById).flatMap((p) => needed('stk', p)),
    ...withOrders(c2b, ordersById).flatMap((p) => needed('c2b', p)),
  ].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
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
