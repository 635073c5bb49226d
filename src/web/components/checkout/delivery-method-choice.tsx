import { useId, useState } from 'react';
import { formatPrice } from '../../../core/currency-format';
import { qualifiesForFreeDelivery, type DeliveryArea } from '../../../core/delivery';
import { DELIVERY_METHOD, deliveryMethodInfo, type DeliveryMethod } from '../../../core/delivery-methods';
import { useShopSettings } from '../../lib/shop-settings-context';
import { controlClasses } from '../ui/field-classes';
import {
  methodFeeKes,
  pickupPointsMatching,
  type DeliverySelection,
  type PickupPoint,
} from './delivery-selection';

// A bordered option that shows its choice and its keyboard focus on the whole card.
const OPTION =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-control border border-line bg-surface p-3 text-sm has-checked:border-earth-700 has-checked:bg-shea-100 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-700';
const RADIO = 'mt-0.5 size-5 shrink-0 accent-earth-700';

interface DeliveryMethodChoiceProps {
  area: DeliveryArea;
  offered: readonly DeliveryMethod[];
  /** The area's active points. */
  areaPoints: readonly PickupPoint[];
  subtotalCents: number;
  selection: DeliverySelection;
  onChange: (selection: DeliverySelection) => void;
  error: string | null;
}

/** The methods the chosen area offers, each with its promise and fee; a pickup point from a list. */
export function DeliveryMethodChoice({
  area,
  offered,
  areaPoints,
  subtotalCents,
  selection,
  onChange,
  error,
}: DeliveryMethodChoiceProps) {
  const { delivery } = useShopSettings();
  const errorId = useId();
  const free = qualifiesForFreeDelivery(delivery, subtotalCents, area.name);
  const feeText = (method: DeliveryMethod) => {
    if (free) return 'Free';
    const fee = methodFeeKes(area, method, areaPoints);
    if (fee === null) return '';
    const price = formatPrice(fee * 100, 'KES');
    const varies = method === DELIVERY_METHOD.pickupPoint && areaPoints.some((p) => p.feeKes !== fee);
    return varies ? `From ${price}` : price;
  };
  const pickup = selection.method === DELIVERY_METHOD.pickupPoint;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-earth-900">Delivery method</legend>
      <div className="mt-1.5 grid gap-2">
        {offered.map((method) => {
          const info = deliveryMethodInfo(method);
          return (
            <label key={method} className={OPTION}>
              <input
                type="radio"
                name="deliveryMethod"
                value={method}
                checked={selection.method === method}
                onChange={() => onChange({ method, pickupPoint: null })}
                className={RADIO}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-earth-900">{info.label}</span>
                <span className="block text-ink-muted">{info.promise}</span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{feeText(method)}</span>
            </label>
          );
        })}
      </div>
      {pickup && (
        <PickupPointList
          points={areaPoints}
          free={free}
          chosen={selection.pickupPoint}
          onChoose={(pickupPoint) => onChange({ method: DELIVERY_METHOD.pickupPoint, pickupPoint })}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function PickupPointList({
  points,
  free,
  chosen,
  onChoose,
}: {
  points: readonly PickupPoint[];
  free: boolean;
  chosen: PickupPoint | null;
  onChoose: (point: PickupPoint) => void;
}) {
  const [search, setSearch] = useState('');
  const shown = pickupPointsMatching(points, search);
  return (
    <div className="mt-4 rounded-control border border-line p-3">
      <label htmlFor="pickup-search" className="block text-sm font-medium text-earth-900">
        Search by town
      </label>
      <input
        id="pickup-search"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        // Enter searches as typed; it must not send the details on to payment.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        autoComplete="address-level2"
        className={controlClasses(false)}
      />
      <p aria-live="polite" className="mt-1 text-xs text-ink-muted">
        {shown.length === 1 ? '1 pickup point' : `${shown.length} pickup points`}
      </p>
      <fieldset className="mt-2 min-w-0">
        <legend className="sr-only">Pickup point</legend>
        {shown.length === 0 ? (
          <p className="text-sm text-ink-muted">No pickup point in a town by that name. Try another town.</p>
        ) : (
          <ul className="grid gap-2">
            {shown.map((point) => (
              <li key={point.id}>
                <label className={OPTION}>
                  <input
                    type="radio"
                    name="pickupPointId"
                    value={point.id}
                    checked={chosen?.id === point.id}
                    onChange={() => onChoose(point)}
                    className={RADIO}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-earth-900">{point.name}</span>
                    <span className="block text-ink-muted">
                      {point.town} · {point.address}
                    </span>
                    <span className="block text-ink-muted">Open {point.hours}</span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {free ? 'Free' : formatPrice(point.feeKes * 100, 'KES')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  );
}
