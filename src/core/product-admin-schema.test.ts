import { describe, expect, it } from 'vitest';
import {
  FORM_TOO_OLD,
  NOTHING_TO_CHANGE,
  PRICE_FORMAT,
  productCreateSchema,
  productEditFormSchema,
  productFormInput,
  variantFormInput,
  NO_SIZE_ON_SALE,
  productUpdateSchema,
  SHOPIFY_ID_FORMAT,
  SLUG_FORMAT,
  STOCK_FORMAT,
  STOCK_LOADED_ALONE,
  STOCK_LOADED_FORMAT,
  STOCK_LOADED_NEEDED,
  TAX_TYPE_FORMAT,
} from './product-admin-schema';
import { parseInput } from './zod-errors';

const valid = {
  name: 'Baobab Hair Butter',
  slug: 'baobab-hair-butter',
  description: 'Shea and baobab whipped together for thirsty coils.',
  price: '1500.50',
  category: 'hair-care',
  skinTypes: ['dry', 'damaged'],
  ingredients: ['Shea butter', 'Baobab oil'],
  howToUse: ['Warm a little between your palms.', 'Work it through damp hair.'],
  stockQuantity: 12,
};

const errorsOf = (
  schema: typeof productCreateSchema | typeof productUpdateSchema | typeof productEditFormSchema,
  input: unknown,
) => {
  const parsed = parseInput(schema, input);
  return parsed.ok ? {} : parsed.body.errors;
};

describe('productCreateSchema', () => {
  it('takes a price in KES and gives cents, with defaults for the optional fields', () => {
    const parsed = productCreateSchema.parse(valid);
    expect(parsed).toMatchObject({
      price: 150_050,
      tagline: '',
      featured: false,
      hidden: false,
      shopifyProductId: null,
      taxType: 'B',
    });
    expect(productCreateSchema.parse({ ...valid, price: '1500' }).price).toBe(150_000);
    expect(productCreateSchema.parse({ ...valid, price: 1500 }).price).toBe(150_000);
    expect(productCreateSchema.parse({ ...valid, price: 1500.5 }).price).toBe(150_050);
  });

  it.each(['', 'abc', '-5', '1,500', '1500.505', '1e3', ' '])('refuses the price "%s"', (price) => {
    expect(errorsOf(productCreateSchema, { ...valid, price })).toEqual({ price: PRICE_FORMAT });
  });

  it('keeps prices within KES 1 and KES 1,000,000', () => {
    expect(errorsOf(productCreateSchema, { ...valid, price: '0.99' })).toEqual({
      price: 'Price must be at least KES 1',
    });
    expect(errorsOf(productCreateSchema, { ...valid, price: '1000000.01' })).toEqual({
      price: 'Price must be at most KES 1,000,000',
    });
  });

  it('checks the slug, lower-casing it first', () => {
    expect(productCreateSchema.parse({ ...valid, slug: ' Baobab-Hair ' }).slug).toBe('baobab-hair');
    for (const slug of ['baobab hair', 'baobab--hair', '-baobab', 'baobab_hair', 'ßeta']) {
      expect(errorsOf(productCreateSchema, { ...valid, slug }).slug, slug).toBe(SLUG_FORMAT);
    }
  });

  it('takes stock as a whole number from 0, from a form or JSON', () => {
    expect(productCreateSchema.parse({ ...valid, stockQuantity: '0' }).stockQuantity).toBe(0);
    expect(productCreateSchema.parse({ ...valid, stockQuantity: ' 40 ' }).stockQuantity).toBe(40);
    for (const stockQuantity of [-1, 1.5, '3.0', '-2', '', 'ten', 1_000_001]) {
      expect(errorsOf(productCreateSchema, { ...valid, stockQuantity }).stockQuantity).toBe(STOCK_FORMAT);
    }
  });

  it('takes a numeric Shopify id, and blank as none', () => {
    expect(productCreateSchema.parse({ ...valid, shopifyProductId: '7234567890123' }).shopifyProductId).toBe(
      '7234567890123',
    );
    expect(productCreateSchema.parse({ ...valid, shopifyProductId: '  ' }).shopifyProductId).toBeNull();
    expect(errorsOf(productCreateSchema, { ...valid, shopifyProductId: 'gid://shopify/Product/1' })).toEqual({
      shopifyProductId: SHOPIFY_ID_FORMAT,
    });
  });

  it('names every missing field, and refuses unknown ones', () => {
    expect(Object.keys(errorsOf(productCreateSchema, {})).sort()).toEqual(
      [
        'category',
        'description',
        'howToUse',
        'ingredients',
        'name',
        'price',
        'skinTypes',
        'slug',
        'stockQuantity',
      ].sort(),
    );
    expect(errorsOf(productCreateSchema, { ...valid, isActive: true })).toEqual({
      isActive: 'Unknown field "isActive"',
    });
  });

  it('refuses unknown categories and skin types, and a skin type twice', () => {
    expect(errorsOf(productCreateSchema, { ...valid, category: 'candles' })).toEqual({
      category: 'Please choose a category',
    });
    expect(errorsOf(productCreateSchema, { ...valid, skinTypes: [] })).toEqual({
      skinTypes: 'Choose at least one skin type',
    });
    expect(errorsOf(productCreateSchema, { ...valid, skinTypes: ['dry', 'dry'] })).toEqual({
      skinTypes: 'Choose each skin type once',
    });
    expect(Object.keys(errorsOf(productCreateSchema, { ...valid, skinTypes: ['scaly'] }))).toEqual([
      'skinTypes.0',
    ]);
  });

  it('reads ingredients and steps one per line, dropping blank lines', () => {
    const parsed = productCreateSchema.parse({
      ...valid,
      ingredients: ' Shea butter \r\n\r\nBaobab oil\n',
      howToUse: 'Warm it.\nApply it.',
    });
    expect(parsed.ingredients).toEqual(['Shea butter', 'Baobab oil']);
    expect(parsed.howToUse).toEqual(['Warm it.', 'Apply it.']);
    expect(errorsOf(productCreateSchema, { ...valid, ingredients: '\n \n' })).toEqual({
      ingredients: 'List at least one ingredient, one per line',
    });
  });

  it('refuses control characters and one-line fields with line breaks', () => {
    expect(Object.keys(errorsOf(productCreateSchema, { ...valid, name: 'Shea\u0000Butter' }))).toEqual([
      'name',
    ]);
    expect(Object.keys(errorsOf(productCreateSchema, { ...valid, name: 'Shea\nButter' }))).toEqual(['name']);
    expect(
      productCreateSchema.parse({ ...valid, description: 'Line one of it.\nLine two.' }).description,
    ).toContain('\n');
  });
});

