// A product as the owner creates or edits it in the console, for the API (JSON) and the console's
// forms alike. Prices are typed in KES ("1500" or "1500.50") and leave as cents; lists come as
// arrays from JSON and as one item per line from a form's textarea.
import { z } from 'zod';
import { CATEGORIES, SKIN_TYPES } from './catalogue-terms';
import { plainText, textField } from './form-fields';
import { parseDecimalToCents } from './money';
import { STANDARD_TAX_TYPE, TAX_TYPES } from './tax-types';

export const PRICE_FORMAT = 'Price must be in KES, e.g. 1500 or 1500.50';
export const SLUG_FORMAT =
  'Slug may use only lower-case letters, digits and single hyphens, e.g. whipped-shea-butter';
export const STOCK_FORMAT = 'Stock must be a whole number from 0 to 1,000,000';
export const SHOPIFY_ID_FORMAT =
  'Shopify product id must be digits only (the number in the product’s Shopify address)';
export const SLUG_TAKEN = 'Another product already uses this slug';
export const NOTHING_TO_CHANGE = 'Send at least one field to change';
export const STOCK_LOADED_FORMAT =
  'stockLoaded must be the stock you read: a whole number from 0 to 1,000,000';
export const STOCK_LOADED_NEEDED =
  'Send stockLoaded, the stock you read before editing, with stockQuantity: sales since then would be undone';
export const STOCK_LOADED_ALONE = 'stockLoaded goes with stockQuantity, the stock you set';
export const FORM_TOO_OLD = 'This form is out of date. Please reload the page and make your changes again.';

export const ONE_SIZE_OR_VARIANTS =
  'Send either price, size and stockQuantity (one size) or variants, not both';
export const SEVERAL_SIZES = 'This product has several sizes: change them in variants';
export const NO_SIZE_ON_SALE = 'Keep at least one size on sale';
export const VARIANT_ID_FORMAT = 'Size id must be a whole number';
export const VARIANT_SKU_FORMAT = 'SKU may use only letters, digits and hyphens, e.g. RAW-SHEA-BUTTER-250G';
export const VARIANT_IMAGE_FORMAT = 'Picture must be one of the product’s pictures';
export const SHOPIFY_VARIANT_ID_FORMAT = 'Shopify variant id must be digits only';
export const TOO_MANY_SIZES = 'A product has at most 20 sizes';
export const TAX_TYPE_FORMAT = 'Tax type must be one of KRA’s tax types A, B, C, D or E';

/** The 409 of a save naming a SKU another size already has. */
export function skuTakenMessage(sku: string): string {
  return `Another size already uses the SKU ${sku}`;
}

/** The 400 of a size list that leaves out a size: sizes are switched off, never deleted. */
export function sizeLeftOutMessage(label: string): string {
  return `The size ${label} is missing: switch it off instead (sizes stay in past orders)`;
}

/** The 409 of a save whose stock of one size moved since the editor read it. */
export function sizeStockMovedMessage(label: string, now: number): string {
  return `The stock of ${label} changed since you opened it (now ${now}): nothing was saved. Check the stock and save again.`;
}

/** The 409 of a save whose stock moved (a sale, a refund, another admin) since the editor read it. */
export function stockMovedMessage(now: number): string {
  return `The stock of this product changed since you opened it (now ${now}): nothing was saved. Check the stock and save again.`;
}

const MIN_PRICE_CENTS = 100;
const MAX_PRICE_CENTS = 1_000_000_00;
const MAX_STOCK = 1_000_000;

// Numbers from JSON and text from forms both arrive here; the text is what is checked.
const asText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

const priceField = z.preprocess(
  asText,
  z
    .string({ error: PRICE_FORMAT })
    .transform((text, ctx) => {
      const cents = parseDecimalToCents(text);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: PRICE_FORMAT });
        return z.NEVER;
      }
      return cents;
    })
    .refine((cents) => cents >= MIN_PRICE_CENTS, 'Price must be at least KES 1')
    .refine((cents) => cents <= MAX_PRICE_CENTS, 'Price must be at most KES 1,000,000'),
);

