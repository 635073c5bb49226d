// One order as the console shows it: lines and totals, customer and reseller, its M-Pesa attempts,
// its full status history with who moved it, and the shop's own notes.
import { asc, desc, eq } from 'drizzle-orm';
import { nextStatuses, type OrderStatus } from '../../../core/order-status';
import type { DbExecutor } from '../../db/executor';
import { mpesaPayments, users } from '../../db/schema';
import { orderEvents, orderNotes, orders } from './tables';
import type { PaymentStatus } from '../../../core/payment-statuses';
import { toOrder, type Order } from './model';
import { allUnitsBack, unitsOfOrder } from '../catalogue';
import { normaliseOrderNumber } from '../../../core/order-number';

export interface OrderDetail {
  order: Order;
  reseller: { id: number; businessName: string; email: string; phone: string } | null;
  history: { from: OrderStatus | null; to: OrderStatus; actor: string; note: string | null; at: Date }[];
  payments: {
    checkoutRequestId: string;
    phone: string;
    amountCents: number;
    status: PaymentStatus;
    resultCode: number | null;
    resultDesc: string | null;
    receiptNumber: string | null;
    createdAt: Date;
    updatedAt: Date;
  }[];
  notes: { id: number; body: string; author: string | null; at: Date }[];
  /**
   * The moves the shop may make from here (a payment confirms retail orders on its own too); none
   * that prepares or ships goods once every unit is back in stock.
   */
  nextStatuses: readonly OrderStatus[];
}

export async function readOrderDetail(db: DbExecutor, orderNumber: string): Promise<OrderDetail | null> {
  const [row] = await db
    .select({
      order: orders,
      reseller: { id: users.id, businessName: users.businessName, email: users.email, phone: users.phone },
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderNumber, normaliseOrderNumber(orderNumber)));
  if (!row) return null;
  const order = toOrder(row.order);
  const [history, payments, notes, units] = await Promise.all([
    db
      .select({
        from: orderEvents.fromStatus,
        to: orderEvents.toStatus,
        actor: orderEvents.actor,
        note: orderEvents.note,
        at: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select({
        checkoutRequestId: mpesaPayments.checkoutRequestId,
        phone: mpesaPayments.phone,
        amountCents: mpesaPayments.amountCents,
        status: mpesaPayments.status,
        resultCode: mpesaPayments.resultCode,
        resultDesc: mpesaPayments.resultDesc,
        receiptNumber: mpesaPayments.receiptNumber,
        createdAt: mpesaPayments.createdAt,
        updatedAt: mpesaPayments.updatedAt,
      })
      .from(mpesaPayments)
      .where(eq(mpesaPayments.orderId, order.id))
      .orderBy(desc(mpesaPayments.createdAt), desc(mpesaPayments.id)),
    db
      .select({ id: orderNotes.id, body: orderNotes.body, author: users.firstName, at: orderNotes.createdAt })
      .from(orderNotes)
      .leftJoin(users, eq(users.id, orderNotes.authorUserId))
      .where(eq(orderNotes.orderId, order.id))
      .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
    unitsOfOrder(db, order),
  ]);
  return {
    order,
    reseller: order.kind === 'wholesale' ? row.reseller : null,
    history,
    payments,
    notes,
    nextStatuses: nextStatuses({ ...order, allUnitsBack: allUnitsBack(units) }),
  };
}
