// The rider's side of a drop, opened by the link texted to them and nothing else: no account, no
// console. A link is found by its digest while it is the shipment's current one and not past its
// 48 hours; any other token, another shipment's old link among them, is 'not found'.
import { and, eq, gt } from 'drizzle-orm';
import type { DeliveryDrop, NotDeliveredReason } from '../../../core/shipments';
import { MAX_CODE_ATTEMPTS, NOT_DELIVERED_LABELS } from '../../../core/shipments';
import { ridersById } from '../delivery';
import { ServiceError } from '../errors';
import { enqueueCustomerSms, enqueueSms } from '../notifications';
import { orderOfShipment, type Order } from '../orders';
import type { FulfilmentContext } from './context';
import { lockShipment } from './locks';
import { checkCode, handedOver, refuseMove } from './moves';
import { recordMove } from './record-move';
import { linkDigest } from './secrets';
import { shipmentLines, type ShipmentRow } from './shipment-view';
import { shipmentItems, shipments } from './tables';
import { firstName, notDeliveredShopSms, notDeliveredSms } from './texts';

export const LINK_NOT_FOUND =
  'This delivery link does not work any more. Ask the shop to send you a new one.';

const byToken = (token: string) =>
  and(eq(shipments.linkDigest, linkDigest(token)), gt(shipments.linkExpiresAt, new Date()))!;

export function createDeliveries(ctx: FulfilmentContext) {
  return {
    /** The shipment the link is the current link of, while it works; 404 otherwise. */
    async shipmentOf(token: string): Promise<{ id: number; status: ShipmentRow['status'] }> {
      const [row] = await ctx.db
        .select({ id: shipments.id, status: shipments.status })
        .from(shipments)
        .where(byToken(token));
      if (!row) throw new ServiceError('not_found', LINK_NOT_FOUND);
      return row;
    },

    /** What the rider's page shows; 404 for a link that is not this drop's current one. */
    async drop(token: string): Promise<DeliveryDrop> {
      const [row] = await ctx.db.select().from(shipments).where(byToken(token));
      if (!row || row.riderId === null) throw new ServiceError('not_found', LINK_NOT_FOUND);
      const [order, lines, riders] = await Promise.all([
        orderOfShipment(ctx.db, row.orderId),
        ctx.db.select().from(shipmentItems).where(eq(shipmentItems.shipmentId, row.id)),
        ridersById(ctx.db, [row.riderId]),
      ]);
      if (!order) throw new ServiceError('not_found', LINK_NOT_FOUND);
      return toDrop(row, order, lines, riders.get(row.riderId)?.name ?? '');
    },

    /** The customer's code: delivered, with the time kept as its proof. */
    delivered: (token: string, code: string) =>
      checkCode(
        ctx,
        0,
        code,
        'out_for_delivery',
        null,
        async (tx, shipment, order, shopName) => {
          const rider = (await ridersById(tx, [shipment.riderId!])).get(shipment.riderId!);
          const by = `Shipment ${shipment.id} delivered by ${rider?.name ?? 'the rider'} with the customer's code`;
          return handedOver(tx, shipment, order, shopName, by);
        },
        byToken(token),
        LINK_NOT_FOUND,
      ),

    /** The rider could not hand it over: the customer and the owner are told; the owner sends it again. */
    notDelivered: (token: string, reason: NotDeliveredReason, note?: string) =>
      ctx.db.transaction(async (tx) => {
        const { shipment, order } = await lockShipment(tx, byToken(token), LINK_NOT_FOUND);
        refuseMove(shipment, 'not_delivered');
        const now = new Date();
        await tx
          .update(shipments)
          .set({ status: 'not_delivered', notDeliveredReason: reason, updatedAt: now })
          .where(eq(shipments.id, shipment.id));
        const { brand } = await ctx.settings.readFresh(tx);
        const rider = (await ridersById(tx, [shipment.riderId!])).get(shipment.riderId!);
        const event = `shipment:${shipment.id}:missed:${now.getTime()}`;
        await enqueueCustomerSms(
          tx,
          order,
          event,
          notDeliveredSms(brand.shopName, order.orderNumber, reason),
        );
        await enqueueSms(tx, {
          key: `${event}:shop`,
          orderId: order.id,
          recipient: 'shop',
          to: ctx.shopPhone,
          message: notDeliveredShopSms(brand.shopName, {
            orderNumber: order.orderNumber,
            rider: rider?.name ?? 'rider',
            reason,
          }),
        });
        await recordMove(ctx, tx, order, {
          shipmentId: shipment.id,
          from: shipment.status,
          to: 'not_delivered',
          adminId: null,
          note: `Shipment ${shipment.id} not delivered (${rider?.name ?? 'rider'}): ${NOT_DELIVERED_LABELS[reason]}${note ? `. ${note}` : ''}.`,
          details: { reason },
        });
        const lines = await tx.select().from(shipmentItems).where(eq(shipmentItems.shipmentId, shipment.id));
        const [after] = await tx.select().from(shipments).where(eq(shipments.id, shipment.id));
        return toDrop(after!, order, lines, rider?.name ?? '');
      }),
  };
}

function toDrop(
  row: ShipmentRow,
  order: Order,
  lines: readonly { productId: number; variantId: number; quantity: number }[],
  riderName: string,
): DeliveryDrop {
  return {
    orderNumber: order.orderNumber,
    status: row.status,
    customerFirstName: firstName(order.customerName),
    customerPhone: order.customerPhone,
    area: order.deliveryArea,
    address: order.deliveryAddress,
    items: shipmentLines(order.items, lines).map(({ name, size, quantity }) => ({ name, size, quantity })),
    riderFirstName: firstName(riderName),
    codeLocked: row.codeAttempts >= MAX_CODE_ATTEMPTS,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    notDeliveredReason: row.notDeliveredReason as NotDeliveredReason | null,
  };
}