const stockNumber = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(0, message).max(MAX_STOCK, message),
  );

const stockField = stockNumber(STOCK_FORMAT);

/**
 * The stock the editor read (the edit form's hidden field, the API's `stockLoaded`). Stock is
 * then set only when `stockQuantity` differs from it, and only if the stock is still that figure:
 * a save never undoes the sales made while the form was open.
 */
const stockLoadedField = stockNumber(STOCK_LOADED_FORMAT);

const slugField = plainText(SLUG_FORMAT)
  .toLowerCase()
  .min(2, 'Slug must be at least 2 characters')
  .max(80, 'Slug must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_FORMAT);

const shopifyIdField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : asText(value)),
  z
    .string({ error: SHOPIFY_ID_FORMAT })
    .trim()
    .regex(/^\d{1,20}$/, SHOPIFY_ID_FORMAT)
    .nullable(),
);

/** A textarea's lines (blank ones dropped), or an array as JSON sends it. */
function linesField(
  item: z.ZodType<string>,
  min: number,
  minMessage: string,
  max: number,
  maxMessage: string,
) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(/\r\n|\r|\n/)
            .map((line) => line.trim())
            .filter((line) => line !== '')
        : value,
    z.array(item, { error: minMessage }).min(min, minMessage).max(max, maxMessage),
  );
}

const booleanField = (message: string) => z.boolean({ error: message });

const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * One size in a product's list. With `id` it changes that size, without it adds one; its stock is
 * set only against `stockLoaded`, the figure the editor read (as for a product of one size).
 */
export const variantInputSchema = z
  .object({
    id: z
      .preprocess(
        (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
        z.number({ error: VARIANT_ID_FORMAT }).int(VARIANT_ID_FORMAT).positive(VARIANT_ID_FORMAT),
      )
      .optional(),
    label: textField(1, 'Size must be given, e.g. 250 g', 40, 'Size must be at most 40 characters'),
    // Left out, the SKU is made from the slug and the label.
    sku: z.preprocess(
      optionalText,
      z
        .string({ error: VARIANT_SKU_FORMAT })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, VARIANT_SKU_FORMAT)
        .max(80, 'SKU must be at most 80 characters')
        .nullish(),
    ),
    price: priceField,
    stockQuantity: stockField,
    stockLoaded: stockLoadedField.optional(),
    active: booleanField('On sale must be true or false').default(true),
    image: z.preprocess(
      optionalText,
      z.string({ error: VARIANT_IMAGE_FORMAT }).max(300, VARIANT_IMAGE_FORMAT).nullish(),
    ),
    shopifyVariantId: z.preprocess(
      (value) => asText(optionalText(value)),
      z
        .string({ error: SHOPIFY_VARIANT_ID_FORMAT })
        .trim()
        .regex(/^\d{1,20}$/, SHOPIFY_VARIANT_ID_FORMAT)
        .nullish(),
    ),
  })
  .strict();

export type VariantInput = z.output<typeof variantInputSchema>;

/** A product's whole list of sizes, in the order shown; at least one on sale. */
const variantsField = z
  .array(variantInputSchema, { error: 'Sizes must be a list' })
  .min(1, NO_SIZE_ON_SALE)
  .max(20, TOO_MANY_SIZES)
  // Said even while a row has other faults: the owner learns both at once.
  .refine(
    (variants: unknown) =>
      !Array.isArray(variants) ||
      variants.some((variant) => (variant as { active?: unknown } | null)?.active !== false),
    { message: NO_SIZE_ON_SALE, when: () => true },
  );

