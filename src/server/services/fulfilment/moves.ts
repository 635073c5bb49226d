// The owner's moves of a parcel: out with the rider or the courier (the customer texted a code or
// the tracking link), waiting at its pickup point (the customer texted where and a code), handed
// over at the point (the agent read the code), delivered by a courier (the owner's word), back at the
// shop, or given to another rider. Each is checked against core/shipments.ts's moves, noted on the
// order and in the activity log, and the order follows (order-follows.ts).
import { eq, sql } from 'drizzle-orm';
import type { DeliverySettings } from '../../../core/delivery';
import { deliveryMethodInfo } from '../../../core/delivery-methods';
import {
  canMoveShipment,
  MAX_CODE_ATTEMPTS,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
} from '../../../core/shipments';
import type { DbExecutor } from '../../db/executor';
import { activeRider, pickupPointsById } from '../delivery';
import { ServiceError } from '../errors';
import { enqueueCustomerSms } from '../notifications';
import type { Order } from '../orders';
import type { FulfilmentContext } from './context';
import { lockShipment } from './locks';
import { recordMove } from './record-move';
import { codeDigest, codeMatches, newDeliveryCode } from './secrets';
import { handToRider } from './ship';
import { shipmentsOfOrder, trackingUrlOf, type ShipmentRow } from './shipment-view';
import { shipments } from './tables';
import { courierOnTheWaySms, deliveredSms, readyForPickupSms, riderOnTheWaySms } from './texts';
import { nairobiTime } from './time';

export const CODE_LOCKED = 'Five wrong codes were tried: send the customer a new code first.';

export function refuseMove(shipment: ShipmentRow, to: ShipmentStatus): void {
  if (canMoveShipment(shipment.method, shipment.status, to)) return;
  const method = deliveryMethodInfo(shipment.method).label.toLowerCase();
  throw new ServiceError(
    'conflict',
    `A ${method} shipment that is ${SHIPMENT_STATUS_LABELS[shipment.status].toLowerCase()} cannot become ${SHIPMENT_STATUS_LABELS[to].toLowerCase()}`,
  );
}

