// The order's parcels as the shopper who tracks the order sees them: no rider's surname or phone, no
// link or code, nothing of the shop's own notes.
import { trackedShipmentLabel, type ShipmentView, type TrackedShipment } from '../../../core/shipments';
import { firstName } from './texts';

const SHOWS_RIDER: ReadonlySet<ShipmentView['status']> = new Set(['out_for_delivery', 'delivered']);

export function toTrackedShipment(view: ShipmentView): TrackedShipment {
  const rider =
    view.method === 'rider' && view.riderName && SHOWS_RIDER.has(view.status)
      ? firstName(view.riderName)
      : undefined;
  const tracked: TrackedShipment = {
    status: view.status,
    label: '',
    method: view.method,
    items: view.items.map(({ name, size, quantity }) => ({ name, size, quantity })),
    ...(rider ? { riderFirstName: rider } : {}),
    ...(view.carrier ? { carrier: view.carrier } : {}),
    ...(view.trackingUrl ? { trackingUrl: view.trackingUrl } : {}),
    ...(view.readyAt && view.status === 'ready_for_pickup' ? { readyAt: view.readyAt } : {}),
    ...(view.deliveredAt ? { deliveredAt: view.deliveredAt } : {}),
  };
  return { ...tracked, label: trackedShipmentLabel(tracked) };
}
