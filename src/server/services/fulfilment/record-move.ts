// Every move of a parcel ends the same way, in its transaction: a note on the order in plain words,
// the move in the activity log, and the order following its parcels.
import type { ShipmentStatus } from '../../../core/shipments';
import type { DbExecutor } from '../../db/executor';
import { recordAudit } from '../audit';
import { writeOrderNote, type Order } from '../orders';
import type { FulfilmentContext } from './context';
import { followShipments } from './order-follows';

export interface RecordedMove {
  shipmentId: number;
  from: ShipmentStatus;
  to: ShipmentStatus;
  /** Null for the rider's own moves (by the link). */
  adminId: number | null;
  note: string;
  /** What else the activity log keeps: the proof, the reason. */
  details?: Record<string, unknown>;
}

export async function recordMove(ctx: FulfilmentContext, tx: DbExecutor, order: Order, move: RecordedMove) {
  await writeOrderNote(tx, { orderId: order.id, authorUserId: move.adminId, body: move.note });
  await recordAudit(tx, {
    actorUserId: move.adminId,
    action: 'shipment.status_changed',
    entityType: 'shipment',
    entityId: move.shipmentId,
    before: { status: move.from },
    after: { status: move.to },
    details: { orderNumber: order.orderNumber, ...move.details },
  });
  await followShipments(ctx, tx, order, {
    adminId: move.adminId,
    actor: move.adminId === null ? 'rider' : 'admin',
  });
}
