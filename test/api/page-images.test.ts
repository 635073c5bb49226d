// The pictures in the server-rendered pages: each shop picture is a <picture> offering AVIF before
// WebP, and the page's largest one is preloaded from the <head> as the same AVIF file the
// <picture> will pick (the same srcset and sizes), at high priority and in one format only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryPicture, heroPicture } from '../../src/core/images';
import { startTestApp, type TestApp } from '../support/test-app';

// The markup does not depend on the database, so, as the page fuzz, this runs on PGlite only.
const onPglite = process.env.TEST_DB === 'pglite';

let app: TestApp;

type Attributes = Record<string, string>;

/** Every `<name ...>` start tag in `html`, as its attributes (named in lower case, as HTML reads them). */
function tags(html: string, name: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k!.toLowerCase(), v ?? '']),
    ),
  );
}

/** The <source> elements and the <img> of each <picture> in `html`. */
function pictures(html: string) {
  return [...html.matchAll(/<picture\b[^>]*>(.*?)<\/picture>/g)].map(([, inner]) => ({
    sources: tags(inner!, 'source'),
    img: tags(inner!, 'img')[0]!,
  }));
}

async function page(path: string) {
  const response = await fetch(`${app.url}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    html,
    imagePreloads: tags(head, 'link').filter((l) => l.rel === 'preload' && l.as === 'image'),
  };
}

async function firstProduct() {
  const list = (await (await fetch(`${app.url}/api/products`)).json()) as { id: number; image: string }[];
  return list[0]!;
}

describe.runIf(onPglite)('the largest picture of a page', () => {
  // Pages are rendered through Vite, so no page build is needed; it takes a while to start.
  beforeAll(async () => {
    app = await startTestApp({ pages: 'development' });
    // The first page render compiles the page modules through Vite: setup, not what a test checks.
    await page('/');
  }, 180_000);
  afterAll(() => app?.close());

  it('is the product page’s main picture: AVIF and WebP sources, preloaded as that AVIF', async () => {
    const product = await firstProduct();
    const { html, imagePreloads } = await page(`/product/${product.id}`);
    const expected = galleryPicture(product.image);

    const main = pictures(html).find((p) => p.img.src === product.image)!;
    expect(main.sources.map((s) => [s.type, s.srcset])).toEqual(
      expected.sources.map((s) => [s.type, s.srcSet]),
    );
    expect(main.sources[0]!.sizes).toBe(main.sources[1]!.sizes);
    expect(main.img).toMatchObject({ width: '800', height: '800', fetchpriority: 'high' });
    expect(main.img.loading).not.toBe('lazy');

    expect(imagePreloads).toEqual([
      expect.objectContaining({
        type: 'image/avif',
        imagesrcset: main.sources[0]!.srcset,
        imagesizes: main.sources[0]!.sizes,
        fetchpriority: 'high',
      }),
    ]);
  });

  it('is the home page’s first hero photo, and no other picture is preloaded', async () => {
    const { html, imagePreloads } = await page('/');
    const hero = heroPicture(1);
    const first = pictures(html).find((p) => p.img.src === hero.src)!;
    expect(first.sources[0]).toMatchObject({ type: 'image/avif', srcset: hero.sources[0]!.srcSet });
    expect(imagePreloads).toEqual([
      expect.objectContaining({
        type: 'image/avif',
        imagesrcset: hero.sources[0]!.srcSet,
        imagesizes: first.sources[0]!.sizes,
        fetchpriority: 'high',
      }),
    ]);
    // The featured products below the hero wait until they are scrolled near.
    const cards = pictures(html).filter((p) => p.img.src?.startsWith('/generated/products/'));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.img.loading).toBe('lazy');
  });

  it('is the catalogue’s first card, and only that one is preloaded', async () => {
    const { html, imagePreloads } = await page('/products');
    const cards = pictures(html).filter((p) => p.img.src?.startsWith('/generated/products/'));
    expect(cards.length).toBeGreaterThan(1);
    expect(cards[0]!.img.fetchpriority).toBe('high');
    for (const card of cards.slice(1)) expect(card.img.loading).toBe('lazy');
    expect(imagePreloads).toEqual([
      expect.objectContaining({
        type: 'image/avif',
        imagesrcset: cards[0]!.sources[0]!.srcset,
        imagesizes: cards[0]!.sources[0]!.sizes,
        fetchpriority: 'high',
      }),
    ]);
  });

  it('is never the logo: the header draws it in the page instead of fetching it', async () => {
    for (const path of ['/', '/products', '/checkout']) {
      const { html } = await page(path);
      const logo = tags(html, 'svg').find((svg) => svg['aria-label'] === 'Heritage Shea');
      expect(logo).toMatchObject({ role: 'img', viewbox: '0 0 468 96' });
      expect(html).toContain('HERITAGE SHEA</text>');
      expect(html).not.toContain('/brand/logo.svg');
    }
  });
});
