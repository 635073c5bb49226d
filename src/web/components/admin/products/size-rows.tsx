import { useState } from 'react';
import { VARIANT_FORM_FIELDS } from '../../../../core/product-admin-schema';
import { newVariantRow, type VariantFormValues } from '../../../../core/product-form-values';
import { buttonClasses } from '../../ui/button-styles';
import { controlClasses } from '../../ui/field-classes';
import { FormField } from '../../ui/form-field';

const F = VARIANT_FORM_FIELDS;

/** The messages of one row ('variants.2.price' → price), and those about the row as a whole. */
function rowErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `variants.${index}`;
  const own: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === prefix) own.row = message;
    else if (key.startsWith(`${prefix}.`)) own[key.slice(prefix.length + 1)] = message;
  }
  return own;
}

/**
 * The product's sizes, one row each, in the order the shop shows them. Rows are moved and added
 * here; a save posts them all as repeated fields (read by `productFormInput`). A size is never
 * removed: switched off, it leaves the shop and stays in past orders.
 */
export function SizeRows({
  variants,
  errors,
  images,
}: {
  variants: VariantFormValues[];
  errors: Record<string, string>;
  images: string[];
}) {
  // Messages belong to the rows as posted; they follow their row when it moves.
  const [rows, setRows] = useState(() =>
    variants.map((values, index) => ({ values, errors: rowErrors(errors, index) })),
  );
  const move = (from: number, to: number) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(from, 1);
      next.splice(to, 0, row!);
      return next;
    });
  const listError = errors.variants;
  return (
    <fieldset aria-describedby={listError ? 'sizes-error' : undefined} className="space-y-4">
      <legend className="text-xl text-earth-900">Sizes</legend>
      <p className="text-sm text-ink-muted">
        In the order the shop lists them. Switch a size off rather than remove it: past orders keep it.
      </p>
      {listError && (
        <p id="sizes-error" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      {rows.map(({ values, errors: own }, index) => {
        const id = (name: string) => `size-${values.key}-${name}`;
        const name = `Size ${index + 1}`;
        return (
          <fieldset key={values.key} className="rounded-control border border-line p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-earth-900">
              {name}
              {values.id === '' && <span className="font-normal text-ink-muted"> (new)</span>}
            </legend>
            <input type="hidden" name={F.key} value={values.key} />
            <input type="hidden" name={F.id} value={values.id} />
            <input type="hidden" name={F.stockLoaded} value={values.stockLoaded} />
            {own.row && <p className="mb-2 text-sm font-medium text-red-700">{own.row}</p>}
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <FormField id={id('label')} label="Size" error={own.label} hint="e.g. 250 g or 100 ml">
                <input
                  name={F.label}
                  defaultValue={values.label}
                  required
                  maxLength={40}
                  className={controlClasses(Boolean(own.label))}
                />
              </FormField>
              <FormField
                id={id('sku')}
                label="SKU"
                optional
                error={own.sku}
                hint="Made from the slug if empty"
              >
                <input
                  name={F.sku}
                  defaultValue={values.sku}
                  maxLength={80}
                  autoCapitalize="characters"
                  spellCheck={false}
                  className={controlClasses(Boolean(own.sku))}
                />
              </FormField>
              <FormField id={id('price')} label="Price (KES)" error={own.price} hint="e.g. 1500 or 1500.50">
                <input
                  name={F.price}
                  defaultValue={values.price}
                  required
                  inputMode="decimal"
                  className={controlClasses(Boolean(own.price))}
                />
              </FormField>
              <FormField
                id={id('stock')}
                label="Stock"
                error={own.stockQuantity ?? own.stockLoaded}
                hint={
                  values.id === ''
                    ? 'The number on the shelf now'
                    : 'Sales change it on their own; change it only to correct the count'
                }
              >
                <input
                  name={F.stockQuantity}
                  defaultValue={values.stockQuantity}
                  required
                  inputMode="numeric"
                  pattern="[0-9]*"
                  className={controlClasses(Boolean(own.stockQuantity ?? own.stockLoaded))}
                />
              </FormField>
              <FormField id={id('image')} label="Picture" optional error={own.image}>
                <select
                  name={F.image}
                  defaultValue={values.image}
                  className={controlClasses(Boolean(own.image))}
                >
                  <option value="">Product picture</option>
                  {images.map((image, position) => (
                    <option key={image} value={image}>
                      {`Picture ${position + 1}${position === 0 ? ' (main)' : ''}`}
                    </option>
                  ))}
                  {values.image !== '' && !images.includes(values.image) && (
                    <option value={values.image}>Its own picture</option>
                  )}
                </select>
              </FormField>
              <FormField
                id={id('shopify')}
                label="Shopify variant id"
                optional
                error={own.shopifyVariantId}
                hint="Digits only"
              >
                <input
                  name={F.shopifyVariantId}
                  defaultValue={values.shopifyVariantId}
                  inputMode="numeric"
                  className={controlClasses(Boolean(own.shopifyVariantId))}
                />
              </FormField>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <label className="mr-auto inline-flex min-h-11 items-center gap-2 text-sm font-medium text-earth-900">
                <input
                  type="checkbox"
                  name={F.active}
                  value={values.key}
                  defaultChecked={values.active}
                  className="size-5 accent-earth-700"
                />
                On sale
              </label>
              <button
                type="button"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                className={buttonClasses('secondary', 'md')}
              >
                Move up<span className="sr-only"> {name}</span>
              </button>
              <button
                type="button"
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1)}
                className={buttonClasses('secondary', 'md')}
              >
                Move down<span className="sr-only"> {name}</span>
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        onClick={() =>
          // A key no posted row has: rows are told apart by it, and "On sale" is sent as it.
          setRows((current) => [
            ...current,
            { values: newVariantRow(`new-${Math.random().toString(36).slice(2, 10)}`), errors: {} },
          ])
        }
        className={buttonClasses('secondary', 'md')}
      >
        Add a size
      </button>
    </fieldset>
  );
}
