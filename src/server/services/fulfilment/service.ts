// The fulfilment domain's door: shipping orders in parcels, the owner's moves of each parcel, the
// rider's drop, and what the order's pages and the refunds ask of the parcels.
import type { ShipmentRequest } from '../../../core/shipment-schema';
import type { DbExecutor } from '../../db/executor';
import type { Order } from '../orders';
import { ServiceError } from '../errors';
import type { FulfilmentContext } from './context';
import { followShipments } from './order-follows';
import { createDeliveries } from './deliveries';
import { createShipmentMoves } from './moves';
import { shipOrder } from './ship';
import { shipmentsOfOrder } from './shipment-view';
import { unitsToShip } from './to-ship';
import { toTrackedShipment } from './tracked';
import { remindUncollected } from './uncollected';

export function createFulfilmentService(ctx: FulfilmentContext) {
  const moves = createShipmentMoves(ctx);
  const deliveries = createDeliveries(ctx);
  return {
    /** POST /api/admin/orders/{n}/shipments. */
    ship: (orderNumber: string, input: ShipmentRequest, adminId: number) =>
      shipOrder(ctx, orderNumber, input, adminId),
    ...moves,
    /** The rider's page and its answers, by the link's token. */
    deliveries: {
      ...deliveries,
      /**
       * The rider sets out with a drop still at the shop: the customer is texted the rider's first
       * name and the delivery code, as when the owner sends it out. Going out again after a missed
       * delivery is the owner's (a new link and code).
       */
      async setOut(token: string) {
        const shipment = await deliveries.shipmentOf(token);
        if (shipment.status !== 'packed') {
          throw new ServiceError('conflict', 'This delivery is already on its way or done');
        }
        return moves.outForDelivery(shipment.id, null);
      },
    },
    /** An order's parcels, oldest first, for the console, the API and tracking. */
    async ofOrder(order: {
      id: number;
      orderNumber: string;
      items: Parameters<typeof shipmentsOfOrder>[1]['items'];
    }) {
      const { delivery } = await ctx.settings.readFresh(ctx.db);
      return shipmentsOfOrder(ctx.db, order, delivery);
    },
    /** Under the order's lock, after its units changed elsewhere (a refund put some back): the status follows. */
    follow: (tx: DbExecutor, order: Order, adminId: number | null) =>
      followShipments(ctx, tx, order, { adminId, actor: 'admin' }),
    /** Parcels waiting at their points past the owner's days: one mail each to the owner (a periodic job). */
    remindUncollected: (now?: Date) => remindUncollected(ctx, now),
    /** The parcels as the tracking page and GET /api/orders/track show them to the shopper. */
    async tracked(order: {
      id: number;
      orderNumber: string;
      items: Parameters<typeof shipmentsOfOrder>[1]['items'];
    }) {
      const { delivery } = await ctx.settings.readFresh(ctx.db);
      return (await shipmentsOfOrder(ctx.db, order, delivery)).map(toTrackedShipment);
    },
    /** What of the order may still go in a parcel, size by size: the console's Ship form. */
    toShip: (order: { id: number; items: Parameters<typeof unitsToShip>[1]['items'] }) =>
      unitsToShip(ctx.db, order),
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
