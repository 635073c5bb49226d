import { DELIVERY_REGIONS, type DeliveryRegion } from '../../../../core/delivery';
import { CONTROL_CLASSES, LABEL_CLASSES } from '../field-styles';
import { MoveButtons } from './move-buttons';
import {
  FieldError,
  SettingsCheckbox,
  SettingsField,
  errorProps,
  fieldId,
  type FieldErrors,
} from './settings-field';

export interface DeliveryFormValues {
  areas: {
    name: string;
    feeKes: number | string;
    region: string;
    active: boolean;
    rider: boolean;
    courierFeeKes: number | string | null;
  }[];
  freeDeliveryOverKes: number | string;
  freeDeliveryRegions: string[];
  deliveryTimes: { area: string; days: string }[];
  couriers: { name: string; trackingUrl: string }[];
  pickupReminderDays: number | string;
}

const REGION_LABELS: Record<DeliveryRegion, string> = {
  kenya: 'Kenya',
  africa: 'Africa',
  international: 'International',
};

// One template for the column headings and every row, so they line up from 1024 px up (seven
// columns leave a narrower screen no room for the area's name).
const ROW = 'lg:grid-cols-[minmax(0,1fr)_6rem_8rem_3.5rem_4.5rem_7rem_6.5rem] lg:items-center';
/** The areas (with a blank row to add one), the free-delivery rule, the delivery times and the couriers. */
export function DeliveryFields({ values, errors }: { values: DeliveryFormValues; errors: FieldErrors }) {
  const blank = values.areas.length;
  return (
    <>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-base font-semibold text-earth-900">Areas</legend>
        <p className="mb-3 text-sm text-ink-muted">
          Checkout offers the areas switched on, in this order. Switch an area off rather than deleting it:
          past orders keep its name and fee. In each area the shopper chooses among the shop&apos;s riders
          (where they deliver), a courier (where it has a fee; leave the fee empty for none) and the
          area&apos;s pickup points.
        </p>
        <div aria-hidden="true" className={`hidden gap-3 px-1 pb-1 lg:grid ${ROW} ${LABEL_CLASSES}`}>
          <span>Area</span>
          <span>Fee (KES)</span>
          <span>Region</span>
          <span>On</span>
          <span>Riders</span>
          <span>Courier fee (KES)</span>
          <span>Order</span>
        </div>
        <ol className="grid gap-3 lg:gap-2">
          {values.areas.map((area, index) => (
            <AreaRow key={index} index={index} area={area} last={index === blank - 1} errors={errors} />
          ))}
          <AreaRow
            index={blank}
            area={{ name: '', feeKes: '', region: 'kenya', active: true, rider: true, courierFeeKes: null }}
            last
            isNew
            errors={errors}
          />
        </ol>
        <FieldError name="delivery.areas" errors={errors} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField
          name="delivery.freeDeliveryOverKes"
          label="Free delivery over (KES)"
          hint="Orders above this amount are delivered free in the regions ticked here."
          value={values.freeDeliveryOverKes}
          errors={errors}
          type="number"
          inputMode="numeric"
        />
        <fieldset className="min-w-0">
          <legend className={LABEL_CLASSES}>Free delivery applies in</legend>
          <div className="flex flex-wrap gap-x-5">
            {DELIVERY_REGIONS.map((region) => (
              <SettingsCheckbox
                key={region}
                name="delivery.freeDeliveryRegions"
                value={region}
                label={REGION_LABELS[region]}
                checked={values.freeDeliveryRegions.includes(region)}
              />
            ))}
          </div>
          <FieldError name="delivery.freeDeliveryRegions" errors={errors} />
        </fieldset>
      </div>

      <fieldset className="min-w-0">
        <legend className="mb-2 text-base font-semibold text-earth-900">Delivery times</legend>
        <p className="mb-3 text-sm text-ink-muted">
          The shipping page&apos;s promise. Clear both fields of a row to remove it; fill the last row to add
          one.
        </p>
        <ol className="grid gap-3 sm:gap-2">
          {[...values.deliveryTimes, { area: '', days: '' }].map((row, index) => (
            <li key={index} className="grid gap-2 sm:grid-cols-2 sm:gap-3">
              <SettingsField
                name={`delivery.deliveryTimes.${index}.area`}
                label={`Where (row ${index + 1})`}
                value={row.area}
                errors={errors}
              />
              <SettingsField
                name={`delivery.deliveryTimes.${index}.days`}
                label={`How long (row ${index + 1})`}
                value={row.days}
                errors={errors}
              />
            </li>
          ))}
        </ol>
        <FieldError name="delivery.deliveryTimes" errors={errors} />
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="mb-2 text-base font-semibold text-earth-900">Couriers</legend>
        <p className="mb-3 text-sm text-ink-muted">
          The parcel companies a shipment may go with. Write the tracking link with {'{ref}'} where the
          tracking number goes. Clear both fields of a row to remove it; fill the last row to add one.
        </p>
        <ol className="grid gap-3 sm:gap-2">
          {[...values.couriers, { name: '', trackingUrl: '' }].map((row, index) => (
            <li key={index} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:gap-3">
              <SettingsField
                name={`delivery.couriers.${index}.name`}
                label={`Courier name (row ${index + 1})`}
                value={row.name}
                errors={errors}
              />
              <SettingsField
                name={`delivery.couriers.${index}.trackingUrl`}
                label={`Tracking link (row ${index + 1})`}
                placeholder="https://example.co.ke/track?ref={ref}"
                value={row.trackingUrl}
                errors={errors}
                type="url"
              />
            </li>
          ))}
        </ol>
        <FieldError name="delivery.couriers" errors={errors} />
      </fieldset>
      <SettingsField
        name="delivery.pickupReminderDays"
        label="Remind me of parcels uncollected after (days)"
        hint="A parcel waiting at a pickup point this long uncollected is mailed to you, once."
        value={values.pickupReminderDays}
        errors={errors}
        type="number"
        inputMode="numeric"
      />
    </>
  );
}

