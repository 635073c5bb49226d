import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, MAX_IMAGE_BYTES } from '../../src/core/image-upload';
import { galleryPicture } from '../../src/core/images';
import {
  SLUG_TAKEN,
  STOCK_LOADED_NEEDED,
  TAX_TYPE_FORMAT,
  stockMovedMessage,
} from '../../src/core/product-admin-schema';
import { auditEvents, products, productVariants, uploadedImages } from '../../src/server/db/schema';
import {
  insertProduct as insertProductRow,
  type ProductOverrides,
} from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { personas, type Caller, type Persona } from '../support/accounts';
import { GIF_BYTES, picture, pngClaiming, SVG_BYTES } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer } from './orders-helpers';

let app: TestApp;
let as: Record<Persona, Caller>;
let adminId: number;

beforeAll(async () => {
  app = await startTestApp({ env: { LOW_STOCK_THRESHOLD: '4' } });
  const { ids, ...callers } = await personas(app);
  as = callers;
  adminId = ids.admin!;
});
afterAll(() => app.close());

/** Any method with a JSON body or raw bytes, from the shop's own origin, as `caller`. */
function send(
  caller: Caller,
  method: string,
  url: string,
  body?: { json: unknown } | { bytes: Uint8Array; type: string },
) {
  const headers: Record<string, string> = { origin: app.config.publicUrl };
  if (caller.cookie) headers.cookie = caller.cookie;
  let payload: BodyInit | undefined;
  if (body && 'json' in body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body) {
    headers['content-type'] = body.type;
    payload = Buffer.from(body.bytes);
  }
  return fetch(`${app.url}${url}`, { method, headers, body: payload });
}

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  name: 'Baobab Hair Butter',
  slug: `baobab-hair-butter-${Math.random().toString(36).slice(2, 8)}`,
  tagline: 'Soft, defined coils',
  description: 'Shea and baobab whipped together for thirsty coils.',
  price: '1450.50',
  category: 'hair-care',
  skinTypes: ['dry', 'damaged'],
  ingredients: ['Shea butter', 'Baobab oil'],
  howToUse: ['Warm a little between your palms.', 'Work it through damp hair.'],
  size: '150 g',
  stockQuantity: 9,
  ...overrides,
});

async function insertProduct(overrides: ProductOverrides = {}) {
  const { variantIds: _sizes, ...row } = await insertProductRow(app.db, overrides);
  // Written behind the services' back: the storefront's cache must hear of it as of any change.
  catalogueChanged();
  return row;
}

/** A product's sizes as stored, in their order. */
async function sizesOf(productId: number) {
  return app.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position);
}

async function auditFor(productId: number) {
  return app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'product'), eq(auditEvents.entityId, String(productId))));
}

async function uploadedFiles(): Promise<string[]> {
  const rows = await app.db.select({ name: uploadedImages.name }).from(uploadedImages);
  return rows.map((row) => row.name).sort();
}