const fields = {
  name: textField(2, 'Name must be at least 2 characters', 120, 'Name must be at most 120 characters'),
  slug: slugField,
  tagline: textField(0, 'Tagline must be text', 160, 'Tagline must be at most 160 characters'),
  description: textField(
    10,
    'Description must be at least 10 characters',
    5000,
    'Description must be at most 5,000 characters',
    'multi-line',
  ),
  price: priceField,
  category: z.enum(CATEGORIES, { error: 'Please choose a category' }),
  skinTypes: z
    .array(z.enum(SKIN_TYPES, { error: 'Skin types must be dry, sensitive, damaged, oily or normal' }), {
      error: 'Choose at least one skin type',
    })
    .min(1, 'Choose at least one skin type')
    .max(SKIN_TYPES.length, 'Choose each skin type once')
    .refine((types) => new Set(types).size === types.length, 'Choose each skin type once'),
  ingredients: linesField(
    textField(1, 'Ingredients must be text', 200, 'Each ingredient must be at most 200 characters'),
    1,
    'List at least one ingredient, one per line',
    40,
    'List at most 40 ingredients',
  ),
  howToUse: linesField(
    textField(1, 'Steps must be text', 500, 'Each step must be at most 500 characters'),
    1,
    'Give at least one how-to-use step, one per line',
    12,
    'Give at most 12 how-to-use steps',
  ),
  size: textField(0, 'Size must be text', 40, 'Size must be at most 40 characters'),
  featured: booleanField('Featured must be true or false'),
  hidden: booleanField('Hidden must be true or false'),
  stockQuantity: stockField,
  shopifyProductId: shopifyIdField,
  /** The KRA eTIMS tax type its invoice lines carry (core/tax-types.ts). */
  taxType: z.enum(TAX_TYPES, { error: TAX_TYPE_FORMAT }),
  variants: variantsField,
};

const ONE_SIZE_FIELDS = ['price', 'size', 'stockQuantity'] as const;

/** One size's fields or the list of sizes: both would say two things about the same sizes. */
function oneSizeOrVariants(input: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (input.variants !== undefined && ONE_SIZE_FIELDS.some((name) => input[name] !== undefined)) {
    ctx.addIssue({ code: 'custom', message: ONE_SIZE_OR_VARIANTS, path: ['variants'] });
  }
}

/** A new product: every field the storefront needs; the rest default (not featured, shown, no Shopify id, VAT 16%). */
const productCreateObject = z
  .object({
    ...fields,
    tagline: fields.tagline.default(''),
    price: fields.price.optional(),
    size: fields.size.optional(),
    stockQuantity: fields.stockQuantity.optional(),
    variants: fields.variants.optional(),
    featured: fields.featured.default(false),
    hidden: fields.hidden.default(false),
    shopifyProductId: fields.shopifyProductId.default(null),
    taxType: fields.taxType.default(STANDARD_TAX_TYPE),
  })
  .strict();

/** Without a list of sizes, a new product is of one size: its price and stock are needed. */
function oneSizeComplete(input: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (input.variants !== undefined) return;
  if (input.price === undefined) ctx.addIssue({ code: 'custom', message: PRICE_FORMAT, path: ['price'] });
  if (input.stockQuantity === undefined)
    ctx.addIssue({ code: 'custom', message: STOCK_FORMAT, path: ['stockQuantity'] });
}

