// A shipment read with its lines, rider and courier link, as the console, the API and the tracking
// page show it.
import { asc, eq, inArray } from 'drizzle-orm';
import type { DeliverySettings } from '../../../core/delivery';
import type { OrderLineSnapshot } from '../../../core/order-lines';
import {
  courierTrackingUrl,
  MAX_CODE_ATTEMPTS,
  type NotDeliveredReason,
  type ShipmentLine,
  type ShipmentView,
} from '../../../core/shipments';
import type { DbExecutor } from '../../db/executor';
import { ridersById } from '../delivery';
import { shipmentItems, shipments } from './tables';

export type ShipmentRow = typeof shipments.$inferSelect;

/** The order's lines a parcel holds, named from the order's snapshot. */
export function shipmentLines(
  items: readonly OrderLineSnapshot[],
  lines: readonly { productId: number; variantId: number; quantity: number }[],
): ShipmentLine[] {
  return lines.map((line) => {
    const sold = items.find((item) => item.variantId === line.variantId);
    return {
      productId: line.productId,
      variantId: line.variantId,
      name: sold?.name ?? `Product ${line.productId}`,
      size: sold?.size ?? null,
      quantity: line.quantity,
    };
  });
}

export function trackingUrlOf(row: Pick<ShipmentRow, 'carrier' | 'trackingRef'>, delivery: DeliverySettings) {
  if (!row.carrier || !row.trackingRef) return null;
  const courier = delivery.couriers.find((c) => c.name.toLowerCase() === row.carrier!.toLowerCase());
  return courier ? courierTrackingUrl(courier.trackingUrl, row.trackingRef) : null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The order's shipments, oldest first, with their lines and riders. */
export async function shipmentsOfOrder(
  db: DbExecutor,
  order: { id: number; orderNumber: string; items: readonly OrderLineSnapshot[] },
  delivery: DeliverySettings,
): Promise<ShipmentView[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, order.id))
    .orderBy(asc(shipments.id));
  return toShipmentViews(db, order, rows, delivery);
}

export async function toShipmentViews(
  db: DbExecutor,
  order: { orderNumber: string; items: readonly OrderLineSnapshot[] },
  rows: readonly ShipmentRow[],
  delivery: DeliverySettings,
): Promise<ShipmentView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, riders] = await Promise.all([
    db
      .select()
      .from(shipmentItems)
      .where(inArray(shipmentItems.shipmentId, ids))
      .orderBy(asc(shipmentItems.id)),
    ridersById(
      db,
      rows.flatMap((row) => (row.riderId === null ? [] : [row.riderId])),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    orderNumber: order.orderNumber,
    status: row.status,
    method: row.method,
    riderId: row.riderId,
    riderName: row.riderId === null ? null : (riders.get(row.riderId)?.name ?? null),
    carrier: row.carrier,
    trackingRef: row.trackingRef,
    trackingUrl: trackingUrlOf(row, delivery),
    items: shipmentLines(
      order.items,
      lines.filter((line) => line.shipmentId === row.id),
    ),
    notDeliveredReason: row.notDeliveredReason as NotDeliveredReason | null,
    codeLocked: row.codeAttempts >= MAX_CODE_ATTEMPTS,
    linkExpiresAt: row.linkDigest ? iso(row.linkExpiresAt) : null,
    outAt: iso(row.outAt),
    readyAt: iso(row.readyAt),
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  }));
}