async function storefrontProduct(id: number) {
  const response = await fetch(`${app.url}/api/products/${id}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface AdminProductJson {
  id: number;
  slug: string;
  price: string;
  images: string[];
  stockQuantity: number;
  lowStock: boolean;
  hidden: boolean;
  taxType: string;
}

describe('who may use the products console API', () => {
  const endpoints = (id: number): [string, string, Parameters<typeof send>[3]?][] => [
    ['GET', '/api/admin/products'],
    ['GET', `/api/admin/products/${id}`],
    ['POST', '/api/admin/products', { json: newProduct() }],
    ['PATCH', `/api/admin/products/${id}`, { json: { tagline: 'Edited from the console' } }],
    ['POST', `/api/admin/products/${id}/images`, { bytes: GIF_BYTES, type: 'image/gif' }],
    ['DELETE', `/api/admin/products/${id}/images/0`],
    ['POST', `/api/admin/products/${id}/images/0/move`, { json: { to: 0 } }],
  ];

  it.each(['anonymous', 'unapproved', 'approved'] as const)(
    'refuses a %s caller everywhere and changes nothing',
    async (who) => {
      const product = await insertProduct({ images: ['/a-800.webp', '/b-800.webp'] });
      for (const [method, url, body] of endpoints(product.id)) {
        const response = await send(as[who], method, url, body);
        expect(response.status, `${method} ${url}`).toBe(who === 'anonymous' ? 401 : 403);
        expect(await response.json()).toHaveProperty('message');
      }
      const [after] = await app.db.select().from(products).where(eq(products.id, product.id));
      expect(after).toEqual(product);
      expect(await auditFor(product.id)).toEqual([]);
    },
  );

  it('lets an admin use every endpoint', async () => {
    const product = await insertProduct({ images: ['/a-800.webp', '/b-800.webp'] });
    const png = await picture('png');
    const statuses: number[] = [];
    for (const [method, url, body] of endpoints(product.id)) {
      const upload = url.endsWith('/images') ? { bytes: png, type: 'image/png' } : body;
      statuses.push((await send(as.admin, method, url, upload)).status);
    }
    expect(statuses).toEqual([200, 200, 201, 200, 201, 200, 200]);
  });

  it('refuses an anonymous upload before reading its body', async () => {
    const product = await insertProduct();
    const response = await send(as.anonymous, 'POST', `/api/admin/products/${product.id}/images`, {
      bytes: Buffer.alloc(MAX_IMAGE_BYTES + 1),
      type: 'image/png',
    });
    expect(response.status).toBe(401);
  });
});

describe('creating and editing products', () => {
  it('creates a product that the storefront shows at once, audited', async () => {
    const input = newProduct();
    const response = await send(as.admin, 'POST', '/api/admin/products', { json: input });
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminProductJson;
    expect(created).toMatchObject({
      slug: input.slug,
      price: '1450.50',
      stockQuantity: 9,
      hidden: false,
      images: [],
    });

    const shown = await storefrontProduct(created.id);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ name: input.name, price: '1450.50', inStock: true });
    const list = (await (await fetch(`${app.url}/api/products`)).json()) as { id: number }[];
    expect(list.map((p) => p.id)).toContain(created.id);

    const audit = await auditFor(created.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'product.created', actorUserId: adminId })]);
    expect(audit[0]!.details).toMatchObject({
      after: { slug: input.slug, variants: [{ label: '150 g', priceCents: 145_050, stockQuantity: 9 }] },
    });
    expect((await sizesOf(created.id)).map((size) => size.sku)).toEqual([`${input.slug.toUpperCase()}-150G`]);
  });

  it('edits price and stock: shown on the storefront and the product page at once, before and after logged', async () => {
    const product = await insertProduct({ priceCents: 150_000, stockQuantity: 10 });
    expect((await storefrontProduct(product.id)).body.price).toBe('1500.00');

    const response = await send(as.admin, 'PATCH', `/api/admin/products/${product.id}`, {
      json: { price: '1999.99', stockQuantity: 0, stockLoaded: 10 },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ price: '1999.99', stockQuantity: 0, lowStock: true });

    expect((await storefrontProduct(product.id)).body).toMatchObject({ price: '1999.99', inStock: false });
    const page = await app.services.catalogue.getProduct(product.id);
    expect(page).toMatchObject({ priceCents: 199_999, inStock: false });

    const [audit] = await auditFor(product.id);
    expect(audit).toMatchObject({ action: 'product.updated', actorUserId: adminId });
    expect(audit!.details).toEqual({
      before: { variants: [expect.objectContaining({ priceCents: 150_000, stockQuantity: 10 })] },
      after: { variants: [expect.objectContaining({ priceCents: 199_999, stockQuantity: 0 })] },
    });
  });

  it('hides a product from the storefront and shows it again', async () => {
    const product = await insertProduct();
    await send(as.admin, 'PATCH', `/api/admin/products/${product.id}`, { json: { hidden: true } });
    expect((await storefrontProduct(product.id)).status).toBe(404);
    const hidden = (await (await as.admin.get('/api/admin/products?filter=hidden')).json()) as {
      products: { id: number }[];
    };
    expect(hidden.products.map((p) => p.id)).toContain(product.id);
    await send(as.admin, 'PATCH', `/api/admin/products/${product.id}`, { json: { hidden: false } });
    expect((await storefrontProduct(product.id)).status).toBe(200);
  });

  it('saving unchanged values writes nothing', async () => {
    const product = await insertProduct({ stockQuantity: 7 });
    const response = await send(as.admin, 'PATCH', `/api/admin/products/${product.id}`, {
      json: { stockQuantity: 7, stockLoaded: 7, name: product.name },
    });
    expect(response.status).toBe(200);
    expect(await auditFor(product.id)).toEqual([]);
  });

  it('answers 409 with a field error for a slug another product has, on create and on edit', async () => {
    const taken = await insertProduct();
    const other = await insertProduct();
    const created = await send(as.admin, 'POST', '/api/admin/products', {
      json: newProduct({ slug: taken.slug }),
    });
    expect(created.status).toBe(409);
    expect(await created.json()).toEqual({ message: SLUG_TAKEN, errors: { slug: SLUG_TAKEN } });
    const edited = await send(as.admin, 'PATCH', `/api/admin/products/${other.id}`, {
      json: { slug: taken.slug },
    });
    expect(edited.status).toBe(409);
    const [after] = await app.db.select().from(products).where(eq(products.id, other.id));
    expect(after!.slug).toBe(other.slug);
    expect(await auditFor(other.id)).toEqual([]);
  });

  it('refuses bad input with 400 and field errors, storing nothing', async () => {
    const before = await app.db.select().from(products);
    const auditBefore = await app.db.select().from(auditEvents);
    const bad = await send(as.admin, 'POST', '/api/admin/products', {
      json: newProduct({ price: '15,00', stockQuantity: -1, category: 'candles' }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()) as { errors: Record<string, string> }).toMatchObject({
      errors: {
        price: 'Price must be in KES, e.g. 1500 or 1500.50',
        stockQuantity: 'Stock must be a whole number from 0 to 1,000,000',
        category: 'Please choose a category',
      },
    });
    const target = before[0]!;
    for (const json of [{}, { price: '0' }, { isActive: false }, { skinTypes: ['scaly'] }]) {
      expect((await send(as.admin, 'PATCH', `/api/admin/products/${target.id}`, { json })).status).toBe(400);
    }
    expect(
      (
        await send(as.admin, 'PATCH', '/api/admin/products/abc', {
          json: { stockQuantity: 1, stockLoaded: 0 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await send(as.admin, 'PATCH', '/api/admin/products/999999', {
          json: { stockQuantity: 1, stockLoaded: 0 },
        })
      ).status,
    ).toBe(404);
    expect(await app.db.select().from(products)).toEqual(before);
    expect(await app.db.select().from(auditEvents)).toHaveLength(auditBefore.length);
  });
});

describe('the tax type of a product (KRA eTIMS)', () => {
  const storedTaxType = async (id: number) =>
    (await app.db.select({ taxType: products.taxType }).from(products).where(eq(products.id, id)))[0]
      ?.taxType;

  it('is B unless chosen, and stores E on create and on update, answering it in the JSON', async () => {
    const plain = (await (
      await send(as.admin, 'POST', '/api/admin/products', { json: newProduct() })
    ).json()) as AdminProductJson;
    expect(plain.taxType).toBe('B');
    expect(await storedTaxType(plain.id)).toBe('B');

    const created = await send(as.admin, 'POST', '/api/admin/products', {
      json: newProduct({ taxType: 'E' }),
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as AdminProductJson;
    expect(body.taxType).toBe('E');
    expect(await storedTaxType(body.id)).toBe('E');

    const updated = await send(as.admin, 'PATCH', `/api/admin/products/${plain.id}`, {
      json: { taxType: 'E' },
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as AdminProductJson).taxType).toBe('E');
    expect(await storedTaxType(plain.id)).toBe('E');
    const read = (await (await as.admin.get(`/api/admin/products/${plain.id}`)).json()) as AdminProductJson;
    expect(read.taxType).toBe('E');
    const [audit] = await auditFor(plain.id).then((rows) =>
      rows.filter((r) => r.action === 'product.updated'),
    );
    expect(audit!.details).toEqual({ before: { taxType: 'B' }, after: { taxType: 'E' } });
  });

  it('refuses an unknown tax type with 400 and its message, storing nothing', async () => {
    const product = await insertProduct();
    expect(product.taxType).toBe('B'); // the factories' products, as the seed's, are at the standard rate
    const before = await app.db.select().from(products);
    for (const [method, url, json] of [
      ['POST', '/api/admin/products', newProduct({ taxType: 'X' })],
      ['PATCH', `/api/admin/products/${product.id}`, { taxType: 'X' }],
      ['PATCH', `/api/admin/products/${product.id}`, { taxType: 'b' }],
    ] as const) {
      const response = await send(as.admin, method, url, { json });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { taxType: TAX_TYPE_FORMAT } });
    }
    expect(await app.db.select().from(products)).toEqual(before);
    expect(await auditFor(product.id)).toEqual([]);
  });
});

describe('stock against the figure the editor read', () => {
  const read = async (id: number) =>
    (await (await as.admin.get(`/api/admin/products/${id}`)).json()) as AdminProductJson & {
      name: string;
      tagline: string;
    };
  const sell = async (productId: number, quantity: number) => {
    const response = await fetch(`${app.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...customer, items: [{ id: productId, quantity }], paymentMethod: 'mpesa' }),
    });
    expect(response.status).toBe(201);
  };
  const stockOf = async (id: number) => (await sizesOf(id))[0]!.stockQuantity;

  it('keeps the sales made since the read: 47 -> 44 -> save of the figure read -> 44', async () => {
    const product = await insertProduct({ stockQuantity: 47 });
    const loaded = await read(product.id);
    for (let sale = 0; sale < 3; sale++) await sell(product.id, 1);
    const response = await send(as.admin, 'PATCH', `/api/admin/products/${product.id}`, {
      json: { tagline: 'Now softer', stockQuantity: loaded.stockQuantity, stockLoaded: loaded.stockQuantity },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ tagline: 'Now softer', stockQuantity: 44 });
    expect(await stockOf(product.id)).toBe(44);
    expect((await auditFor(product.id))[0]!.details).toEqual({
      before: { tagline: product.tagline },
      after: { tagline: 'Now softer' },
    });
  });

  it('refuses a new figure when a sale came in meanwhile (409 with the stock now), storing nothing', async () => {
    const product = await insertProduct({ stockQuantity: 47 });
    const loaded = await read(product.id);
    await sell(product.id, 1);
    const response = await send(as.admin, 'PATCH', `/api/admin/products/${product.id}`, {
      json: { tagline: 'Now softer', stockQuantity: 60, stockLoaded: loaded.stockQuantity },
    });
    expect(response.status).toBe(409);
    const moved = stockMovedMessage(46);
    expect(await response.json()).toEqual({ message: moved, errors: { stockQuantity: moved } });
    const [after] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toMatchObject({ tagline: product.tagline });
    expect(await stockOf(product.id)).toBe(46);
    expect(await auditFor(product.id)).toEqual([]);

    const counted = await send(as.admin, 'PATCH', `/api/admin/products/${product.id}`, {
      json: { stockQuantity: 60, stockLoaded: 46 },
    });
    expect(counted.status).toBe(200);
    expect(await stockOf(product.id)).toBe(60);
  });

  it('lets one of two admins racing to set the stock win; the other is told, never overwrites', async () => {
    const product = await insertProduct({ stockQuantity: 20 });
    const answers = await Promise.all(
      [30, 40].map((stockQuantity) =>
        send(as.admin, 'PATCH', `/api/admin/products/${product.id}`, {
          json: { stockQuantity, stockLoaded: 20 },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = (await answers.find((a) => a.status === 200)!.json()) as AdminProductJson;
    await answers.find((a) => a.status === 409)!.arrayBuffer();
    expect(await stockOf(product.id)).toBe(winner.stockQuantity);
  });

  it('refuses stockQuantity without stockLoaded, and stockLoaded alone (400), storing nothing', async () => {
    const product = await insertProduct({ stockQuantity: 47 });
    const alone = await send(as.admin, 'PATCH', `/api/admin/products/${product.id}`, {
      json: { stockQuantity: 47, tagline: 'Now softer' },
    });
    expect(alone.status).toBe(400);
    expect(((await alone.json()) as { errors: Record<string, string> }).errors).toEqual({
      stockLoaded: STOCK_LOADED_NEEDED,
    });
    for (const json of [
      { stockLoaded: 47 },
      { stockLoaded: 47, tagline: 'x' },
      { stockQuantity: 5, stockLoaded: '4x' },
    ]) {
      expect((await send(as.admin, 'PATCH', `/api/admin/products/${product.id}`, { json })).status).toBe(400);
    }
    const [after] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toEqual(product);
    expect(await stockOf(product.id)).toBe(47);
  });

  it('creates a product with its stock as before, and refuses stockLoaded there', async () => {
    const created = await send(as.admin, 'POST', '/api/admin/products', {
      json: newProduct({ stockQuantity: 12 }),
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as AdminProductJson).stockQuantity).toBe(12);
    const refused = await send(as.admin, 'POST', '/api/admin/products', {
      json: newProduct({ stockQuantity: 12, stockLoaded: 0 }),
    });
    expect(refused.status).toBe(400);
  });
});

describe('a product of several sizes', () => {
  const threeSizes = (slug: string): ProductOverrides['variants'] => [
    { label: '100 g', sku: `${slug}-100`, priceCents: 50_000, stockQuantity: 10, position: 0 },
    { label: '250 g', sku: `${slug}-250`, priceCents: 100_000, stockQuantity: 3, position: 1 },
    { label: '1 kg', sku: `${slug}-1000`, priceCents: 320_000, stockQuantity: 8, position: 2 },
  ];
  const patch = (id: number, json: unknown) => send(as.admin, 'PATCH', `/api/admin/products/${id}`, { json });
  /** The sizes as the console reads them, as an edit sends them back (each with the stock it read). */
  async function sizesAsRead(id: number) {
    const product = (await (await as.admin.get(`/api/admin/products/${id}`)).json()) as {
      variants: {
        id: number;
        label: string;
        sku: string;
        price: string;
        stockQuantity: number;
        active: boolean;
      }[];
    };
    return product.variants.map(({ id: sizeId, label, sku, price, stockQuantity, active }) => ({
      id: sizeId,
      label,
      sku,
      price,
      stockQuantity,
      stockLoaded: stockQuantity,
      active,
    }));
  }

  it('creates a product with its sizes in order, SKUs made from the slug when left out', async () => {
    const input = newProduct({
      price: undefined,
      size: undefined,
      stockQuantity: undefined,
      variants: [
        { label: '200 ml', price: '1800', stockQuantity: 5 },
        { label: '100 ml', sku: 'own-sku-100', price: 1000, stockQuantity: 0, shopifyVariantId: '4455' },
      ],
    });
    const response = await send(as.admin, 'POST', '/api/admin/products', { json: input });
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminProductJson & { variants: unknown[]; size: string };
    expect(created).toMatchObject({ price: '1800.00', stockQuantity: 5, size: '200 ml, 100 ml' });
    expect(created.variants).toEqual([
      expect.objectContaining({
        label: '200 ml',
        sku: `${input.slug.toUpperCase()}-200ML`,
        price: '1800.00',
        stockQuantity: 5,
        active: true,
        position: 0,
        lowStock: false,
      }),
      expect.objectContaining({
        label: '100 ml',
        sku: 'OWN-SKU-100',
        position: 1,
        lowStock: true,
        shopifyVariantId: '4455',
      }),
    ]);
    const both = await send(as.admin, 'POST', '/api/admin/products', {
      json: newProduct({ variants: [{ label: '1 kg', price: '10', stockQuantity: 1 }] }),
    });
    expect(both.status).toBe(400);
  });

  it('adds, reorders and switches off sizes in one save, audited, the storefront showing the sizes on sale', async () => {
    const product = await insertProduct({ variants: threeSizes('MIX-A') });
    const [small, medium, large] = await sizesAsRead(product.id);
    const response = await patch(product.id, {
      variants: [
        large,
        { ...small, active: false },
        { ...medium, price: '1100' },
        { label: '500 g', price: '1850', stockQuantity: 4 },
      ],
    });
    expect(response.status).toBe(200);
    const sizes = await sizesOf(product.id);
    expect(sizes.map((size) => [size.label, size.position, size.isActive, size.priceCents])).toEqual([
      ['1 kg', 0, true, 320_000],
      ['100 g', 1, false, 50_000],
      ['250 g', 2, true, 110_000],
      ['500 g', 3, true, 185_000],
    ]);
    expect(sizes[3]!.sku).toBe(`${product.slug.toUpperCase()}-500G`);
    const shown = (await storefrontProduct(product.id)).body as { variants: { label: string }[] };
    expect(shown.variants.map((size) => size.label)).toEqual(['1 kg', '250 g', '500 g']);
    const [audit] = await auditFor(product.id);
    const before = (audit!.details as { before: { variants: { label: string }[] } }).before.variants;
    // Every size that changed (moved, switched off, repriced), as it was; the new one only after.
    expect(before.map((size) => size.label)).toEqual(['1 kg', '100 g', '250 g']);
  });

  it('refuses a list leaving a size out, or with none on sale (400), storing nothing', async () => {
    const product = await insertProduct({ variants: threeSizes('MIX-B') });
    const [small, medium, large] = await sizesAsRead(product.id);
    const leftOut = await patch(product.id, { variants: [small, large] });
    expect(leftOut.status).toBe(400);
    expect(((await leftOut.json()) as { message: string }).message).toContain('250 g');
    const noneOnSale = await patch(product.id, {
      variants: [small, medium, large].map((size) => ({ ...size, active: false })),
    });
    expect(noneOnSale.status).toBe(400);
    expect((await sizesOf(product.id)).every((size) => size.isActive)).toBe(true);
    expect(await auditFor(product.id)).toEqual([]);
  });

  it('refuses a SKU another size has (409 naming it)', async () => {
    const other = await insertProduct({ variants: threeSizes('MIX-C') });
    const product = await insertProduct({ variants: threeSizes('MIX-D') });
    const [small, medium, large] = await sizesAsRead(product.id);
    const response = await patch(product.id, { variants: [small, medium, { ...large, sku: 'MIX-C-250' }] });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toContain('MIX-C-250');
    const twice = await patch(product.id, { variants: [small, { ...medium, sku: small!.sku }, large] });
    expect(twice.status).toBe(409);
    expect((await sizesOf(other.id)).map((size) => size.sku)).toContain('MIX-C-250');
  });

  it('sets a size’s stock only against the figure read: a sale since is a 409, nothing stored', async () => {
    const product = await insertProduct({ variants: threeSizes('MIX-E') });
    const [small, medium, large] = await sizesAsRead(product.id);
    await app.db.update(productVariants).set({ stockQuantity: 2 }).where(eq(productVariants.id, medium!.id));
    const response = await patch(product.id, {
      variants: [{ ...small, price: '600' }, { ...medium, stockQuantity: 30 }, large],
    });
    expect(response.status).toBe(409);
    const message = ((await response.json()) as { message: string }).message;
    expect(message).toContain('250 g');
    expect(message).toContain('now 2');
    expect((await sizesOf(product.id)).map((size) => [size.priceCents, size.stockQuantity])).toEqual([
      [50_000, 10],
      [100_000, 2],
      [320_000, 8],
    ]);
    // Sending back the figure read (no count) keeps the sale.
    expect(
      (await patch(product.id, { variants: [small, { ...medium, stockLoaded: 2, stockQuantity: 2 }, large] }))
        .status,
    ).toBe(200);
  });

  it('takes the one-size fields only for a product of one size', async () => {
    const product = await insertProduct({ variants: threeSizes('MIX-F') });
    const response = await patch(product.id, { price: '999' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'This product has several sizes: change them in variants',
    );
  });

  it('marks and finds low stock per size on sale', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const product = await insertProduct({ name: `Sizes ${tag}`, variants: threeSizes(`LOW-${tag}`) });
    const list = (await (await as.admin.get(`/api/admin/products?filter=low&q=${tag}`)).json()) as {
      products: { id: number; lowStock: boolean; variants: { label: string; lowStock: boolean }[] }[];
    };
    expect(list.products).toEqual([expect.objectContaining({ id: product.id, lowStock: true })]);
    expect(list.products[0]!.variants.map((size) => size.lowStock)).toEqual([false, true, false]);
    const today = await app.services.catalogue.admin.lowStock();
    expect(today.filter((line) => line.id === product.id)).toEqual([
      expect.objectContaining({ size: '250 g', stockQuantity: 3 }),
    ]);
  });
});

describe('the products list and low stock', () => {
  it('pages products with their stock and a low-stock flag at the threshold', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const low = await insertProduct({ name: `Low ${tag}`, stockQuantity: 4 });
    const fine = await insertProduct({ name: `Fine ${tag}`, stockQuantity: 5 });
    const response = await as.admin.get(`/api/admin/products?q=${tag}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      total: number;
      products: { id: number; stockQuantity: number; lowStock: boolean }[];
    };
    expect(body.total).toBe(2);
    expect(body.products).toEqual([
      expect.objectContaining({ id: fine.id, stockQuantity: 5, lowStock: false }),
      expect.objectContaining({ id: low.id, stockQuantity: 4, lowStock: true }),
    ]);
    const lowOnly = (await (
      await as.admin.get(`/api/admin/products?filter=low&q=${tag}`)
    ).json()) as typeof body;
    expect(lowOnly.products.map((p) => p.id)).toEqual([low.id]);
  });

  it('treats the search as text, not a pattern', async () => {
    const body = (await (await as.admin.get('/api/admin/products?q=%25')).json()) as { total: number };
    expect(body.total).toBe(0);
  });

  it('lists active products at or under the threshold for the dashboard, lowest first', async () => {
    const hidden = await insertProduct({ stockQuantity: 0, isActive: false });
    const lowest = await insertProduct({ stockQuantity: 0 });
    const list = await app.services.catalogue.admin.lowStock();
    expect(list.every((p) => p.stockQuantity <= 4)).toBe(true);
    expect(list.map((p) => p.id)).toContain(lowest.id);
    expect(list.map((p) => p.id)).not.toContain(hidden.id);
    expect(list.map((p) => p.stockQuantity)).toEqual(
      [...list.map((p) => p.stockQuantity)].sort((a, b) => a - b),
    );
    expect(Object.keys(list[0]!).sort()).toEqual([
      'id',
      'name',
      'size',
      'slug',
      'stockQuantity',
      'variantId',
    ]);
  });

  it('refuses an unknown filter', async () => {
    expect((await as.admin.get('/api/admin/products?filter=deleted')).status).toBe(400);
  });
});

describe('product pictures', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'makes a %s upload into the seed’s widths in AVIF and WebP, served for a year',
    async (format) => {
      const product = await insertProduct({ images: ['/generated/products/seed-800.webp'] });
      // The declared type does not matter: the bytes say what the file is.
      const response = await send(as.admin, 'POST', `/api/admin/products/${product.id}/images`, {
        bytes: await picture(format, {
          width: 900,
          height: 600,
          colour: format === 'png' ? '#114411' : '#441111',
        }),
        type: 'application/octet-stream',
      });
      expect(response.status).toBe(201);
      const { images } = (await response.json()) as AdminProductJson;
      expect(images).toHaveLength(2);
      const added = images[1]!;
      expect(added).toMatch(/^\/uploads\/products\/[0-9a-f]{32}-800\.webp$/);
      // Every file the storefront's <picture> names for it is there, in the format its name says.
      const named = galleryPicture(added).sources.flatMap(({ type, srcSet }) =>
        srcSet.split(', ').map((entry) => {
          const [url, width] = entry.split(' ');
          return { type, url: url!, width: Number.parseInt(width!, 10) };
        }),
      );
      expect(named.map((n) => `${n.type} ${n.width}`)).toEqual(
        ['image/avif', 'image/webp'].flatMap((type) => [200, 400, 800, 1200].map((w) => `${type} ${w}`)),
      );
      for (const { type, url, width } of named) {
        const served = await fetch(`${app.url}${url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(type);
        expect(served.headers.get('cache-control')).toContain('immutable');
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        // sharp names the container AVIF is stored in: HEIF.
        expect([meta.format, meta.width, meta.height]).toEqual([
          type === 'image/avif' ? 'heif' : 'webp',
          width,
          width,
        ]);
        if (type === 'image/avif') expect(meta.compression).toBe('av1');
      }
      expect((await storefrontProduct(product.id)).body.images).toEqual(images);
      const audit = await auditFor(product.id);
      expect(audit).toEqual([
        expect.objectContaining({ action: 'product.images_added', actorUserId: adminId }),
      ]);
    },
  );

  it('stores an upload sent twice once', async () => {
    const product = await insertProduct({ images: [] });
    const bytes = await picture('png', { colour: '#123456' });
    await send(as.admin, 'POST', `/api/admin/products/${product.id}/images`, { bytes, type: 'image/png' });
    const again = await send(as.admin, 'POST', `/api/admin/products/${product.id}/images`, {
      bytes,
      type: 'image/png',
    });
    expect(((await again.json()) as AdminProductJson).images).toHaveLength(1);
  });

  const refusals: [string, () => Promise<{ bytes: Uint8Array; type: string }>, number, string?][] = [
    ['a GIF', async () => ({ bytes: GIF_BYTES, type: 'image/gif' }), 415, IMAGE_WRONG_TYPE],
    ['an SVG sent as a PNG', async () => ({ bytes: SVG_BYTES, type: 'image/png' }), 415, IMAGE_WRONG_TYPE],
    [
      'text named as a PNG',
      async () => ({ bytes: Buffer.from('just some text, honest'), type: 'image/png' }),
      415,
      IMAGE_WRONG_TYPE,
    ],
    [
      'JSON',
      async () => ({ bytes: Buffer.from('{"image":"x"}'), type: 'application/json' }),
      415,
      IMAGE_WRONG_TYPE,
    ],
    [
      'a file over 8 MB',
      async () => ({ bytes: Buffer.alloc(MAX_IMAGE_BYTES + 1), type: 'image/jpeg' }),
      413,
      IMAGE_TOO_LARGE,
    ],
    [
      'a PNG that claims 20,000 x 20,000 pixels',
      async () => ({ bytes: await pngClaiming(20_000, 20_000), type: 'image/png' }),
      413,
    ],
    [
      'a picture under 400 pixels',
      async () => ({ bytes: await picture('jpeg', { width: 300 }), type: 'image/jpeg' }),
      400,
    ],
    [
      'a truncated JPEG',
      async () => ({ bytes: (await picture('jpeg')).subarray(0, 200), type: 'image/jpeg' }),
      400,
    ],
    ['nothing', async () => ({ bytes: new Uint8Array(), type: 'image/png' }), 400],
  ];

  it.each(refusals)('refuses %s and writes nothing', async (_name, make, status, message) => {
    const product = await insertProduct({ images: ['/generated/products/seed-800.webp'] });
    const filesBefore = await uploadedFiles();
    const response = await send(as.admin, 'POST', `/api/admin/products/${product.id}/images`, await make());
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string };
    if (message) expect(body.message).toBe(message);
    else expect(body.message).toBeTruthy();
    expect(await uploadedFiles()).toEqual(filesBefore);
    const [after] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(after!.images).toEqual(product.images);
    expect(await auditFor(product.id)).toEqual([]);
  });

  it('answers 404 for a picture that is not there and for a name it never made', async () => {
    expect((await fetch(`${app.url}/uploads/products/${'0'.repeat(32)}-800.webp`)).status).toBe(404);
    expect((await fetch(`${app.url}/uploads/products/..%2F..%2Fdb`)).status).toBe(404);
    expect((await fetch(`${app.url}/uploads/products/anything.png`)).status).toBe(404);
  });

  it('removes a picture and makes another the main one, audited', async () => {
    const product = await insertProduct({ images: ['/a-800.webp', '/b-800.webp', '/c-800.webp'] });
    const moved = await send(as.admin, 'POST', `/api/admin/products/${product.id}/images/2/move`, {
      json: { to: 0 },
    });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as AdminProductJson).images).toEqual([
      '/c-800.webp',
      '/a-800.webp',
      '/b-800.webp',
    ]);
    expect((await storefrontProduct(product.id)).body.image).toBe('/c-800.webp');

    const removed = await send(as.admin, 'DELETE', `/api/admin/products/${product.id}/images/1`);
    expect(((await removed.json()) as AdminProductJson).images).toEqual(['/c-800.webp', '/b-800.webp']);
    expect((await auditFor(product.id)).map((a) => a.action).sort()).toEqual([
      'product.image_moved',
      'product.image_removed',
    ]);

    expect((await send(as.admin, 'DELETE', `/api/admin/products/${product.id}/images/5`)).status).toBe(404);
    expect(
      (await send(as.admin, 'POST', `/api/admin/products/${product.id}/images/0/move`, { json: { to: 9 } }))
        .status,
    ).toBe(404);
    expect((await send(as.admin, 'DELETE', `/api/admin/products/${product.id}/images/x`)).status).toBe(400);
  });
});
