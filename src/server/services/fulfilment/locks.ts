// A shipment changes under its order's row lock, taken first as every change of the order takes it,
// so a shipment's move, a new parcel and a refund of the same order queue rather than deadlock.
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { ServiceError } from '../errors';
import { lockOrderOfShipment, type Order } from '../orders';
import type { ShipmentRow } from './shipment-view';
import { shipments } from './tables';

export const SHIPMENT_NOT_FOUND = 'Shipment not found';

export async function lockShipment(
  tx: DbExecutor,
  where: ReturnType<typeof eq>,
  notFound = SHIPMENT_NOT_FOUND,
): Promise<{ shipment: ShipmentRow; order: Order }> {
  const [found] = await tx
    .select({ id: shipments.id, orderId: shipments.orderId })
    .from(shipments)
    .where(where);
  if (!found) throw new ServiceError('not_found', notFound);
  const order = await lockOrderOfShipment(tx, found.orderId);
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, found.id)).for('update');
  if (!order || !shipment) throw new ServiceError('not_found', notFound);
  return { shipment, order };
}
