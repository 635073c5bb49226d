// The products console pages, called through their route loaders and actions as React Router
// calls them: who may open them, what their forms store, and what they refuse.
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WRONG_TYPE, MAX_IMAGE_BYTES } from '../../src/core/image-upload';
import {
  FORM_TOO_OLD,
  SLUG_TAKEN,
  TAX_TYPE_FORMAT,
  VARIANT_FORM_FIELDS,
} from '../../src/core/product-admin-schema';
import type { VariantFormValues } from '../../src/core/product-form-values';
import { auditEvents, products, productVariants } from '../../src/server/db/schema';
import {
  insertProduct as insertProductRow,
  type ProductOverrides,
} from '../../src/server/db/seed/product-factory';
import type { SessionUser } from '../../src/server/services/accounts';
import { catalogueChanged } from '../../src/server/services/catalogue';
import * as editPage from '../../src/web/routes/admin/product-edit';
import * as newPage from '../../src/web/routes/admin/product-new';
import * as listPage from '../../src/web/routes/admin/products';
import { loader as productPageLoader } from '../../src/web/routes/product';
import { GIF_BYTES, picture } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer } from './orders-helpers';
import { NO_SECOND_STEP } from '../support/page-context';

let app: TestApp;
let admin: SessionUser;
let reseller: SessionUser;

beforeAll(async () => {
  app = await startTestApp();
  ({ user: admin } = await app.services.accounts.createOrPromoteAdmin({
    email: `pages-admin-${Date.now()}@example.com`,
    password: 'admin password long',
  }));
  // A reseller as the pages see one: only its role matters to them.
  reseller = { ...admin, role: 'reseller' };
});
afterAll(() => app.close());

function context(user: SessionUser | null): AppLoadContext {
  return {
    services: app.services,
    shop: app.config.shop,
    publicUrl: app.config.publicUrl,
    shopperId: 'test-shopper',
    user,
    sessionToken: null,
    twoFactor: NO_SECOND_STEP,
    clientAddress: '127.0.0.1',
    device: { userAgent: 'page test', clientAddress: '127.0.0.1', deviceId: null },
    cspNonce: 'test-nonce',
    reportError: (error) => {
      throw error;
    },
  };
}

const url = (path: string) => `http://shop.test${path}`;
const post = (path: string, body: FormData) => new Request(url(path), { method: 'POST', body });

/** What a loader or action threw (a redirect or an error response), or what it answered. */
async function outcome(
  run: () => unknown,
): Promise<{ status: number; location?: string | null; data?: unknown }> {
  try {
    const result = (await run()) as unknown;
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('location') };
    if (result && typeof result === 'object' && 'type' in result && result.type === 'DataWithResponseInit') {
      const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
      return { status: init?.status ?? 200, data };
    }
    return { status: 200, data: result };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    const { data, init } = thrown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 500, data };
  }
}

/** A size row as the form posts it (text, "On sale" ticked unless told). */
type SizeRow = Partial<Omit<VariantFormValues, 'active'>> & { active?: boolean };

/** Appends the form's rows of sizes, each with its key, as the form's repeated fields. */
function appendSizes(form: FormData, rows: SizeRow[]) {
  rows.forEach((row, index) => {
    const key = row.key ?? (row.id || `new-${index}`);
    form.append(VARIANT_FORM_FIELDS.key, key);
    form.append(VARIANT_FORM_FIELDS.id, row.id ?? '');
    form.append(VARIANT_FORM_FIELDS.label, row.label ?? '');
    form.append(VARIANT_FORM_FIELDS.sku, row.sku ?? '');
    form.append(VARIANT_FORM_FIELDS.price, row.price ?? '');
    form.append(VARIANT_FORM_FIELDS.stockQuantity, row.stockQuantity ?? '');
    form.append(VARIANT_FORM_FIELDS.stockLoaded, row.stockLoaded ?? '');
    form.append(VARIANT_FORM_FIELDS.image, row.image ?? '');
    form.append(VARIANT_FORM_FIELDS.shopifyVariantId, row.shopifyVariantId ?? '');
    if (row.active !== false) form.append(VARIANT_FORM_FIELDS.active, key);
  });
}