export function createShipmentMoves(ctx: FulfilmentContext) {
  /** One move in one transaction, ending with the shipment's view. */
  async function change(
    id: number,
    adminId: number | null,
    apply: (
      tx: DbExecutor,
      shipment: ShipmentRow,
      order: Order,
      shopName: string,
      delivery: DeliverySettings,
    ) => Promise<string>,
  ) {
    return ctx.db.transaction(async (tx) => {
      const { shipment, order } = await lockShipment(tx, eq(shipments.id, id));
      const { brand, delivery } = await ctx.settings.readFresh(tx);
      const note = await apply(tx, shipment, order, brand.shopName, delivery);
      const [after] = await tx.select().from(shipments).where(eq(shipments.id, id));
      await recordMove(ctx, tx, order, {
        shipmentId: id,
        from: shipment.status,
        to: after!.status,
        adminId,
        note,
      });
      const views = await shipmentsOfOrder(tx, order, delivery);
      return views.find((view) => view.id === id)!;
    });
  }

  /** A fresh four-digit code on the shipment; the customer's text carries it. */
  async function newCode(tx: DbExecutor, shipment: ShipmentRow): Promise<string> {
    const code = newDeliveryCode();
    await tx
      .update(shipments)
      .set({ codeDigest: codeDigest(shipment.id, code), codeAttempts: 0 })
      .where(eq(shipments.id, shipment.id));
    return code;
  }

  return {
    /** The rider sets out (or goes again after a missed delivery), or the courier has the parcel. */
    outForDelivery: (id: number, adminId: number | null) =>
      change(id, adminId, async (tx, shipment, order, shopName, delivery) => {
        refuseMove(shipment, 'out_for_delivery');
        const now = new Date();
        await tx
          .update(shipments)
          .set({ status: 'out_for_delivery', outAt: now, notDeliveredReason: null, updatedAt: now })
          .where(eq(shipments.id, shipment.id));
        const event = `shipment:${shipment.id}:out:${now.getTime()}`;
        if (shipment.method === 'rider') {
          const rider = (await activeRider(tx, shipment.riderId!)) ?? null;
          if (!rider) {
            throw new ServiceError(
              'conflict',
              'This rider is switched off: give the drop to another rider first',
            );
          }
          const code = await newCode(tx, shipment);
          // A drop going out again gets a fresh link: the rider's old one may have run out.
          if (shipment.status === 'not_delivered')
            await handToRider(ctx, tx, shipment, order, rider, shopName);
          await enqueueCustomerSms(
            tx,
            order,
            event,
            riderOnTheWaySms(shopName, { orderNumber: order.orderNumber, rider: rider.name, code }),
          );
          return `Shipment ${shipment.id} out for delivery with ${rider.name}; the customer was texted a delivery code.`;
        }
        await enqueueCustomerSms(
          tx,
          order,
          event,
          courierOnTheWaySms(shopName, {
            orderNumber: order.orderNumber,
            carrier: shipment.carrier!,
            trackingUrl: trackingUrlOf(shipment, delivery),
          }),
        );
        return `Shipment ${shipment.id} handed to ${shipment.carrier}${shipment.trackingRef ? ` (${shipment.trackingRef})` : ''}.`;
      }),

    /** The parcel reached its pickup point: the customer is texted where, the hours and a code. */
    readyForPickup: (id: number, adminId: number) =>
      change(id, adminId, async (tx, shipment, order, shopName) => {
        refuseMove(shipment, 'ready_for_pickup');
        const point = (await pickupPointsById(tx, [order.pickupPointId!])).get(order.pickupPointId!);
        if (!point) throw new ServiceError('conflict', 'This order names no pickup point');
        const now = new Date();
        await tx
          .update(shipments)
          .set({ status: 'ready_for_pickup', readyAt: now, remindedAt: null, updatedAt: now })
          .where(eq(shipments.id, shipment.id));
        const code = await newCode(tx, shipment);
        await enqueueCustomerSms(
          tx,
          order,
          `shipment:${shipment.id}:ready`,
          readyForPickupSms(shopName, {
            orderNumber: order.orderNumber,
            point: point.name,
            address: point.address,
            hours: point.hours,
            code,
          }),
        );
        return `Shipment ${shipment.id} is waiting at ${point.name}; the customer was texted a collection code.`;
      }),

    /** The agent handed the parcel over: the customer's collection code is its proof. */
    collected: (id: number, code: string, adminId: number) =>
      checkCode(ctx, id, code, 'ready_for_pickup', adminId, (tx, shipment, order, shopName) =>
        handedOver(
          tx,
          shipment,
          order,
          shopName,
          `Shipment ${shipment.id} collected at the pickup point with the customer's code`,
        ),
      ),

    /** A courier's parcel arrived, on the owner's word (the courier's own tracking proves it). */
    courierDelivered: (id: number, adminId: number) =>
      change(id, adminId, async (tx, shipment, order, shopName) => {
        if (shipment.method !== 'courier') {
          throw new ServiceError(
            'conflict',
            'Only a courier shipment is marked delivered by the shop: a rider delivery takes the customer’s code, a pickup the collection code',
          );
        }
        refuseMove(shipment, 'delivered');
        return handedOver(
          tx,
          shipment,
          order,
          shopName,
          `Shipment ${shipment.id} delivered by ${shipment.carrier}, on the shop's word`,
        );
      }),

    /** The parcel is back at the shop: its units may ship again or go back in stock. */
    returned: (id: number, adminId: number) =>
      change(id, adminId, async (tx, shipment) => {
        refuseMove(shipment, 'returned');
        await tx
          .update(shipments)
          .set({
            status: 'returned',
            linkDigest: null,
            linkExpiresAt: null,
            codeDigest: null,
            updatedAt: new Date(),
          })
          .where(eq(shipments.id, shipment.id));
        return `Shipment ${shipment.id} is back at the shop.`;
      }),

    /** Another rider takes the drop, or the same rider gets a new link: the old link dies. */
    assignRider: (id: number, riderId: number, adminId: number) =>
      change(id, adminId, async (tx, shipment, order, shopName) => {
        if (shipment.method !== 'rider')
          throw new ServiceError('conflict', 'Only a rider delivery has a rider');
        if (shipment.status === 'delivered' || shipment.status === 'returned') {
          throw new ServiceError(
            'conflict',
            `This shipment is ${SHIPMENT_STATUS_LABELS[shipment.status].toLowerCase()}`,
          );
        }
        const rider = await activeRider(tx, riderId);
        if (!rider)
          throw new ServiceError('invalid', 'Choose a rider who is on', {
            riderId: 'Choose a rider who is on',
          });
        await handToRider(ctx, tx, shipment, order, rider, shopName);
        return rider.id === shipment.riderId
          ? `Shipment ${shipment.id}: a new link was texted to ${rider.name}.`
          : `Shipment ${shipment.id} handed to ${rider.name}; the earlier link no longer works.`;
      }),
  };
}

