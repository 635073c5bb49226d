// The products console pages, called through their route loaders and actions as React Router
// calls them: who may open them, what their forms store, and what they refuse.
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WRONG_TYPE, MAX_IMAGE_BYTES } from '../../src/core/image-upload';
import { FORM_TOO_OLD, SLUG_TAKEN } from '../../src/core/product-admin-schema';
import { auditEvents, products } from '../../src/server/db/schema';
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

function productForm(overrides: Record<string, string | string[]> = {}): FormData {
  const fields: Record<string, string | string[]> = {
    intent: 'save',
    name: 'Moringa Face Oil',
    slug: `moringa-face-oil-${Math.random().toString(36).slice(2, 8)}`,
    tagline: 'Light oil for bright skin',
    description: 'Cold-pressed moringa with a little shea, for every morning.',
    price: '2200',
    category: 'serums',
    skinTypes: ['oily', 'normal'],
    ingredients: 'Moringa oil\nShea oil',
    howToUse: 'Warm three drops.\nPress into damp skin.',
    size: '30 ml',
    stockQuantity: '14',
    shopifyProductId: '',
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

/** A product of one size (10 in stock unless told), as the products table holds it. */
async function insertProduct(overrides: ProductOverrides = {}) {
  const { variantIds: _sizes, ...row } = await insertProductRow(app.db, overrides);
  catalogueChanged();
  return row;
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
    expect(after).toEqual(product);
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
    const stored = await app.services.productsAdmin.get(id);
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
    } as never)) as { product: { priceCents: number; name: string } };
    expect(shop.product).toMatchObject({ priceCents: 123_450, name: 'Moringa Face Oil' });
  });

  it('answers a bad form with its messages and what was typed, storing nothing', async () => {
    const product = await insertProduct();
    const auditBefore = (await app.db.select().from(auditEvents)).length;
    const result = await outcome(() =>
      editPage.action({
        request: post(
          `/admin/products/${product.id}`,
          productForm({ price: 'lots', skinTypes: [], stockLoaded: FACTORY_STOCK }),
        ),
        context: context(admin),
        params: { id: String(product.id) },
      } as never),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      intent: 'save',
      errors: {
        price: 'Price must be in KES, e.g. 1500 or 1500.50',
        skinTypes: 'Choose at least one skin type',
      },
      values: { price: 'lots', name: 'Moringa Face Oil' },
    });
    const [after] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toEqual(product);
    expect(await app.db.select().from(auditEvents)).toHaveLength(auditBefore);
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

  /** The form posted back as the page showed it, with `changes`. */
  function formOf(values: Record<string, string | string[] | boolean>, changes: Record<string, string> = {}) {
    const fields: Record<string, string | string[]> = { intent: 'save' };
    for (const [name, value] of Object.entries({ ...values, ...changes })) {
      if (value === true) fields[name] = 'on';
      else if (value !== false) fields[name] = value;
    }
    return productForm(fields);
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

  const stockOf = async (id: number) => (await app.services.productsAdmin.get(id)).stockQuantity;

  it('keeps the sales made while the form was open (47 -> 44 -> save -> 44), saving the other fields', async () => {
    const product = await insertProduct({ stockQuantity: 47, priceCents: 100_000 });
    const values = await opened(product.id);
    expect(values).toMatchObject({ stockQuantity: '47', stockLoaded: '47' });
    for (let sale = 0; sale < 3; sale++) await sell(product.id, 1);
    expect(await stockOf(product.id)).toBe(44);

    const result = await save(product.id, formOf(values, { price: '1250' }));
    expect(result).toMatchObject({ status: 302, location: `/admin/products/${product.id}?done=saved` });
    expect(await app.services.productsAdmin.get(product.id)).toMatchObject({
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
      'The stock of this product changed since you opened it (now 45): nothing was saved. Check the stock and save again.';
    expect(result).toMatchObject({
      status: 409,
      data: {
        formError: moved,
        errors: { stockQuantity: moved },
        values: { stockQuantity: '45', stockLoaded: '45', price: '1250' },
      },
    });
    expect(await app.services.productsAdmin.get(product.id)).toMatchObject({
      stockQuantity: 45,
      priceCents: 100_000,
    });
    expect(await app.db.select().from(auditEvents)).toHaveLength(auditBefore);

    // Saved again from what the refusal showed: the owner's count now applies.
    const again = await save(product.id, formOf(values, { stockQuantity: '60', stockLoaded: '45' }));
    expect(again.status).toBe(302);
    expect(await stockOf(product.id)).toBe(60);
  });

  it('refuses a form without the stock it loaded (a page opened before), storing nothing', async () => {
    const product = await insertProduct({ stockQuantity: 47 });
    const { stockLoaded: _loaded, ...old } = await opened(product.id);
    const result = await save(product.id, formOf(old, { stockQuantity: '47', price: '1' }));
    expect(result).toMatchObject({ status: 400, data: { formError: FORM_TOO_OLD, errors: {} } });
    const [after] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toEqual(product);
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
    const { images } = await app.services.productsAdmin.get(product.id);
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
    expect((await app.services.productsAdmin.get(product.id)).images).toEqual([images[1], images[0]]);
    expect((await outcome(() => pictureForm('remove-image', '1'))).location).toContain('done=removed');
    expect((await app.services.productsAdmin.get(product.id)).images).toEqual([images[1]]);
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
    expect((await app.services.productsAdmin.get(product.id)).images).toEqual([]);
  });
});
