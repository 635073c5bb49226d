import { lineTitle } from '../../../../core/line-title';
import type { OrderUnitsView } from '../../../../core/refund-views';
import { CONTROL_CLASSES } from '../field-styles';

/**
 * The refund form's "units back in stock", one count per size of the order that a refund may
 * still put back, 0 by default: stock goes back only for the units the owner says came back.
 */
export function RestockFields({
  id,
  units,
  errors,
}: {
  /** Unique on the page: the inputs' ids start with it. */
  id: string;
  units: readonly OrderUnitsView[];
  errors?: Record<string, string>;
}) {
  const open = units.filter((unit) => unit.restockable > 0);
  if (units.length === 0) return null;
  if (open.length === 0) {
    return (
      <p className="text-ink-muted sm:col-span-2">
        No unit of this order can go back in stock: all are back already or on a refund still pending.
      </p>
    );
  }
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-1 font-medium">Units back in stock (only what came back to the shop)</legend>
      {open.map((unit, index) => {
        const inputId = `${id}-restock-${unit.variantId}`;
        const error =
          errors?.[`restockItems.${index}.quantity`] ??
          errors?.[`restockItems.${index}.variantId`] ??
          errors?.[`restockItems.${index}.productId`];
        return (
          <div key={unit.variantId} className="grid grid-cols-[minmax(0,1fr)_6rem] items-center gap-x-3">
            <input type="hidden" name="restockProductId" value={unit.productId} />
            <input type="hidden" name="restockVariantId" value={unit.variantId} />
            <label htmlFor={inputId} className="min-w-0 break-words">
              {lineTitle(unit)}
              <span className="block text-xs text-ink-muted">
                {unit.ordered} ordered · {unit.back} back in stock · up to {unit.restockable} more
              </span>
            </label>
            <input
              id={inputId}
              name="restockQuantity"
              type="number"
              inputMode="numeric"
              min={0}
              max={unit.restockable}
              step={1}
              defaultValue={0}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              className={CONTROL_CLASSES}
            />
            {error && (
              <p id={`${inputId}-error`} className="col-span-2 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
