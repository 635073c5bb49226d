// A customer's orders, for their export and erasure (services/privacy): found by the details on the
// order, or as the reseller who placed it. Erased, an order keeps what the books need (amounts,
// dates, statuses, lines, the receipt) and names nobody. Locked first when the customer is to be
// forgotten: their payments settle under the same lock.
import { asc, inArray, or, sql } from 'drizzle-orm';
import { ERASED } from '../../../core/erased-customer';
import { UNPAID_STATUSES } from '../../../core/order-status';
import type { DbExecutor } from '../../db/executor';
import {
  belongsTo,
  type Owed,
  type PersonalData,
  type PersonalDataIntent,
  type Person,
} from '../personal-data';
import { orderEvents, orderNotes, orders } from './tables';

const ids = (person: Person) => person.orders.map((order) => order.id);

async function find({ key, accountIds }: Person, tx: DbExecutor, intent: PersonalDataIntent) {
  const theirs = or(
    belongsTo(key, { email: orders.customerEmail, phone: orders.customerPhone }),
    accountIds.length > 0 ? inArray(orders.userId, [...accountIds]) : undefined,
  );
  const query = tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      email: orders.customerEmail,
      phone: orders.customerPhone,
      status: orders.status,
    })
    .from(orders)
    .where(theirs)
    .orderBy(orders.id);
  return { orders: intent === 'forget' ? await query.for('update') : await query };
}

/** A group of rows by their order, without the order's id. */
const byOrder = <T extends { orderId: number }>(rows: T[]) => {
  const map = new Map<number, Omit<T, 'orderId'>[]>();
  for (const { orderId, ...rest } of rows) map.set(orderId, [...(map.get(orderId) ?? []), rest]);
  return (id: number) => map.get(id) ?? [];
};

async function exportOrders(person: Person, tx: DbExecutor) {
  const found = ids(person);
  if (found.length === 0) return { orders: [] };
  const [rows, events, notes] = await Promise.all([
    tx.select().from(orders).where(inArray(orders.id, found)).orderBy(asc(orders.id)),
    tx
      .select({
        orderId: orderEvents.orderId,
        status: orderEvents.toStatus,
        note: orderEvents.note,
        at: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, found))
      .orderBy(asc(orderEvents.id)),
    tx
      .select({ orderId: orderNotes.orderId, body: orderNotes.body, at: orderNotes.createdAt })
      .from(orderNotes)
      .where(inArray(orderNotes.orderId, found))
      .orderBy(asc(orderNotes.id)),
  ]);
  const [eventsOf, notesOf] = [byOrder(events), byOrder(notes)];
  return {
    orders: rows.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      kind: order.kind,
      status: order.status,
      placedAt: order.createdAt,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      deliveryAddress: order.deliveryAddress,
      deliveryArea: order.deliveryArea,
      notes: order.notes,
      smsOptOut: order.smsOptOut,
      paymentMethod: order.paymentMethod,
      transactionId: order.transactionId,
      lines: order.items.map((line) => ({
        productId: line.productId,
        name: line.name,
        size: line.size ?? null,
        sku: line.sku ?? null,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
      })),
      subtotalCents: order.subtotalCents,
      deliveryFeeCents: order.deliveryFeeCents,
      totalCents: order.totalCents,
      statusHistory: eventsOf(order.id),
      shopNotes: notesOf(order.id),
    })),
  };
}

/** Their orders still waiting for their money (awaiting payment, Pay Later). */
async function owed(person: Person): Promise<Owed[]> {
  return person.orders
    .filter((order) => (UNPAID_STATUSES as readonly string[]).includes(order.status))
    .map((order) => ({ kind: 'unsettled', orderId: order.id }));
}

async function forget(person: Person, tx: DbExecutor) {
  const found = ids(person);
  if (found.length > 0) {
    await tx
      .update(orders)
      .set({
        customerName: ERASED.name,
        customerEmail: ERASED.email,
        customerPhone: '',
        deliveryAddress: '',
        notes: null,
        paymentToken: null,
        clientAddressDigest: null,
        updatedAt: sql`now()`,
      })
      .where(inArray(orders.id, found));
  }
  return { orders: found.length };
}

export const ordersPersonalData = {
  covers: [
    'orders.customer_name',
    'orders.customer_email',
    'orders.customer_phone',
    'orders.delivery_address',
    'orders.notes',
    'orders.client_address_digest',
  ],
  find,
  export: exportOrders,
  owed,
  forget,
} satisfies PersonalData;