/**
 * A filled product form. `price`, `size`, `stockQuantity`, `stockLoaded` and `variantId` fill its
 * one row of sizes; `sizes` gives the rows instead.
 */
function productForm(overrides: Record<string, string | string[]> = {}, sizes?: SizeRow[]): FormData {
  const {
    price = '2200',
    size = '30 ml',
    stockQuantity = '14',
    stockLoaded,
    variantId,
    ...rest
  } = overrides as Record<string, string>;
  const fields: Record<string, string | string[]> = {
    intent: 'save',
    name: 'Moringa Face Oil',
    slug: `moringa-face-oil-${Math.random().toString(36).slice(2, 8)}`,
    tagline: 'Light oil for bright skin',
    description: 'Cold-pressed moringa with a little shea, for every morning.',
    category: 'serums',
    skinTypes: ['oily', 'normal'],
    ingredients: 'Moringa oil\nShea oil',
    howToUse: 'Warm three drops.\nPress into damp skin.',
    shopifyProductId: '',
    taxType: 'B',
    ...rest,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  appendSizes(
    form,
    sizes ?? [{ id: variantId ?? '', label: size, price, stockQuantity, stockLoaded: stockLoaded ?? '' }],
  );
  return form;
}

/** A product of one size (10 in stock unless told), as the products table holds it, and its sizes' ids. */
async function insertProduct(overrides: ProductOverrides = {}) {
  const { variantIds, ...row } = await insertProductRow(app.db, overrides);
  catalogueChanged();
  return Object.assign(row, { sizeId: String(variantIds[0]) });
}

/** The factory's stock of a product's one size. */
const FACTORY_STOCK = '10';

describe('who may open the products console pages', () => {
  it('sends a signed-out visitor to sign in and refuses a reseller, for every loader and action', async () => {
    const product = await insertProduct();
    const calls = (user: SessionUser | null) => [
      () =>
        listPage.loader({
          request: new Request(url('/admin/products')),
          context: context(user),
          params: {},
        } as never),
      () =>
        newPage.loader({
          request: new Request(url('/admin/products/new')),
          context: context(user),
          params: {},
        } as never),
      () =>
        newPage.action({
          request: post('/admin/products/new', productForm()),
          context: context(user),
          params: {},
        } as never),
      () =>
        editPage.loader({
          request: new Request(url(`/admin/products/${product.id}`)),
          context: context(user),
          params: { id: String(product.id) },
        } as never),
      () =>
        editPage.action({
          request: post(`/admin/products/${product.id}`, productForm({ price: '1' })),
          context: context(user),
          params: { id: String(product.id) },
        } as never),
    ];
    for (const call of calls(null)) {
      const result = await outcome(call);
      expect(result.status).toBe(302);
      expect(result.location).toMatch(/^\/login\?redirectTo=/);
    }
    for (const call of calls(reseller)) expect((await outcome(call)).status).toBe(403);
    const [after] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect({ ...after, sizeId: product.sizeId }).toEqual(product);
  });
});

describe('the product forms', () => {
  it('creates a product from the new-product form and opens it with a confirmation', async () => {
    const form = productForm({ hidden: 'on' });
    const result = await outcome(() =>
      newPage.action({
        request: post('/admin/products/new', form),
        context: context(admin),
        params: {},
      } as never),
    );
    expect(result.status).toBe(302);
    const id = Number(/^\/admin\/products\/(\d+)\?done=created$/.exec(result.location ?? '')?.[1]);
    const stored = await app.services.catalogue.admin.get(id);
    expect(stored).toMatchObject({
      name: 'Moringa Face Oil',
      priceCents: 220_000,
      skinTypes: ['oily', 'normal'],
      ingredients: ['Moringa oil', 'Shea oil'],
      hidden: true,
      featured: false,
      stockQuantity: 14,
    });
    const page = await outcome(() =>
      editPage.loader({
        request: new Request(url(result.location!)),
        context: context(admin),
        params: { id: String(id) },
      } as never),
    );
    expect(page.data).toMatchObject({ done: expect.stringContaining('Product created') });
  });

  it('saves an edit that the shop’s product page shows at once', async () => {
    const product = await insertProduct({ priceCents: 100_000 });
    const result = await outcome(() =>
      editPage.action({
        request: post(
          `/admin/products/${product.id}`,
          productForm({
            slug: product.slug,
            price: '1234.50',
            stockQuantity: '3',
            stockLoaded: FACTORY_STOCK,
            variantId: product.sizeId,
          }),
        ),
        context: context(admin),
        params: { id: String(product.id) },
      } as never),
    );
    expect(result).toMatchObject({ status: 302, location: `/admin/products/${product.id}?done=saved` });
    const shop = (await productPageLoader({
      request: new Request(url(`/product/${product.id}`)),
      context: context(null),
      params: { id: String(product.id) },
    } as never)) as { product: { price: string; name: string } };
    expect(shop.product).toMatchObject({ price: '1234.50', name: 'Moringa Face Oil' });
  });

  it('answers a bad form with its messages and what was typed, storing nothing', async () => {
    const product = await insertProduct();
    const auditBefore = (await app.db.select().from(auditEvents)).length;
    const result = await outcome(() =>
      editPage.action({
        request: post(
          `/admin/products/${product.id}`,
          productForm({
            price: 'lots',
            skinTypes: [],
            stockLoaded: FACTORY_STOCK,
            variantId: product.sizeId,
          }),
        ),
        context: context(admin),
        params: { id: String(product.id) },
      } as never),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      intent: 'save',
      errors: {
        'variants.0.price': 'Price must be in KES, e.g. 1500 or 1500.50',
        skinTypes: 'Choose at least one skin type',
      },
      values: { name: 'Moringa Face Oil', variants: [expect.objectContaining({ price: 'lots' })] },
    });
    const [after] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect({ ...after, sizeId: product.sizeId }).toEqual(product);
    expect(await app.db.select().from(auditEvents)).toHaveLength(auditBefore);
  });

  it('saves the tax type chosen in its select, shows it again, and refuses an unknown one beside it', async () => {
    const product = await insertProduct();
    const edit = (taxType: string) =>
      outcome(() =>
        editPage.action({
          request: post(
            `/admin/products/${product.id}`,
            productForm({
              slug: product.slug,
              taxType,
              stockLoaded: FACTORY_STOCK,
              variantId: product.sizeId,
            }),
          ),
          context: context(admin),
          params: { id: String(product.id) },
        } as never),
      );
    const refused = await edit('X');
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ errors: { taxType: TAX_TYPE_FORMAT }, values: { taxType: 'X' } });
    expect((await app.services.catalogue.admin.get(product.id)).taxType).toBe('B');

    expect((await edit('E')).status).toBe(302);
    const page = await outcome(() =>
      editPage.loader({
        request: new Request(url(`/admin/products/${product.id}`)),
        context: context(admin),
        params: { id: String(product.id) },
      } as never),
    );
    expect(page.data).toMatchObject({ values: { taxType: 'E' } });
  });

  it('says a slug is taken beside the slug field (409)', async () => {
    const taken = await insertProduct();
    const result = await outcome(() =>
      newPage.action({
        request: post('/admin/products/new', productForm({ slug: taken.slug })),
        context: context(admin),
        params: {},
      } as never),
    );
    expect(result.status).toBe(409);
    expect(result.data).toMatchObject({ errors: { slug: SLUG_TAKEN } });
  });

  it('answers 404 for a product that does not exist', async () => {
    for (const id of ['999999', 'abc']) {
      const result = await outcome(() =>
        editPage.loader({
          request: new Request(url(`/admin/products/${id}`)),
          context: context(admin),
          params: { id },
        } as never),
      );
      expect(result.status).toBe(404);
    }
  });
});

