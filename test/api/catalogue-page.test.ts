// The catalogue page (/products) with more products than one page holds: it is rendered through
// the app as a browser asks for it, and its loader is called as React Router calls it. Only one
// page of cards reaches the shopper, whatever the catalogue's size.
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '../../src/core/catalogue-page';
import { buildProduct, insertProducts, type NewProduct } from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { loader } from '../../src/web/routes/products';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;

// 30 products: 5 raw, 25 moisturisers; ids follow the names, so the default order is known.
const CATALOGUE = Array.from({ length: 30 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return buildProduct({
    name: `Catalogue Balm ${n}`,
    slug: `catalogue-balm-${n}`,
    description: `Description only the product page shows, number ${n}.`,
    category: i < 5 ? 'raw' : 'moisturizers',
    priceCents: 100_000 + i * 1_000,
  });
});
const name = (n: number) => `Catalogue Balm ${String(n).padStart(2, '0')}`;

async function addProducts(items: NewProduct[]) {
  await insertProducts(app.db, items);
  // Written past the catalogue service, so its cache is told here.
  catalogueChanged();
}

beforeAll(async () => {
  app = await startTestApp({ seed: false, pages: 'development' });
  await addProducts(CATALOGUE);
  // The first page render compiles the page modules through Vite.
  expect((await fetch(`${app.url}/products`)).status).toBe(200);
}, 180_000);
afterAll(() => app?.close());

async function page(search: string) {
  const response = await fetch(`${app.url}/products${search}`);
  const html = await response.text();
  const cards = [...html.matchAll(/<a [^>]*href="\/product\/\d+"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
  return { status: response.status, html, cards };
}

async function loaderData(search: string) {
  const context = { services: app.services } as AppLoadContext;
  const request = new Request(`http://shop.test/products${search}`);
  return loader({ request, context, params: {} } as Parameters<typeof loader>[0]);
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

describe('the catalogue page', () => {
  it('sends one page of cards, counting the ones it shows and all that match', async () => {
    const first = await page('');
    expect(first.status).toBe(200);
    expect(first.cards).toEqual(Array.from({ length: CATALOGUE_PAGE_SIZE }, (_, i) => name(i + 1)));
    expect(first.html).toContain('Showing 1–12 of 30 products');
    expect(first.html).not.toContain(name(13));
    // Descriptions belong to the product page, not to the list.
    expect(first.html).not.toContain('Description only the product page shows');
    expect(first.html).toContain('href="/products?page=2#results"');
    expect(canonicalOf(first.html)).toBe(`${app.config.publicUrl}/products`);
  });

  it('shows the next cards on page 2 and the last ones on page 3', async () => {
    const second = await page('?page=2');
    expect(second.cards).toEqual(Array.from({ length: 12 }, (_, i) => name(i + 13)));
    expect(second.html).toMatch(/Page (<!-- -->)?2(<!-- -->)? of (<!-- -->)?3/);
    expect(second.html).toContain('Showing 13–24 of 30 products');
    expect(canonicalOf(second.html)).toBe(`${app.config.publicUrl}/products?page=2`);
    const third = await page('?page=3');
    expect(third.html).toContain('Showing 25–30 of 30 products');
    expect(third.cards).toEqual([name(25), name(26), name(27), name(28), name(29), name(30)]);
  });

  it('narrows and orders the result by the filters in the URL, and pages within it', async () => {
    const raw = await page('?category=raw&sort=price-high');
    expect(raw.cards).toEqual([name(5), name(4), name(3), name(2), name(1)]);
    // All of them on one page: SPEC's own sentence, the shop's total beside the matches.
    expect(raw.html).toContain('Showing 5 of 30 products');
    expect(raw.html).not.toContain('Pages of products');

    const moisturisers = await page('?category=moisturizers&sort=price-high&page=2');
    expect(moisturisers.cards).toEqual(Array.from({ length: 12 }, (_, i) => name(18 - i)));
    // More than a page: which of the matching ones this page shows.
    expect(moisturisers.html).toContain('Showing 13–24 of 25 products');
    // The pager keeps the filters in its links.
    expect(moisturisers.html).toContain('href="/products?category=moisturizers&amp;sort=price-high#results"');
    expect(moisturisers.html).toContain(
      'href="/products?category=moisturizers&amp;sort=price-high&amp;page=3#results"',
    );

    // A plain form sends every field; the pager passes on only what differs from the defaults.
    const form = await page('?category=moisturizers&price=all&skinType=all&q=&sort=featured&ref=mail');
    expect(form.html).toContain('href="/products?category=moisturizers&amp;page=2#results"');
  });

  it('answers bad paging and filter values with a page, never an error', async () => {
    const cases: [string, string[], string][] = [
      ['?page=abc', [name(1)], '/products'],
      ['?page=0', [name(1)], '/products'],
      ['?page=-3', [name(1)], '/products'],
      // Past the end: the last page, which the canonical link names.
      ['?page=99999', [name(25)], '/products?page=3'],
      ['?category=no-such-category&page=2', [name(13)], '/products?page=2'],
      ['?skinType=scaly&sort=sideways&price=free', [name(1)], '/products'],
    ];
    for (const [search, firstCards, canonical] of cases) {
      const answer = await page(search);
      expect(answer.status, search).toBe(200);
      expect(answer.cards.slice(0, firstCards.length), search).toEqual(firstCards);
      expect(canonicalOf(answer.html), search).toBe(`${app.config.publicUrl}${canonical}`);
    }
    const nothing = await page('?q=nothing-is-called-this&page=4');
    expect(nothing.status).toBe(200);
    expect(nothing.cards).toEqual([]);
    expect(nothing.html).toContain('No products found matching your criteria.');
    expect(nothing.html).toContain('Try adjusting your filters or search terms.');
  });

  it('gives its loader only what a card shows, one page of it', async () => {
    const data = await loaderData('?category=moisturizers&page=2');
    expect(data).toMatchObject({ matching: 25, total: 30, page: 2, pageCount: 3 });
    expect(data.products).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(Object.keys(data.products[0]!).sort()).toEqual(
      [
        'category',
        'featured',
        'id',
        'image',
        'inStock',
        'name',
        'oneSize',
        'priceCents',
        'priceVaries',
        'skinTypes',
        'slug',
        'tagline',
      ].sort(),
    );
  });

  it('weighs the same when the catalogue grows tenfold', async () => {
    const before = await page('');
    await addProducts(
      Array.from({ length: 270 }, (_, i) =>
        buildProduct({ name: `Grown Balm ${String(i + 1).padStart(3, '0')}`, category: 'moisturizers' }),
      ),
    );
    const after = await page('');
    expect(after.html).toContain('Showing 1–12 of 300 products');
    expect(after.cards).toEqual(before.cards);
    // The count, the page numbers and the data's digits differ; the cards and their data do not.
    expect(Math.abs(after.html.length - before.html.length)).toBeLessThan(500);
  });
});
