import { Form } from 'react-router';
import type { Courier } from '../../../../core/delivery';
import { lineTitle } from '../../../../core/line-title';
import type { SizeToShip } from '../../../../core/shipment-form';
import type { DeliveryMethod } from '../../../../core/delivery-methods';
import type { ConsoleNoticeData } from '../../../lib/console-notice';
import { buttonClasses } from '../../ui/button-styles';
import { CONTROL_CLASSES, LABEL_CLASSES } from '../field-styles';
import { SHIPMENT_METHOD_LABELS } from './shipment-labels';

function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  );
}

const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

/**
 * A parcel of what is still at the shop: a quantity per size (all that is left by default), how it
 * goes, and who takes it. Every method's fields show at once, so the form works without scripts;
 * only the chosen method's are sent (core/shipment-form.ts).
 */
export function ShipForm({
  sizes,
  methods,
  defaultMethod,
  riders,
  couriers,
  errors,
}: {
  sizes: readonly SizeToShip[];
  methods: readonly DeliveryMethod[];
  defaultMethod: DeliveryMethod;
  riders: readonly { id: number; name: string }[];
  couriers: readonly Courier[];
  errors: Record<string, string> | undefined;
}) {
  const open = sizes.filter((size) => size.left > 0);
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value="ship" />
      <fieldset className="grid gap-2 text-sm">
        <legend className="mb-1 font-medium text-ink">Units to ship</legend>
        {open.map((size) => {
          const id = `ship-quantity-${size.variantId}`;
          const error = errors?.[`quantity.${size.variantId}`];
          return (
            <div key={size.variantId} className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-center gap-x-3">
              <input type="hidden" name="variantId" value={size.variantId} />
              <label htmlFor={id} className="min-w-0 break-words">
                {lineTitle(size)}
                <span className="block text-xs text-ink-muted">{size.left} left to ship</span>
              </label>
              <input
                id={id}
                name="quantity"
                type="number"
                inputMode="numeric"
                min={0}
                max={size.left}
                step={1}
                defaultValue={size.left}
                className={CONTROL_CLASSES}
                {...invalid(id, error)}
              />
              <div className="col-span-2 empty:hidden">
                <FieldMessage id={id} error={error} />
              </div>
            </div>
          );
        })}
        <FieldMessage id="ship-items" error={errors?.items} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="ship-method" className={LABEL_CLASSES}>
            Goes by
          </label>
          <select
            id="ship-method"
            name="method"
            defaultValue={defaultMethod}
            className={CONTROL_CLASSES}
            {...invalid('ship-method', errors?.method)}
          >
            {methods.map((method) => (
              <option key={method} value={method}>
                {SHIPMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
          <FieldMessage id="ship-method" error={errors?.method} />
        </div>
        <div>
          <label htmlFor="ship-rider" className={LABEL_CLASSES}>
            Rider (our rider)
          </label>
          {riders.length === 0 ? (
            // Staff may ship but not keep riders or settings: the words say where, without a link.
            <p className="text-sm text-ink-muted">
              No rider is switched on: an owner adds riders on the Riders page.
            </p>
          ) : (
            <select
              id="ship-rider"
              name="riderId"
              className={CONTROL_CLASSES}
              {...invalid('ship-rider', errors?.riderId)}
            >
              {riders.map((rider) => (
                <option key={rider.id} value={rider.id}>
                  {rider.name}
                </option>
              ))}
            </select>
          )}
          <FieldMessage id="ship-rider" error={errors?.riderId} />
        </div>
        <div>
          <label htmlFor="ship-carrier" className={LABEL_CLASSES}>
            Courier
          </label>
          {couriers.length === 0 ? (
            <p className="text-sm text-ink-muted">
              No courier is set up: an owner adds couriers in Settings, under Delivery.
            </p>
          ) : (
            <select
              id="ship-carrier"
              name="carrier"
              className={CONTROL_CLASSES}
              {...invalid('ship-carrier', errors?.carrier)}
            >
              {couriers.map((courier) => (
                <option key={courier.name} value={courier.name}>
                  {courier.name}
                </option>
              ))}
            </select>
          )}
          <FieldMessage id="ship-carrier" error={errors?.carrier} />
        </div>
        <div>
          <label htmlFor="ship-tracking" className={LABEL_CLASSES}>
            Tracking number (courier)
          </label>
          <input
            id="ship-tracking"
            name="trackingRef"
            maxLength={80}
            autoComplete="off"
            className={CONTROL_CLASSES}
            {...invalid('ship-tracking', errors?.trackingRef)}
          />
          <FieldMessage id="ship-tracking" error={errors?.trackingRef} />
        </div>
      </div>
      <div>
        <button type="submit" className={buttonClasses('primary')}>
          Ship these units
        </button>
      </div>
    </Form>
  );
}

/** The answer to the last Ship form: what happened, and the rider's link once to copy. */
export function ShipNotice({ notice }: { notice: ConsoleNoticeData | undefined }) {
  if (!notice?.link) return null;
  return (
    <div className="mb-4">
      <label htmlFor="ship-rider-link" className={LABEL_CLASSES}>
        The rider’s link
      </label>
      <input
        id="ship-rider-link"
        readOnly
        value={notice.link}
        onFocus={(event) => event.currentTarget.select()}
        className={`${CONTROL_CLASSES} font-mono text-xs`}
      />
    </div>
  );
}