/**
 * The parcel is in the customer's hands: the time is kept as the delivery's proof and the customer
 * is texted it. Returns the note for the order: `note` and the time.
 */
export async function handedOver(
  tx: DbExecutor,
  shipment: ShipmentRow,
  order: Order,
  shopName: string,
  note: string,
): Promise<string> {
  const now = new Date();
  await tx
    .update(shipments)
    .set({ status: 'delivered', deliveredAt: now, updatedAt: now })
    .where(eq(shipments.id, shipment.id));
  await enqueueCustomerSms(
    tx,
    order,
    `shipment:${shipment.id}:delivered`,
    deliveredSms(shopName, order.orderNumber, nairobiTime(now)),
  );
  return `${note} at ${nairobiTime(now)}.`;
}

/**
 * A code typed by the rider or read out at the point. A wrong one is counted in its own transaction,
 * which commits before the 400 answers, so retrying cannot reset the count; the fifth locks the code.
 */
export async function checkCode(
  ctx: FulfilmentContext,
  id: number,
  code: string,
  from: ShipmentStatus,
  adminId: number | null,
  onRight: (tx: DbExecutor, shipment: ShipmentRow, order: Order, shopName: string) => Promise<string>,
  where = eq(shipments.id, id),
  notFound?: string,
) {
  const wrong = await ctx.db.transaction(async (tx) => {
    const { shipment, order } = await lockShipment(tx, where, notFound);
    if (shipment.status !== from)
      throw new ServiceError(
        'conflict',
        `This shipment is ${SHIPMENT_STATUS_LABELS[shipment.status].toLowerCase()}`,
      );
    if (shipment.codeAttempts >= MAX_CODE_ATTEMPTS) throw new ServiceError('too_many_requests', CODE_LOCKED);
    if (codeMatches(shipment.id, code, shipment.codeDigest)) return null;
    const [counted] = await tx
      .update(shipments)
      .set({ codeAttempts: sql`${shipments.codeAttempts} + 1` })
      .where(eq(shipments.id, shipment.id))
      .returning({ attempts: shipments.codeAttempts });
    return { left: MAX_CODE_ATTEMPTS - counted!.attempts, order };
  });
  if (wrong) {
    throw new ServiceError(
      'invalid',
      wrong.left > 0
        ? `That code is not right: ${wrong.left} ${wrong.left === 1 ? 'try' : 'tries'} left`
        : CODE_LOCKED,
      { code: 'That code is not right' },
    );
  }
  return ctx.db.transaction(async (tx) => {
    const { shipment, order } = await lockShipment(tx, where, notFound);
    // Checked again under the lock: a second right code, or a lock, may have come in between.
    if (shipment.status !== from)
      throw new ServiceError(
        'conflict',
        `This shipment is ${SHIPMENT_STATUS_LABELS[shipment.status].toLowerCase()}`,
      );
    if (shipment.codeAttempts >= MAX_CODE_ATTEMPTS || !codeMatches(shipment.id, code, shipment.codeDigest)) {
      throw new ServiceError('too_many_requests', CODE_LOCKED);
    }
    const { brand, delivery } = await ctx.settings.readFresh(tx);
    const note = await onRight(tx, shipment, order, brand.shopName);
    await recordMove(ctx, tx, order, {
      shipmentId: shipment.id,
      from: shipment.status,
      to: 'delivered',
      adminId,
      note,
      details: { proof: 'code' },
    });
    const views = await shipmentsOfOrder(tx, order, delivery);
    return views.find((view) => view.id === shipment.id)!;
  });
}