describe("the edit form's stock", () => {
  /** The edit page as the owner opens it: its form's values. */
  async function opened(id: number) {
    const page = await outcome(() =>
      editPage.loader({
        request: new Request(url(`/admin/products/${id}`)),
        context: context(admin),
        params: { id: String(id) },
      } as never),
    );
    return (page.data as { values: Record<string, string | string[] | boolean> }).values;
  }

  type Opened = Record<string, string | string[] | boolean | VariantFormValues[]>;

  /** The form posted back as the page showed it, with `changes` to its fields and to its first row. */
  function formOf(values: Opened, changes: Record<string, string> = {}, rows?: SizeRow[]) {
    const { variants, ...fields } = values as Opened & { variants: VariantFormValues[] };
    const { price, stockQuantity, stockLoaded, ...rest } = changes;
    const posted: Record<string, string | string[]> = { intent: 'save' };
    for (const [name, value] of Object.entries({ ...fields, ...rest })) {
      if (value === true) posted[name] = 'on';
      else if (value !== false) posted[name] = value as string | string[];
    }
    const [first, ...others] = variants;
    const firstRow = {
      ...first!,
      ...(price === undefined ? {} : { price }),
      ...(stockQuantity === undefined ? {} : { stockQuantity }),
      ...(stockLoaded === undefined ? {} : { stockLoaded }),
    };
    return productForm(posted, rows ?? [firstRow, ...others]);
  }

  const save = (id: number, form: FormData) =>
    outcome(() =>
      editPage.action({
        request: post(`/admin/products/${id}`, form),
        context: context(admin),
        params: { id: String(id) },
      } as never),
    );

  const sell = async (productId: number, quantity: number) => {
    const response = await fetch(`${app.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...customer, items: [{ id: productId, quantity }], paymentMethod: 'mpesa' }),
    });
    expect(response.status).toBe(201);
  };

  const stockOf = async (id: number) => (await app.services.catalogue.admin.get(id)).stockQuantity;

  it('keeps the sales made while the form was open (47 -> 44 -> save -> 44), saving the other fields', async () => {
    const product = await insertProduct({ stockQuantity: 47, priceCents: 100_000 });
    const values = await opened(product.id);
    expect(values.variants).toEqual([expect.objectContaining({ stockQuantity: '47', stockLoaded: '47' })]);
    for (let sale = 0; sale < 3; sale++) await sell(product.id, 1);
    expect(await stockOf(product.id)).toBe(44);

    const result = await save(product.id, formOf(values, { price: '1250' }));
    expect(result).toMatchObject({ status: 302, location: `/admin/products/${product.id}?done=saved` });
    expect(await app.services.catalogue.admin.get(product.id)).toMatchObject({
      stockQuantity: 44,
      priceCents: 125_000,
    });
  });

  it('refuses an edited stock after a sale (409), stores nothing, and shows the stock as it now is', async () => {
    const product = await insertProduct({ stockQuantity: 47, priceCents: 100_000 });
    const values = await opened(product.id);
    await sell(product.id, 2);
    const auditBefore = (await app.db.select().from(auditEvents)).length;

    const result = await save(product.id, formOf(values, { stockQuantity: '60', price: '1250' }));
    const moved =
      'The stock of 100 g changed since you opened it (now 45): nothing was saved. Check the stock and save again.';
    expect(result).toMatchObject({
      status: 409,
      data: {
        formError: moved,
        errors: { 'variants.0.stockQuantity': moved },
        // The count typed stays, to be saved again against the stock as it now is.
        values: {
          variants: [expect.objectContaining({ stockQuantity: '60', stockLoaded: '45', price: '1250' })],
        },
      },
    });
    expect(await app.services.catalogue.admin.get(product.id)).toMatchObject({
      stockQuantity: 45,
      priceCents: 100_000,
    });
    expect(await app.db.select().from(auditEvents)).toHaveLength(auditBefore);

    // Saved again from what the refusal showed: the owner's count now applies.
    const again = await save(product.id, formOf(values, { stockQuantity: '60', stockLoaded: '45' }));
    expect(again.status).toBe(302);
    expect(await stockOf(product.id)).toBe(60);
  });

  it('refuses a form without rows of sizes (a page opened before), storing nothing', async () => {
    const product = await insertProduct({ stockQuantity: 47 });
    const values = await opened(product.id);
    const form = formOf(values, {}, []);
    form.append('price', '1');
    form.append('stockQuantity', '47');
    const result = await save(product.id, form);
    expect(result).toMatchObject({ status: 400, data: { formError: FORM_TOO_OLD } });
    const [after] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect({ ...after, sizeId: product.sizeId }).toEqual(product);
  });
});

describe("the edit form's sizes", () => {
  async function threeSizes() {
    const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
    const product = await insertProduct({
      variants: [
        { label: '100 g', sku: `P-${tag}-100`, priceCents: 50_000, stockQuantity: 10, position: 0 },
        { label: '250 g', sku: `P-${tag}-250`, priceCents: 100_000, stockQuantity: 6, position: 1 },
        { label: '1 kg', sku: `P-${tag}-1000`, priceCents: 320_000, stockQuantity: 8, position: 2 },
      ],
    });
    const page = await outcome(() =>
      editPage.loader({
        request: new Request(url(`/admin/products/${product.id}`)),
        context: context(admin),
        params: { id: String(product.id) },
      } as never),
    );
    const values = (page.data as { values: Record<string, unknown> }).values;
    return { product, values, rows: values.variants as VariantFormValues[] };
  }
  const save = (id: number, values: Record<string, unknown>, rows: SizeRow[]) => {
    const { variants: _rows, ...fields } = values;
    const posted: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(fields)) {
      if (value === true) posted[name] = 'on';
      else if (value !== false) posted[name] = value as string | string[];
    }
    return outcome(() =>
      editPage.action({
        request: post(`/admin/products/${id}`, productForm(posted, rows)),
        context: context(admin),
        params: { id: String(id) },
      } as never),
    );
  };
  const stored = async (id: number) =>
    (await app.services.catalogue.admin.get(id)).variants.map((size) => [
      size.label,
      size.active,
      size.priceCents,
      size.stockQuantity,
    ]);

  it('adds a size, moves one and switches one off in one save, the shop listing the sizes on sale', async () => {
    const { product, values, rows } = await threeSizes();
    const [small, medium, large] = rows;
    const result = await save(product.id, values, [
      { ...large! },
      { ...small!, active: false },
      { ...medium! },
      { key: 'new-a', label: '500 ml', price: '1850', stockQuantity: '5' },
    ]);
    expect(result).toMatchObject({ status: 302, location: `/admin/products/${product.id}?done=saved` });
    expect(await stored(product.id)).toEqual([
      ['1 kg', true, 320_000, 8],
      ['100 g', false, 50_000, 10],
      ['250 g', true, 100_000, 6],
      ['500 ml', true, 185_000, 5],
    ]);
    // The shop's own reading of the product (its page's size picker is built on the same service).
    const shop = (await (await fetch(`${app.url}/api/products/${product.id}`)).json()) as {
      variants: { label: string }[];
    };
    expect(shop.variants.map((size) => size.label)).toEqual(['1 kg', '250 g', '500 ml']);
  });

  it('answers a wrong row with its message on that row and the rows as typed, storing nothing', async () => {
    const { product, values, rows } = await threeSizes();
    const result = await save(product.id, values, [
      ...rows,
      { key: 'new-b', label: '', price: 'lots', stockQuantity: '1' },
    ]);
    expect(result).toMatchObject({
      status: 400,
      data: {
        errors: {
          'variants.3.label': expect.any(String),
          'variants.3.price': 'Price must be in KES, e.g. 1500 or 1500.50',
        },
        values: { variants: [{}, {}, {}, expect.objectContaining({ key: 'new-b', price: 'lots' })] },
      },
    });
    expect((await stored(product.id)).length).toBe(3);
  });

  it('refuses switching every size off, and a size left out', async () => {
    const { product, values, rows } = await threeSizes();
    const none = await save(
      product.id,
      values,
      rows.map((row) => ({ ...row, active: false })),
    );
    expect(none).toMatchObject({
      status: 400,
      data: { errors: { variants: 'Keep at least one size on sale' } },
    });
    const leftOut = await save(product.id, values, rows.slice(0, 2));
    expect(leftOut.status).toBe(400);
    expect((leftOut.data as { formError: string }).formError).toContain('1 kg');
    expect((await stored(product.id)).every(([, active]) => active)).toBe(true);
  });

  it('refuses a size’s new count after a sale of it (409), keeping the other rows unsaved too', async () => {
    const { product, values, rows } = await threeSizes();
    await app.db
      .update(productVariants)
      .set({ stockQuantity: 4 })
      .where(eq(productVariants.id, Number(rows[1]!.id)));
    const result = await save(product.id, values, [
      { ...rows[0]!, price: '600' },
      { ...rows[1]!, stockQuantity: '20' },
      rows[2]!,
    ]);
    const moved =
      'The stock of 250 g changed since you opened it (now 4): nothing was saved. Check the stock and save again.';
    expect(result).toMatchObject({
      status: 409,
      data: {
        formError: moved,
        errors: { 'variants.1.stockQuantity': moved },
        values: { variants: [{}, expect.objectContaining({ stockQuantity: '20', stockLoaded: '4' }), {}] },
      },
    });
    expect(await stored(product.id)).toEqual([
      ['100 g', true, 50_000, 10],
      ['250 g', true, 100_000, 4],
      ['1 kg', true, 320_000, 8],
    ]);
  });
});

describe('the picture forms', () => {
  const upload = (id: number, files: { bytes: Uint8Array; name: string; type: string }[]) => {
    const form = new FormData();
    form.set('intent', 'upload');
    for (const file of files)
      form.append('images', new File([Buffer.from(file.bytes)], file.name, { type: file.type }));
    return editPage.action({
      request: post(`/admin/products/${id}`, form),
      context: context(admin),
      params: { id: String(id) },
    } as never);
  };

  it('uploads several pictures at once, then makes the last one the main picture and removes another', async () => {
    const product = await insertProduct({ images: [] });
    const files = [
      { bytes: await picture('png', { colour: '#225522' }), name: 'a.png', type: 'image/png' },
      { bytes: await picture('jpeg', { colour: '#552222' }), name: 'b.jpg', type: 'image/jpeg' },
    ];
    const result = await outcome(() => upload(product.id, files));
    expect(result).toMatchObject({ status: 302, location: `/admin/products/${product.id}?done=uploaded` });
    const { images } = await app.services.catalogue.admin.get(product.id);
    expect(images).toHaveLength(2);

    const pictureForm = (intent: string, index: string) => {
      const form = new FormData();
      form.set('intent', intent);
      form.set('index', index);
      return editPage.action({
        request: post(`/admin/products/${product.id}`, form),
        context: context(admin),
        params: { id: String(product.id) },
      } as never);
    };
    expect((await outcome(() => pictureForm('make-main', '1'))).location).toContain('done=moved');
    expect((await app.services.catalogue.admin.get(product.id)).images).toEqual([images[1], images[0]]);
    expect((await outcome(() => pictureForm('remove-image', '1'))).location).toContain('done=removed');
    expect((await app.services.catalogue.admin.get(product.id)).images).toEqual([images[1]]);
    expect((await outcome(() => pictureForm('remove-image', '7'))).status).toBe(404);
    expect((await outcome(() => pictureForm('make-main', 'x'))).status).toBe(400);
  });

  it('refuses a GIF renamed .png, a file over the limit and an empty choice, storing nothing', async () => {
    const product = await insertProduct({ images: [] });
    const cases: [Parameters<typeof upload>[1], number, string?][] = [
      [[{ bytes: GIF_BYTES, name: 'photo.png', type: 'image/png' }], 415, IMAGE_WRONG_TYPE],
      [[{ bytes: new Uint8Array(MAX_IMAGE_BYTES + 1), name: 'big.jpg', type: 'image/jpeg' }], 413],
      [[{ bytes: new Uint8Array(), name: '', type: 'application/octet-stream' }], 400],
    ];
    for (const [files, status, message] of cases) {
      const result = await outcome(() => upload(product.id, files));
      expect(result.status).toBe(status);
      if (message) expect(result.data).toEqual({ intent: 'pictures', error: message });
    }
    expect((await app.services.catalogue.admin.get(product.id)).images).toEqual([]);
  });
});