describe('productUpdateSchema', () => {
  it('takes any one field', () => {
    expect(productUpdateSchema.parse({ price: '99' })).toEqual({ price: 9_900 });
    expect(productUpdateSchema.parse({ hidden: true })).toEqual({ hidden: true });
  });

  it('refuses an empty change and bad values', () => {
    expect(parseInput(productUpdateSchema, {})).toMatchObject({
      ok: false,
      body: { message: NOTHING_TO_CHANGE },
    });
    expect(errorsOf(productUpdateSchema, { featured: 'yes' })).toEqual({
      featured: 'Featured must be true or false',
    });
  });
});

describe('stock against the figure read', () => {
  it('takes a new stock figure with the one it replaces, and neither alone', () => {
    expect(productUpdateSchema.parse({ stockQuantity: '60', stockLoaded: '47' })).toEqual({
      stockQuantity: 60,
      stockLoaded: 47,
    });
    expect(errorsOf(productUpdateSchema, { stockQuantity: 60 })).toEqual({
      stockLoaded: STOCK_LOADED_NEEDED,
    });
    expect(errorsOf(productUpdateSchema, { stockLoaded: 47, price: '10' })).toEqual({
      stockLoaded: STOCK_LOADED_ALONE,
    });
    expect(errorsOf(productUpdateSchema, { stockLoaded: 47 })).toEqual({ stockLoaded: STOCK_LOADED_ALONE });
    expect(errorsOf(productUpdateSchema, { stockQuantity: 60, stockLoaded: -1 })).toEqual({
      stockLoaded: STOCK_LOADED_FORMAT,
    });
  });

  it('says a form without rows of sizes is out of date', () => {
    const { price: _p, stockQuantity: _q, ...product } = valid;
    expect(errorsOf(productEditFormSchema, { ...product, taxType: 'B' })).toEqual({ variants: FORM_TOO_OLD });
    expect(errorsOf(productCreateSchema, { ...valid, stockLoaded: 3 })).toHaveProperty('stockLoaded');
  });
});

