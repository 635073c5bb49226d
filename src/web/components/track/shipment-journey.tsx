import type { OrderPickupPoint } from '../../../core/order-delivery';
import { lineTitle } from '../../../core/line-title';
import type { TrackedShipment } from '../../../core/shipments';
import { formatShopDateTime } from '../../../core/shop-time';
import { KEEP_CLEAR_OF_CHAT } from '../../lib/chat-clearance';

/**
 * Where each parcel of the order is: packed, out with the rider (by first name) or the courier (with
 * its tracking link), waiting at the pickup point (with its hours), or delivered at a time. Shown
 * once the shop has made up a parcel; an order shipped in parts lists each.
 */
export function ShipmentJourney({
  shipments,
  pickupPoint,
}: {
  shipments: readonly TrackedShipment[];
  pickupPoint: OrderPickupPoint | null;
}) {
  if (shipments.length === 0) return null;
  const several = shipments.length > 1;
  return (
    <section aria-labelledby="parcels-heading" className="mt-8">
      <h3 id="parcels-heading" className="text-lg text-earth-900">
        {several ? `Parcels (${shipments.length})` : 'Your parcel'}
      </h3>
      <ol {...KEEP_CLEAR_OF_CHAT} className="mt-3 grid gap-3">
        {shipments.map((parcel, index) => (
          <li key={index} className="rounded-control border border-line p-4 text-sm">
            <p className="font-semibold text-earth-900">
              {several && <span className="text-ink-muted">{`Parcel ${index + 1}: `}</span>}
              {parcel.label}
            </p>
            <Details parcel={parcel} pickupPoint={pickupPoint} />
            <ul className="mt-2 text-ink-muted">
              {parcel.items.map((item, line) => (
                <li key={line}>{`${item.quantity} × ${lineTitle(item)}`}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Details({ parcel, pickupPoint }: { parcel: TrackedShipment; pickupPoint: OrderPickupPoint | null }) {
  if (parcel.deliveredAt) {
    return <p className="mt-1 text-ink">{`Delivered ${formatShopDateTime(parcel.deliveredAt)}`}</p>;
  }
  if (parcel.status === 'ready_for_pickup' && pickupPoint) {
    return (
      <p className="mt-1 text-ink">
        {`At ${pickupPoint.name}, ${pickupPoint.address}. Open ${pickupPoint.hours}. Bring the collection code we texted you.`}
      </p>
    );
  }
  if (parcel.status === 'out_for_delivery' && parcel.riderFirstName) {
    return <p className="mt-1 text-ink">Give the rider the delivery code we texted you when it arrives.</p>;
  }
  if (parcel.trackingUrl) {
    return (
      <p className="mt-1">
        <a
          className="font-medium text-earth-800 underline underline-offset-2"
          href={parcel.trackingUrl}
          rel="noopener noreferrer"
          target="_blank"
        >
          {`Track it with ${parcel.carrier ?? 'the courier'}`}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    );
  }
  return null;
}
