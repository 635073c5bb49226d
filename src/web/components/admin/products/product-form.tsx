import { Form, useNavigation } from 'react-router';
import { CATEGORIES, CATEGORY_LABELS, SKIN_TYPES, SKIN_TYPE_LABELS } from '../../../../core/catalogue-terms';
import type { ProductFormValues } from '../../../../core/product-form-values';
import { TAX_TYPES, TAX_TYPE_INFO } from '../../../../core/tax-types';
import { buttonClasses } from '../../ui/button-styles';
import { controlClasses } from '../../ui/field-classes';
import { FormAlert } from '../../ui/form-alert';
import { FormField } from '../../ui/form-field';
import { SizeRows } from './size-rows';

interface ProductFormProps {
  values: ProductFormValues;
  errors?: Record<string, string>;
  formError?: string | null;
  submitLabel: string;
  /** The product's pictures, for a size to show one of them (none yet on a new product). */
  images?: string[];
}

/** Every field of a product and its sizes, labelled, with its message beside it; posts to the page's action. */
export function ProductForm({ values, errors = {}, formError, submitLabel, images = [] }: ProductFormProps) {
  const skinTypesError = firstLineError(errors, 'skinTypes');
  const busy = useNavigation().state === 'submitting';
  const field = (name: keyof ProductFormValues) => ({
    name,
    invalid: Boolean(errors[name]),
  });
  const input = (name: Exclude<keyof ProductFormValues, 'variants'>, extra: Record<string, unknown> = {}) => (
    <input
      name={name}
      defaultValue={String(values[name])}
      className={controlClasses(field(name).invalid)}
      {...extra}
    />
  );
  const lines = (name: 'ingredients' | 'howToUse' | 'description', rows: number) => (
    <textarea
      name={name}
      defaultValue={values[name]}
      rows={rows}
      className={controlClasses(field(name).invalid, 'py-2.5')}
    />
  );
  return (
    <Form method="post" className="space-y-6" noValidate>
      <input type="hidden" name="intent" value="save" />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="product-name" label="Name" error={errors.name}>
          {input('name', { required: true, maxLength: 120 })}
        </FormField>
        <FormField
          id="product-slug"
          label="Slug"
          error={errors.slug}
          hint="Lower-case words joined by hyphens, e.g. whipped-shea-butter"
        >
          {input('slug', { required: true, maxLength: 80, autoCapitalize: 'none', spellCheck: false })}
        </FormField>
        <FormField id="product-tagline" label="Tagline" optional error={errors.tagline}>
          {input('tagline', { maxLength: 160 })}
        </FormField>
        <FormField id="product-category" label="Category" error={errors.category}>
          <select
            name="category"
            defaultValue={values.category}
            required
            className={controlClasses(field('category').invalid)}
          >
            <option value="" disabled>
              Choose a category
            </option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="product-tax-type"
          label="Tax type"
          error={errors.taxType}
          hint="What its lines carry on KRA tax invoices; most products are B"
        >
          <select
            name="taxType"
            defaultValue={values.taxType}
            className={controlClasses(field('taxType').invalid)}
          >
            {TAX_TYPES.map((type) => (
              <option key={type} value={type}>
                {TAX_TYPE_INFO[type].label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="product-shopify"
          label="Shopify product id"
          optional
          error={errors.shopifyProductId}
          hint="Digits only; leave empty for no Buy Now button"
        >
          {input('shopifyProductId', { inputMode: 'numeric' })}
        </FormField>
      </div>

      <fieldset aria-describedby={skinTypesError ? 'product-skin-error' : undefined}>
        <legend className="text-sm font-medium text-earth-900">Skin types</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SKIN_TYPES.map((type) => (
            <label
              key={type}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm has-checked:border-earth-700 has-checked:bg-shea-100"
            >
              <input
                type="checkbox"
                name="skinTypes"
                value={type}
                defaultChecked={values.skinTypes.includes(type)}
                className="size-4 accent-earth-700"
              />
              {SKIN_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        {skinTypesError && (
          <p id="product-skin-error" className="mt-1.5 text-sm font-medium text-red-700">
            {skinTypesError}
          </p>
        )}
      </fieldset>

      <FormField id="product-description" label="Description" error={errors.description}>
        {lines('description', 6)}
      </FormField>
      <div className="grid gap-5 lg:grid-cols-2">
        <FormField
          id="product-ingredients"
          label="Ingredients"
          error={firstLineError(errors, 'ingredients')}
          hint="One per line"
        >
          {lines('ingredients', 6)}
        </FormField>
        <FormField
          id="product-how-to-use"
          label="How to use"
          error={firstLineError(errors, 'howToUse')}
          hint="One step per line"
        >
          {lines('howToUse', 6)}
        </FormField>
      </div>

      <SizeRows variants={values.variants} errors={errors} images={images} />

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-earth-900">In the shop</legend>
        <Checkbox name="featured" checked={values.featured} label="Featured" hint="Shown on the home page" />
        <Checkbox name="hidden" checked={values.hidden} label="Hidden" hint="Not shown or sold in the shop" />
      </fieldset>

      <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg')}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </Form>
  );
}

/** A list's message, whether it is about the list or one of its lines ('ingredients.2'). */
function firstLineError(errors: Record<string, string>, name: string): string | undefined {
  if (errors[name]) return errors[name];
  const line = Object.keys(errors).find((key) => key.startsWith(`${name}.`));
  return line ? `Line ${Number(line.split('.')[1]) + 1}: ${errors[line]}` : undefined;
}

function Checkbox({
  name,
  checked,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  label: string;
  hint: string;
}) {
  return (
    <label className="flex min-h-11 items-start gap-3 text-sm">
      <input
        type="checkbox"
        name={name}
        defaultChecked={checked}
        aria-describedby={`product-${name}-hint`}
        className="mt-0.5 size-5 accent-earth-700"
      />
      <span>
        <span className="font-medium text-earth-900">{label}</span>
        <span id={`product-${name}-hint`} className="block text-ink-muted">
          {hint}
        </span>
      </span>
    </label>
  );
}