describe('variantFormInput', () => {
  const { price: _p, stockQuantity: _q, ...fields } = valid;
  // The form always posts its tax type select.
  const sizeless = { ...fields, taxType: 'B' };
  const row = (form: FormData, fields: Record<string, string>) => {
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
  };
  it('reads each row of sizes in order, "On sale" by the row’s key, empty cells as not given', () => {
    const form = new FormData();
    row(form, {
      variantKey: '7',
      variantId: '7',
      variantLabel: '100 g',
      variantSku: '',
      variantPrice: '500',
      variantStock: '12',
      variantStockLoaded: '10',
      variantImage: '',
      variantShopifyId: '',
    });
    form.append('variantActive', 'new-x');
    row(form, {
      variantKey: 'new-x',
      variantId: '',
      variantLabel: '250 g',
      variantSku: 'RAW-250',
      variantPrice: '1000',
      variantStock: '3',
      variantStockLoaded: '',
      variantImage: '/a-800.webp',
      variantShopifyId: '4455',
    });
    const parsed = productEditFormSchema.parse({ ...sizeless, variants: variantFormInput(form) });
    expect(parsed.variants).toEqual([
      {
        id: 7,
        label: '100 g',
        price: 50_000,
        stockQuantity: 12,
        stockLoaded: 10,
        active: false,
        image: null,
        shopifyVariantId: null,
      },
      {
        label: '250 g',
        sku: 'RAW-250',
        price: 100_000,
        stockQuantity: 3,
        active: true,
        image: '/a-800.webp',
        shopifyVariantId: '4455',
      },
    ]);
  });

  it('names a row’s wrong field by its place, and wants one size on sale', () => {
    const form = new FormData();
    row(form, { variantKey: 'a', variantLabel: '1 kg', variantPrice: 'lots', variantStock: '1' });
    expect(errorsOf(productEditFormSchema, { ...sizeless, variants: variantFormInput(form) })).toEqual({
      'variants.0.price': PRICE_FORMAT,
      variants: NO_SIZE_ON_SALE,
    });
  });
});

describe('the tax type', () => {
  it('takes KRA’s letters A to E and refuses anything else by name', () => {
    expect(productCreateSchema.parse({ ...valid, taxType: 'E' }).taxType).toBe('E');
    expect(productUpdateSchema.parse({ taxType: 'A' })).toEqual({ taxType: 'A' });
    for (const taxType of ['X', 'b', '', 16])
      expect(errorsOf(productUpdateSchema, { taxType })).toEqual({ taxType: TAX_TYPE_FORMAT });
  });

  it('is needed on the console’s form, which always shows its select', () => {
    const { price: _p, stockQuantity: _q, ...fields } = valid;
    expect(errorsOf(productEditFormSchema, { ...fields, variants: [] })).toHaveProperty(
      'taxType',
      TAX_TYPE_FORMAT,
    );
  });
});

describe('productFormInput', () => {
  it('reads ticked boxes as true, missing ones as false, and every skin type ticked', () => {
    const form = new FormData();
    form.set('name', 'Baobab Hair Butter');
    form.append('skinTypes', 'dry');
    form.append('skinTypes', 'oily');
    form.set('featured', 'on');
    const input = productFormInput(form);
    expect(input).toMatchObject({
      name: 'Baobab Hair Butter',
      skinTypes: ['dry', 'oily'],
      featured: true,
      hidden: false,
    });
    expect(input.price).toBeUndefined();
  });

  it('passes a file in a text field on, for the schema to refuse', () => {
    const form = new FormData();
    form.set('name', new Blob(['x']), 'name.txt');
    expect(
      errorsOf(productCreateSchema, {
        ...valid,
        ...productFormInput(form),
        name: productFormInput(form).name,
      }),
    ).toHaveProperty('name');
  });
});
