import type { Courier } from '../../../../core/delivery';
import type { DeliveryMethod } from '../../../../core/delivery-methods';
import { lineTitle } from '../../../../core/line-title';
import type { SizeToShip } from '../../../../core/shipment-form';
import {
  NOT_DELIVERED_LABELS,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
  type ShipmentView,
} from '../../../../core/shipments';
import { formatShopDateTime } from '../../../../core/shop-time';
import type { ConsoleNoticeData } from '../../../lib/console-notice';
import { ActionNotice } from '../action-notice';
import { ConsoleCard } from '../console-card';
import { ShipForm, ShipNotice } from './ship-form';
import { SHIPMENT_METHOD_LABELS } from './shipment-labels';
import { ShipmentMoves } from './shipment-moves';

const STATUS_TONES: Record<ShipmentStatus, string> = {
  packed: 'bg-shea-100 text-earth-900',
  out_for_delivery: 'bg-gold-100 text-earth-900',
  ready_for_pickup: 'bg-gold-100 text-earth-900',
  delivered: 'bg-sage-100 text-sage-700',
  not_delivered: 'bg-red-50 text-red-800',
  returned: 'bg-shea-100 text-ink-muted',
};

export interface ShipmentsCardData {
  shipments: readonly ShipmentView[];
  toShip: readonly SizeToShip[];
  riders: readonly { id: number; name: string }[];
  couriers: readonly Courier[];
  /** The order is confirmed or being processed: new parcels may be made of it. */
  shipsNow: boolean;
  /** The order is collected at a pickup point: its parcels may go there. */
  hasPickupPoint: boolean;
  deliveryMethod: DeliveryMethod;
}

/**
 * The order's parcels, each with its status, carrier, units, times and the moves it allows, then a
 * form to ship what is still at the shop. A form's answer shows under the form it came from.
 */
export function ShipmentsCard({
  data,
  notice,
}: {
  data: ShipmentsCardData;
  notice: ConsoleNoticeData | undefined;
}) {
  const left = data.toShip.reduce((sum, size) => sum + size.left, 0);
  const canShip = data.shipsNow && left > 0;
  if (data.shipments.length === 0 && !canShip) return null;
  const answerTo = (form: string) => (notice?.form === form ? notice : undefined);
  const errorsOf = (form: string) => (notice?.form === form && !notice.ok ? notice.errors : undefined);
  const methods: DeliveryMethod[] = [
    'rider',
    ...(data.hasPickupPoint ? ['pickup_point' as const] : []),
    'courier',
  ];
  return (
    <ConsoleCard title="Shipments">
      {data.shipments.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing has left the shop yet.</p>
      ) : (
        <ul className="grid gap-3">
          {data.shipments.map((shipment) => (
            <li key={shipment.id} className="grid gap-3 rounded-xl border border-line p-3 text-sm">
              <ShipmentFacts shipment={shipment} />
              <ShipmentMoves
                shipment={shipment}
                riders={data.riders}
                errors={errorsOf(`shipment-${shipment.id}`)}
              />
              <ActionNotice notice={answerTo(`shipment-${shipment.id}`)} flush />
            </li>
          ))}
        </ul>
      )}
      {canShip && (
        <section aria-labelledby="ship-heading" className="mt-5 border-t border-line pt-4">
          <h3 id="ship-heading" className="mb-3 text-base font-semibold text-earth-900">
            Ship {left === 1 ? 'the unit' : 'units'} still at the shop
          </h3>
          <ActionNotice notice={answerTo('ship')} />
          <ShipNotice notice={answerTo('ship')} />
          <ShipForm
            // A fresh form after each parcel: the quantities start again from what is left.
            key={data.toShip.map((size) => size.left).join('-')}
            sizes={data.toShip}
            methods={methods}
            defaultMethod={methods.includes(data.deliveryMethod) ? data.deliveryMethod : 'rider'}
            riders={data.riders}
            couriers={data.couriers}
            errors={errorsOf('ship')}
          />
        </section>
      )}
      {!canShip && answerTo('ship') && (
        <div className="mt-4">
          <ActionNotice notice={answerTo('ship')} />
          <ShipNotice notice={answerTo('ship')} />
        </div>
      )}
    </ConsoleCard>
  );
}

function ShipmentFacts({ shipment }: { shipment: ShipmentView }) {
  const times = [
    ['Packed', shipment.createdAt],
    ['Out', shipment.outAt],
    ['Ready', shipment.readyAt],
    ['Delivered', shipment.deliveredAt],
  ].filter((entry): entry is [string, string] => entry[1] !== null);
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-earth-900">Shipment {shipment.id}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[shipment.status]}`}>
          {SHIPMENT_STATUS_LABELS[shipment.status]}
        </span>
      </p>
      <p className="break-words text-ink">
        {/* A courier's own name says how it goes. */}
        {shipment.carrier ?? SHIPMENT_METHOD_LABELS[shipment.method]}
        {shipment.riderName && <> · {shipment.riderName}</>}
        {shipment.trackingRef &&
          (shipment.trackingUrl ? (
            <>
              {' · '}
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-earth-700 underline"
              >
                Track {shipment.trackingRef}
              </a>
            </>
          ) : (
            <> · {shipment.trackingRef}</>
          ))}
      </p>
      <ul className="text-ink">
        {shipment.items.map((item) => (
          <li key={item.variantId}>
            {item.quantity} × {lineTitle(item)}
          </li>
        ))}
      </ul>
      <p className="text-xs text-ink-muted">
        {times.map(([label, at]) => `${label} ${formatShopDateTime(at)}`).join(' · ')}
      </p>
      {shipment.notDeliveredReason && (
        <p className="text-xs font-medium text-red-800">
          Not delivered: {NOT_DELIVERED_LABELS[shipment.notDeliveredReason]}
        </p>
      )}
      {shipment.codeLocked && (
        <p className="rounded-lg bg-gold-100 px-2 py-1 text-xs font-medium text-earth-900">
          Five wrong codes were tried: the code is locked.{' '}
          {shipment.method === 'rider'
            ? 'Send the rider a new link to let them try again.'
            : 'Bring it back to the shop and ship it again.'}
        </p>
      )}
    </div>
  );
}
