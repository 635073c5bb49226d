// What a packing slip prints of each order, read for a whole batch at once: the orders in one
// query, their pickup points in one, and the resellers' business names in one.
import { inArray } from 'drizzle-orm';
import type { OrderLineSnapshot } from '../../../../core/order-lines';
import type { DeliveryMethod } from '../../../../core/delivery-methods';
import type { OrderPickupPoint } from '../../../../core/order-delivery';
import { accountContacts } from '../../accounts';
import { ServiceError } from '../../errors';
import type { OrdersContext } from '../context';
import { trackingLink } from '../mails';
import { toOrder, type Order } from '../model';
import { pickupPointsOf } from '../pickup-point-of';
import { orders } from '../tables';

export interface PackingSlip {
  shopName: string;
  orderNumber: string;
  placedAt: Date;
  customerName: string;
  /** A wholesale order's reseller business; null for retail orders. */
  businessName: string | null;
  customerPhone: string;
  deliveryMethod: DeliveryMethod;
  deliveryAddress: string;
  deliveryArea: string;
  /** Where a pickup order is collected; null for other methods. */
  pickupPoint: OrderPickupPoint | null;
  lines: OrderLineSnapshot[];
  subtotalCents: number;
  deliveryFeeCents: number;
  discountCode: string | null;
  discountCents: number;
  totalCents: number;
  /** The customer's own words to the shop; null when they wrote none. */
  customerNotes: string | null;
  trackingUrl: string;
}

/**
 * A reseller writes a wholesale order's notes; a retail order's are the shop's own (the Pay Later
 * provider's reminder to call), which do not belong in the customer's parcel, as the console's
 * internal notes do not.
 */
const customerNotesOf = (order: Order): string | null => (order.kind === 'wholesale' ? order.notes : null);

/** The slips of these stored order numbers, in their order; not found when one names no order. */
export async function readPackingSlips(
  ctx: OrdersContext,
  orderNumbers: readonly string[],
): Promise<PackingSlip[]> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(inArray(orders.orderNumber, [...orderNumbers]));
  const byNumber = new Map(rows.map((row) => [row.orderNumber, toOrder(row)]));
  const missing = orderNumbers.find((number) => !byNumber.has(number));
  if (missing !== undefined) throw new ServiceError('not_found', `Order ${missing} not found`);
  const found = orderNumbers.map((number) => byNumber.get(number)!);
  const [points, resellers, settings] = await Promise.all([
    pickupPointsOf(ctx.db, found),
    accountContacts(
      ctx.db,
      found.flatMap((order) => (order.kind === 'wholesale' && order.userId !== null ? [order.userId] : [])),
    ),
    ctx.settings.read(),
  ]);
  return found.map((order) => ({
    shopName: settings.brand.shopName,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    customerName: order.customerName,
    businessName:
      order.kind === 'wholesale' && order.userId !== null
        ? (resellers.get(order.userId)?.businessName ?? null)
        : null,
    customerPhone: order.customerPhone,
    deliveryMethod: order.deliveryMethod,
    deliveryAddress: order.deliveryAddress,
    deliveryArea: order.deliveryArea,
    pickupPoint: order.pickupPointId === null ? null : (points.get(order.pickupPointId) ?? null),
    lines: order.items,
    subtotalCents: order.subtotalCents,
    deliveryFeeCents: order.deliveryFeeCents,
    discountCode: order.discountCode,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    customerNotes: customerNotesOf(order),
    trackingUrl: trackingLink(ctx.mailSettings.publicUrl, order.orderNumber),
  }));
}
