// One order as the console shows it: lines and totals, customer and reseller, its full status
// history with who moved it, and the shop's own notes (its M-Pesa prompts are mpesa's, added by
// console/admin-order.ts).
import { asc, desc, eq } from 'drizzle-orm';
import { nextStatuses, type OrderStatus } from '../../../core/order-status';
import type { DbExecutor } from '../../db/executor';
import { orderEvents, orderNotes, orders } from './tables';
import { toOrder, type Order } from './model';
import { accountContacts } from '../accounts';
import { allUnitsBack, unitsOfOrder } from '../catalogue';
import { normaliseOrderNumber } from '../../../core/order-number';
import type { OrderPickupPoint } from '../../../core/order-delivery';
import { pickupPointOf } from './pickup-point-of';

export interface OrderDetail {
  order: Order;
  /** The point a pickup order goes to; null for other methods. */
  pickupPoint: OrderPickupPoint | null;
  reseller: { id: number; businessName: string; email: string; phone: string } | null;
  history: { from: OrderStatus | null; to: OrderStatus; actor: string; note: string | null; at: Date }[];
  notes: { id: number; body: string; author: string | null; at: Date }[];
  /**
   * The moves the shop may make from here (a payment confirms retail orders on its own too); none
   * that prepares or ships goods once every unit is back in stock.
   */
  nextStatuses: readonly OrderStatus[];
}

export async function readOrderDetail(db: DbExecutor, orderNumber: string): Promise<OrderDetail | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, normaliseOrderNumber(orderNumber)));
  if (!row) return null;
  const order = toOrder(row);
  const [history, notes, units, pickupPoint] = await Promise.all([
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
        id: orderNotes.id,
        body: orderNotes.body,
        authorId: orderNotes.authorUserId,
        at: orderNotes.createdAt,
      })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, order.id))
      .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
    unitsOfOrder(db, order),
    pickupPointOf(db, order),
  ]);
  const resellerId = order.kind === 'wholesale' ? order.userId : null;
  // The reseller and the notes' authors in one read of their accounts.
  const accounts = await accountContacts(db, [
    ...(resellerId === null ? [] : [resellerId]),
    ...notes.flatMap((note) => (note.authorId === null ? [] : [note.authorId])),
  ]);
  const reseller = resellerId === null ? undefined : accounts.get(resellerId);
  return {
    order,
    pickupPoint,
    reseller: reseller
      ? { id: reseller.id, businessName: reseller.businessName, email: reseller.email, phone: reseller.phone }
      : null,
    history,
    notes: notes.map(({ authorId, ...note }) => ({
      ...note,
      author: authorId === null ? null : (accounts.get(authorId)?.firstName ?? null),
    })),
    nextStatuses: nextStatuses({ ...order, allUnitsBack: allUnitsBack(units) }),
  };
}
