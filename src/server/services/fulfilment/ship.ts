// Shipping part or all of an order: under the order's row lock, each size may ship at most the units
// the order still owes (ordered, less those back in stock, less those already away), so two parcels
// made at once for one order cannot hold one unit twice; the second waits for the lock and is refused.
import { eq } from 'drizzle-orm';
import { lineTitle } from '../../../core/line-title';
import { ORDER_STATUS_LABELS, READY_TO_PACK_STATUSES, type OrderStatus } from '../../../core/order-status';
import type { ShipmentRequest } from '../../../core/shipment-schema';
import { RIDER_LINK_HOURS, type ShipmentView } from '../../../core/shipments';
import type { DbExecutor } from '../../db/executor';
import { recordAudit } from '../audit';
import { activeRider, type RiderRow } from '../delivery';
import { refuseLines, ServiceError } from '../errors';
import { enqueueSms } from '../notifications';
import { lockOrderToShip, writeOrderNote, type Order } from '../orders';
import type { FulfilmentContext } from './context';
import { followShipments } from './order-follows';
import { linkDigest, newLinkToken } from './secrets';
import { shipmentsOfOrder, type ShipmentRow } from './shipment-view';
import { shipmentItems, shipments } from './tables';
import { riderDropSms } from './texts';
import { unitsAtShop } from './units';

export interface ShipResult {
  shipment: ShipmentView;
  /** The rider's link, for the owner to copy into WhatsApp; also texted to the rider. */
  riderLink: string | null;
}

export async function shipOrder(
  ctx: FulfilmentContext,
  orderNumber: string,
  input: ShipmentRequest,
  adminId: number,
): Promise<ShipResult> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrderToShip(tx, orderNumber);
    if (!order) throw new ServiceError('not_found', 'Order not found');
    if (!(READY_TO_PACK_STATUSES as readonly OrderStatus[]).includes(order.status)) {
      throw new ServiceError(
        'conflict',
        `Only a confirmed order ships: this one is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}`,
      );
    }
    const { delivery, brand } = await ctx.settings.readFresh(tx);
    let rider: RiderRow | null = null;
    let carrier: string | null = null;
    if (input.method === 'rider') {
      rider = await activeRider(tx, input.riderId!);
      if (!rider)
        throw new ServiceError('invalid', 'Choose a rider who is on', {
          riderId: 'Choose a rider who is on',
        });
    }
    if (input.method === 'courier') {
      const found = delivery.couriers.find((c) => c.name.toLowerCase() === input.carrier!.toLowerCase());
      const message = 'Choose one of the couriers in Settings';
      if (!found) throw new ServiceError('invalid', message, { carrier: message });
      carrier = found.name;
    }
    if (input.method === 'pickup_point' && order.pickupPointId === null) {
      throw new ServiceError('conflict', 'This order is not collected from a pickup point');
    }
    const lines = await shippableLines(tx, order, input.items);
    const [row] = await tx
      .insert(shipments)
      .values({
        orderId: order.id,
        method: input.method,
        riderId: rider?.id ?? null,
        carrier,
        trackingRef: input.trackingRef ?? null,
        createdByUserId: adminId,
      })
      .returning();
    await tx.insert(shipmentItems).values(lines.map((line) => ({ ...line, shipmentId: row!.id })));
    const riderLink = rider ? await handToRider(ctx, tx, row!, order, rider, brand.shopName) : null;
    await writeOrderNote(tx, {
      orderId: order.id,
      authorUserId: adminId,
      body: `Shipment ${row!.id} packed: ${lines.map((line) => `${line.quantity} × ${title(order, line.variantId)}`).join(', ')}${carriedBy(rider, carrier, input.trackingRef)}.`,
    });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'shipment.created',
      entityType: 'shipment',
      entityId: row!.id,
      details: {
        orderNumber: order.orderNumber,
        method: input.method,
        units: lines.reduce((n, l) => n + l.quantity, 0),
      },
    });
    await followShipments(ctx, tx, order, { adminId, actor: 'admin' });
    const views = await shipmentsOfOrder(tx, order, delivery);
    return { shipment: views.find((view) => view.id === row!.id)!, riderLink };
  });
}

function title(order: Order, variantId: number): string {
  const item = order.items.find((line) => line.variantId === variantId);
  return item ? lineTitle(item) : `size ${variantId}`;
}

function carriedBy(rider: RiderRow | null, carrier: string | null, ref: string | undefined): string {
  if (rider) return `, rider ${rider.name}`;
  if (carrier) return `, ${carrier}${ref ? ` ${ref}` : ''}`;
  return ', to the pickup point';
}

/** The lines as asked, each size checked against what the order still owes (400 unknown, 409 too many). */
async function shippableLines(
  tx: DbExecutor,
  order: Order,
  asked: ShipmentRequest['items'],
): Promise<{ productId: number; variantId: number; quantity: number }[]> {
  const units = await unitsAtShop(tx, order);
  const unknown: Record<string, string> = {};
  const tooMany: Record<string, string> = {};
  const lines: { productId: number; variantId: number; quantity: number }[] = [];
  asked.forEach((item, index) => {
    const unit = units.find((u) => u.variantId === item.variantId);
    if (!unit) {
      unknown[`items.${index}.variantId`] = `Size ${item.variantId} is not in this order`;
      return;
    }
    const left = unit.atShop;
    if (item.quantity > left) {
      tooMany[`items.${index}.quantity`] =
        left <= 0
          ? `No unit of ${lineTitle(unit)} is left to ship`
          : `Only ${left} of ${lineTitle(unit)} ${left === 1 ? 'is' : 'are'} left to ship`;
      return;
    }
    lines.push({ productId: unit.productId, variantId: unit.variantId, quantity: item.quantity });
  });
  refuseLines({ invalid: unknown, conflict: tooMany }, 'Some units cannot ship');
  return lines;
}

/**
 * A new link for the drop, texted to its rider: the old link (another rider's, or one locked by
 * wrong codes) stops working, and wrong codes count from zero again.
 */
export async function handToRider(
  ctx: FulfilmentContext,
  tx: DbExecutor,
  shipment: ShipmentRow,
  order: Order,
  rider: RiderRow,
  shopName: string,
): Promise<string> {
  const token = newLinkToken();
  const digest = linkDigest(token);
  await tx
    .update(shipments)
    .set({
      riderId: rider.id,
      linkDigest: digest,
      linkExpiresAt: new Date(Date.now() + RIDER_LINK_HOURS * 3_600_000),
      codeAttempts: 0,
      updatedAt: new Date(),
    })
    .where(eq(shipments.id, shipment.id));
  const link = `${ctx.publicUrl}/deliver/${token}`;
  await enqueueSms(tx, {
    key: `shipment:${shipment.id}:link:${digest.slice(0, 16)}`,
    orderId: order.id,
    recipient: 'shop',
    to: rider.phone,
    message: riderDropSms(shopName, {
      orderNumber: order.orderNumber,
      customer: order.customerName,
      area: order.deliveryArea,
      link,
    }),
  });
  return link;
}