// These look only at which fields were sent, so they run even when other fields are wrong: a
// form then names every field it misses at once. A body that is no object has no fields to look at.
const always = {
  when: ({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && !Array.isArray(value),
};

export const productCreateSchema = productCreateObject.superRefine((input, ctx) => {
  oneSizeOrVariants(input, ctx);
  oneSizeComplete(input, ctx);
}, always);

/**
 * Changes to a product: any of its fields, at least one. A new stock figure comes with the one it
 * replaces (`stockLoaded`), so a caller that read 47 and saves 47 after three sales leaves 44.
 */
export const productUpdateSchema = z
  .object({ ...fields, stockLoaded: stockLoadedField })
  .partial()
  .strict()
  .refine(
    ({ stockLoaded: _loaded, ...changes }) => Object.values(changes).some((value) => value !== undefined),
    NOTHING_TO_CHANGE,
  )
  .superRefine((input, ctx) => {
    const { stockQuantity, stockLoaded } = input;
    oneSizeOrVariants(input, ctx);
    if (stockQuantity !== undefined && stockLoaded === undefined) {
      ctx.addIssue({ code: 'custom', message: STOCK_LOADED_NEEDED, path: ['stockLoaded'] });
    }
    if (stockQuantity === undefined && stockLoaded !== undefined) {
      ctx.addIssue({ code: 'custom', message: STOCK_LOADED_ALONE, path: ['stockLoaded'] });
    }
  });

/**
 * The console's product form (new and edit): every field and its rows of sizes, each existing
 * size with the stock it showed when opened. A form without rows was opened before sizes existed.
 */
export const productEditFormSchema = productCreateObject
  .omit({ price: true, size: true, stockQuantity: true })
  .extend({
    // The form always shows its select: a form without it would quietly reset the type to B.
    taxType: fields.taxType,
    variants: z
      .unknown()
      .refine((value) => value !== undefined, FORM_TOO_OLD)
      .pipe(variantsField),
  });

export type ProductCreateInput = z.output<typeof productCreateSchema>;
export type ProductUpdateInput = z.output<typeof productUpdateSchema>;
export type ProductEditFormInput = z.output<typeof productEditFormSchema>;

/** The names of the fields a product form posts, in the order the form shows them. */
export const PRODUCT_FORM_FIELDS = (Object.keys(fields) as (keyof typeof fields)[]).filter(
  (name): name is Exclude<keyof typeof fields, 'variants'> => name !== 'variants',
);

/** The repeated fields of a product form's size rows, one value per row in the order shown. */
export const VARIANT_FORM_FIELDS = {
  key: 'variantKey',
  id: 'variantId',
  label: 'variantLabel',
  sku: 'variantSku',
  price: 'variantPrice',
  stockQuantity: 'variantStock',
  stockLoaded: 'variantStockLoaded',
  image: 'variantImage',
  shopifyVariantId: 'variantShopifyId',
  /** A checkbox per row whose value is the row's key: only ticked ones are sent. */
  active: 'variantActive',
} as const;

type FormReader = { get(name: string): unknown; getAll(name: string): unknown[] };

/** A posted form's size rows as the schema's `variants`; empty id and stock read mean a new size. */
export function variantFormInput(form: FormReader): Record<string, unknown>[] {
  const column = (name: string) => form.getAll(name);
  const keys = column(VARIANT_FORM_FIELDS.key);
  const on = new Set(column(VARIANT_FORM_FIELDS.active));
  const cell = (name: string, index: number) => {
    const value = column(name)[index];
    return value === '' ? undefined : value;
  };
  return keys.map((key, index) => ({
    id: cell(VARIANT_FORM_FIELDS.id, index),
    label: column(VARIANT_FORM_FIELDS.label)[index],
    sku: cell(VARIANT_FORM_FIELDS.sku, index),
    price: column(VARIANT_FORM_FIELDS.price)[index],
    stockQuantity: column(VARIANT_FORM_FIELDS.stockQuantity)[index],
    stockLoaded: cell(VARIANT_FORM_FIELDS.stockLoaded, index),
    active: on.has(key),
    image: cell(VARIANT_FORM_FIELDS.image, index) ?? null,
    shopifyVariantId: cell(VARIANT_FORM_FIELDS.shopifyVariantId, index) ?? null,
  }));
}

/**
 * A posted product form as the schema's input. Checkboxes are sent only when ticked, so on a form
 * their absence means false (an edit form shows every field, and saves what it shows). Its sizes
 * are rows of repeated fields (`variantFormInput`).
 */
export function productFormInput(form: FormReader): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of PRODUCT_FORM_FIELDS) {
    if (name === 'price' || name === 'size' || name === 'stockQuantity') continue;
    if (name === 'skinTypes') input[name] = form.getAll(name);
    else if (name === 'featured' || name === 'hidden') input[name] = form.get(name) !== null;
    else {
      const value = form.get(name);
      // A file where text belongs is not text; the schema then names the field.
      input[name] = typeof value === 'string' ? value : value === null ? undefined : value;
    }
  }
  const variants = variantFormInput(form);
  if (variants.length > 0) input.variants = variants;
  return input;
}
