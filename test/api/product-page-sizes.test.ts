// The product page of a product in several sizes, as the server renders it: the size `?size=`
// names is the one checked, priced, badged and bought, so a shared link opens on it before any
// script runs. A sold-out size is shown but cannot be added; a switched-off one is not shown.
// The wishlist keeps the product, any size; the console's order page and Today name the size.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/server/db/schema';
import { insertProduct, type InsertedProduct } from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder } from './orders-helpers';

let app: TestApp;
let product: InsertedProduct;
const OWN_PICTURE = '/generated/products/whipped-shea-body-butter-800.webp';
const PRODUCT_PICTURE = '/generated/products/placeholder-800.webp';

beforeAll(async () => {
  app = await startTestApp({ seed: false, pages: 'development' });
  product = await insertProduct(app.db, {
    slug: 'page-sizes-butter',
    name: 'Page Sizes Butter',
    images: [PRODUCT_PICTURE],
    variants: [
      { label: '100 g', sku: 'PSB-100G', priceCents: 500_00, stockQuantity: 4 },
      { label: '250 g', sku: 'PSB-250G', priceCents: 1000_00, stockQuantity: 0 },
      { label: '500 g', sku: 'PSB-500G', priceCents: 1850_00, stockQuantity: 3, image: OWN_PICTURE },
      { label: '1 kg', sku: 'PSB-1KG', priceCents: 3200_00, stockQuantity: 9 },
    ],
  });
  await app.db.update(productVariants).set({ isActive: false }).where(eq(productVariants.sku, 'PSB-1KG'));
  catalogueChanged();
  // The first page render compiles the page modules through Vite (14 s on an idle machine, past
  // the test's 30 s when the other core is busy): that is setup, not what the first test checks.
  expect((await page()).status).toBe(200);
}, 180_000);
afterAll(() => app?.close());

const sizeId = (position: number) => product.variantIds[position]!;
const small = () => sizeId(0);
const soldOut = () => sizeId(1);
const large = () => sizeId(2);
const switchedOff = () => sizeId(3);

async function page(search = '') {
  const response = await fetch(`${app.url}/product/${product.id}${search}`);
  return { status: response.status, html: await response.text() };
}

/** The value of the radio the server rendered checked. */
function checkedSize(html: string): number | null {
  const radios = [...html.matchAll(/<input[^>]*name="size"[^>]*>/g)].map((match) => match[0]);
  const checked = radios.filter((radio) => /\schecked=""/.test(radio));
  expect(checked.length).toBeLessThanOrEqual(1);
  return checked[0] ? Number(/value="(\d+)"/.exec(checked[0])![1]) : null;
}

const addToCart = (html: string) =>
  /<button[^>]*>(?:(?!<\/button>).)*Add to Cart<\/button>/s.exec(html)?.[0] ?? '';
const metaPrice = (html: string) => /property="product:price:amount" content="([^"]+)"/.exec(html)?.[1];
const ogImage = (html: string) => /property="og:image" content="([^"]+)"/.exec(html)?.[1];

describe('the product page of a product in sizes', () => {
  it('opens on the first size in stock, priced and buyable, listing every size on sale', async () => {
    const { status, html } = await page();
    expect(status).toBe(200);
    expect(checkedSize(html)).toBe(small());
    expect(html).toContain('KSH 500.00');
    expect(metaPrice(html)).toBe('500.00');
    expect(html).toContain('In Stock');
    expect(addToCart(html)).not.toMatch(/\sdisabled=""/);
    for (const label of ['100 g', '250 g', '500 g']) expect(html).toContain(`>${label}<`);
    expect(html).not.toContain('1 kg');
  });

  it('renders the size ?size= names: its price, its badge and its picture first', async () => {
    const { html } = await page(`?size=${large()}`);
    expect(checkedSize(html)).toBe(large());
    expect(metaPrice(html)).toBe('1850.00');
    expect(html).toContain('KSH 1,850.00');
    expect(ogImage(html)).toContain(OWN_PICTURE);
    // The gallery's main picture is the size's own; the product's follows as a thumbnail.
    expect(html.indexOf('whipped-shea-body-butter-')).toBeLessThan(html.indexOf('placeholder-'));
  });

  it('shows a sold-out size, marked, but cannot add it', async () => {
    const { html } = await page(`?size=${soldOut()}`);
    expect(checkedSize(html)).toBe(soldOut());
    expect(html).toContain('(out of stock)');
    expect(html).toContain('KSH 1,000.00');
    expect(html).toContain('Out of Stock');
    expect(addToCart(html)).toMatch(/\sdisabled=""/);
  });

  it('opens a switched-off, unknown or malformed size on the first size in stock', async () => {
    for (const search of [`?size=${switchedOff()}`, '?size=999999999', '?size=large', '?size=']) {
      const { status, html } = await page(search);
      expect(status, search).toBe(200);
      expect(checkedSize(html), search).toBe(small());
      expect(metaPrice(html), search).toBe('500.00');
    }
  });

  it('answers a product page without its sizes as before when it has one size', async () => {
    const single = await insertProduct(app.db, {
      slug: 'page-one-size',
      name: 'Page One Size',
      variants: [{ label: '75 ml', sku: 'POS-75ML', priceCents: 750_00, stockQuantity: 2 }],
    });
    catalogueChanged();
    const response = await fetch(`${app.url}/product/${single.id}`);
    const html = await response.text();
    expect(html).not.toMatch(/name="size"/);
    expect(html).toContain('75 ml');
    expect(html).toContain('KSH 750.00');
  });
});

/** A page's words, without tags and React's text separators. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('pages around a product in sizes', () => {
  let admin: Caller;
  beforeAll(async () => {
    admin = (await personas(app)).admin;
  });

  it('keeps it on the wishlist as a product: from its lowest price, sent to choose a size', async () => {
    const added = await fetch(`${app.url}/api/wishlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: product.id }),
    });
    expect(added.status).toBe(201);
    const cookie = added.headers.get('set-cookie')!.split(';')[0]!;
    const text = textOf(await (await fetch(`${app.url}/wishlist`, { headers: { cookie } })).text());
    expect(text).toContain('Page Sizes Butter');
    expect(text).toContain('From KSH 500.00');
    expect(text).toContain('Choose a size');
  });

  it("names each size on the console's order page and in Today's low stock", async () => {
    const placed = await postOrder(app, {
      ...customer,
      paymentMethod: 'pay_later',
      items: [
        { id: product.id, variantId: large(), quantity: 2 },
        { id: product.id, variantId: small(), quantity: 1 },
      ],
    });
    expect(placed.status).toBe(201);
    const { orderNumber } = (await placed.json()) as { orderNumber: string };

    const order = textOf(await (await admin.get(`/admin/orders/${orderNumber}`)).text());
    expect(order).toContain('2 × Page Sizes Butter (500 g)');
    expect(order).toContain('1 × Page Sizes Butter (100 g)');

    // 500 g is down to 1 and 100 g to 3; the sold-out 250 g is listed too.
    const today = textOf(await (await admin.get('/admin')).text());
    expect(today).toContain('Page Sizes Butter , 500 g 1 left');
    expect(today).toContain('Page Sizes Butter , 250 g Sold out');
  });
});