function AreaRow({
  index,
  area,
  last,
  isNew = false,
  errors,
}: {
  index: number;
  area: DeliveryFormValues['areas'][number];
  last: boolean;
  isNew?: boolean;
  errors: FieldErrors;
}) {
  const at = `delivery.areas.${index}`;
  const who = isNew ? 'new area' : area.name || `area ${index + 1}`;
  return (
    <li
      className={`grid grid-cols-2 gap-2 rounded-xl border border-line p-3 lg:gap-3 lg:rounded-none lg:border-0 lg:p-0 ${ROW} ${
        isNew ? 'border-dashed lg:border-t lg:border-solid lg:pt-3' : ''
      }`}
    >
      {isNew && <input type="hidden" name={`${at}.new`} value="1" />}
      <SettingsField
        className="col-span-2 lg:col-span-1"
        name={`${at}.name`}
        label={
          isNew ? (
            'Add an area'
          ) : (
            <>
              Area name<span className="sr-only"> {index + 1}</span>
            </>
          )
        }
        labelClassName={isNew ? '' : 'lg:sr-only'}
        placeholder={isNew ? 'New area name' : undefined}
        value={area.name}
        errors={errors}
      />
      <SettingsField
        name={`${at}.feeKes`}
        label={
          <>
            Fee (KES)<span className="sr-only">, {who}</span>
          </>
        }
        labelClassName={isNew ? '' : 'lg:sr-only'}
        value={area.feeKes}
        errors={errors}
        type="number"
        inputMode="numeric"
      />
      <div className="min-w-0">
        <label htmlFor={fieldId(`${at}.region`)} className={`${LABEL_CLASSES} ${isNew ? '' : 'lg:sr-only'}`}>
          Region<span className="sr-only">, {who}</span>
        </label>
        <select
          id={fieldId(`${at}.region`)}
          name={`${at}.region`}
          defaultValue={area.region}
          className={CONTROL_CLASSES}
          {...errorProps(`${at}.region`, errors)}
        >
          {DELIVERY_REGIONS.map((region) => (
            <option key={region} value={region}>
              {REGION_LABELS[region]}
            </option>
          ))}
        </select>
        <FieldError name={`${at}.region`} errors={errors} />
      </div>
      <SettingsCheckbox
        name={`${at}.active`}
        label={
          <>
            On<span className="sr-only">, {who}</span>
          </>
        }
        checked={area.active}
      />
      <SettingsCheckbox
        name={`${at}.rider`}
        label={
          <>
            Riders deliver here<span className="sr-only">, {who}</span>
          </>
        }
        labelClassName={isNew ? '' : 'lg:sr-only'}
        checked={area.rider}
      />
      <SettingsField
        name={`${at}.courierFeeKes`}
        label={
          <>
            Courier fee (KES)<span className="sr-only">, {who}</span>
          </>
        }
        labelClassName={isNew ? '' : 'lg:sr-only'}
        placeholder="No courier"
        value={area.courierFeeKes}
        errors={errors}
        type="number"
        inputMode="numeric"
      />
      {isNew ? <span className="hidden lg:block" /> : <MoveButtons index={index} last={last} who={who} />}
    </li>
  );
}
