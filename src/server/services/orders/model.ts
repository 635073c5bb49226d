// The order as services hand it around, retail or wholesale, read from its row; money stays in cents.
import { asc, eq } from 'drizzle-orm';
import type { DeliveryMethod } from '../../../core/delivery-methods';
import type { OrderKind } from '../../../core/order-kinds';
import type { OrderPaymentMethod } from '../../../core/payment-methods';
import { trackingLabel, type OrderStatus } from '../../../core/order-status';
import type { DbExecutor } from '../../db/executor';
import type { OrderLineSnapshot } from '../../../core/order-lines';
import { orderEvents, type orders } from './tables';

export interface Order {
  id: number;
  orderNumber: string;
  kind: OrderKind;
  status: OrderStatus;
  /** The reseller of a wholesale order; null for retail orders. */
  userId: number | null;
  paymentMethod: OrderPaymentMethod;
  transactionId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryAddress: string;
  deliveryArea: string;
  /** How it reaches the customer; orders placed before there was a choice are riders'. */
  deliveryMethod: DeliveryMethod;
  /** The parcel agent the customer collects from, for a pickup-point delivery only. */
  pickupPointId: number | null;
  subtotalCents: number;
  deliveryFeeCents: number;
  /** The discount code as the owner spelt it, and what it took off; the total is net of it. */
  discountCode: string | null;
  discountCents: number;
  totalCents: number;
  notes: string | null;
  /** The checkout's secret for paying this order (access.ts); never shown by tracking. */
  paymentToken: string | null;
  /** The customer asked for no text messages about this order. */
  smsOptOut: boolean;
  items: OrderLineSnapshot[];
  /** Units in parcels away from the shop (fulfilment's shipments): none may be cancelled. */
  unitsShipped: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface OrderHistoryEntry {
  status: OrderStatus;
  /** What the tracking page calls the status (SPEC §4). */
  label: string;
  at: Date;
}

export type OrderRow = typeof orders.$inferSelect;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    kind: row.kind,
    status: row.status,
    userId: row.userId,
    paymentMethod: row.paymentMethod,
    transactionId: row.transactionId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    deliveryAddress: row.deliveryAddress,
    deliveryArea: row.deliveryArea,
    deliveryMethod: row.deliveryMethod,
    pickupPointId: row.pickupPointId,
    subtotalCents: row.subtotalCents,
    deliveryFeeCents: row.deliveryFeeCents,
    discountCode: row.discountCode,
    discountCents: row.discountCents,
    totalCents: row.totalCents,
    notes: row.notes,
    paymentToken: row.paymentToken,
    smsOptOut: row.smsOptOut,
    items: row.items,
    unitsShipped: row.unitsShipped,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Every status change is written here; the tracking timeline is read back from it. */
/** Returns the event's id, which names the mails it causes (one job per event). */
export async function recordOrderEvent(
  tx: DbExecutor,
  event: { orderId: number; from: OrderStatus | null; to: OrderStatus; actor: string; note?: string },
): Promise<number> {
  const [row] = await tx
    .insert(orderEvents)
    .values({
      orderId: event.orderId,
      fromStatus: event.from,
      toStatus: event.to,
      actor: event.actor,
      note: event.note ?? null,
    })
    .returning({ id: orderEvents.id });
  return row!.id;
}

export async function readOrderHistory(db: DbExecutor, orderId: number): Promise<OrderHistoryEntry[]> {
  const rows = await db
    .select({ status: orderEvents.toStatus, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((row) => ({
    status: row.status,
    label: trackingLabel(row.status),
    at: row.at,
  }));
}
