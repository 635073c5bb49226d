// The production page build after the owner changes a setting: the contact details, the currencies
// offered and their rates show on the next answer, never a page the cache kept from before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { formatPrice } from '../../src/core/currency-format';
import type { ShopSettings } from '../../src/core/shop-settings-values';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: Record<Persona, Caller>;

beforeAll(async () => {
  app = await startTestApp({ pages: 'production' });
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
});
afterAll(() => app?.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers });
  return { html: await response.text(), cache: response.headers.get('x-page-cache') };
}

/** The page once the cache holds it, so a stale answer would show. */
async function kept(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await page(path, headers);
    if (answer.cache === 'hit') return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never answered from the cache`);
}

async function patch(body: unknown): Promise<ShopSettings> {
  const response = await as.admin.send('PATCH', '/api/admin/settings', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ShopSettings;
}

/** The content of a meta tag, e.g. `name="description"` or `property="og:description"`. */
function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta ${key} content="([^"]*)"`).exec(html)?.[1];
}

describe('pages after a settings change', () => {
  it("states the owner's free-delivery threshold in the home page's search and sharing text", async () => {
    const before = (await kept('/')).html;
    for (const key of ['name="description"', 'property="og:description"']) {
      expect(metaContent(before, key)).toBe(
        'Natural shea-butter skin and hair care, handmade in small batches in Kenya. Shop in KSH, pay with M-Pesa, and enjoy free delivery in Kenya on orders over KSH 3,000.',
      );
    }
    expect(before).not.toContain('$50');

    await patch({ delivery: { freeDeliveryOverKes: 4500 } });
    const after = await page('/');
    expect(after.cache).not.toBe('hit');
    for (const key of ['name="description"', 'property="og:description"']) {
      expect(metaContent(after.html, key)).toContain('free delivery in Kenya on orders over KSH 4,500.');
    }

    // No region with free delivery: the text promises none.
    await patch({ delivery: { freeDeliveryRegions: [] } });
    const none = metaContent((await page('/')).html, 'name="description"');
    expect(none).toBe(
      'Natural shea-butter skin and hair care, handmade in small batches in Kenya. Shop in KSH and pay with M-Pesa.',
    );
    await patch({ delivery: { freeDeliveryOverKes: 3000, freeDeliveryRegions: ['kenya'] } });
  });

  it("states the owner's free-delivery threshold in the shipping page's search text", async () => {
    expect(metaContent((await kept('/shipping-info')).html, 'name="description"')).toContain(
      'We offer free delivery in Kenya on orders over KSH 3,000.',
    );
    await patch({ delivery: { freeDeliveryOverKes: 4500, freeDeliveryRegions: ['kenya', 'africa'] } });
    const after = await page('/shipping-info');
    expect(after.cache).not.toBe('hit');
    expect(metaContent(after.html, 'name="description"')).toContain(
      'We offer free delivery in Kenya and Africa on orders over KSH 4,500.',
    );
    await patch({ delivery: { freeDeliveryOverKes: 3000, freeDeliveryRegions: ['kenya'] } });
  });

  it('shows the new phone and business hours on the contact page', async () => {
    const before = await kept('/contact');
    expect(before.html).toContain('Mon-Fri: 8:00 AM - 6:00 PM');

    await patch({
      store: { phone: '254711222333', businessHours: 'Mon-Sat: 7:00 AM - 9:00 PM\nSun: 10:00 AM - 2:00 PM' },
    });
    const after = await page('/contact');
    expect(after.cache).not.toBe('hit');
    expect(after.html).toContain('href="tel:+254711222333"');
    expect(after.html).toContain('+254 711 222 333');
    expect(after.html).toContain('<p>Mon-Sat: 7:00 AM - 9:00 PM</p>');
    expect(after.html).toContain('<p>Sun: 10:00 AM - 2:00 PM</p>');
    expect(after.html).not.toContain('Mon-Fri: 8:00 AM - 6:00 PM');
  });

  it('shows a product in USD at the new rate, and in KES once USD is switched off', async () => {
    // The page opens on the first size in stock, the product's lowest price.
    const product = await app.services.catalogue.getProduct(1);
    const usd = { cookie: 'currency=USD' };
    const settings = (await (await as.admin.get('/api/admin/settings')).json()) as ShopSettings;
    const oldPrice = formatPrice(product!.priceCents, 'USD', settings.currencies);
    expect((await kept('/product/1', usd)).html).toContain(oldPrice);

    const changed = await patch({ currencies: { rates: { USD: 0.0111 } }, confirmRateJumps: true });
    const newPrice = formatPrice(product!.priceCents, 'USD', changed.currencies);
    expect(newPrice).not.toBe(oldPrice);
    const after = await page('/product/1', usd);
    expect(after.cache).not.toBe('hit');
    expect(after.html).toContain(newPrice);
    expect(after.html).not.toContain(oldPrice);
    expect(after.html).toContain('Currency: USD');

    await patch({ currencies: { enabled: settings.currencies.enabled.filter((code) => code !== 'USD') } });
    const off = await page('/product/1', usd);
    expect(off.html).not.toContain(newPrice);
    expect(off.html).toContain(formatPrice(product!.priceCents));
    expect(off.html).toContain('Currency: KES');
  });
});

describe("pages after the owner's brand changes", () => {
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it('name the shop in titles, sharing tags, the header, the footer and the manifest at once', async () => {
    const before = await kept('/');
    expect(title(before.html)).toBe('Heritage Shea | Timeless Beauty, Rooted in Nature');
    expect((await kept('/product/1')).html).toContain(' | Heritage Shea</title>');

    await patch({
      brand: {
        shopName: 'Amani Naturals',
        slogan: 'Made by hand in Nakuru',
        legalName: 'Amani Holdings Ltd',
      },
    });
    try {
      const home = await page('/');
      expect(home.cache).not.toBe('hit');
      expect(title(home.html)).toBe('Amani Naturals | Made by hand in Nakuru');
      expect(metaContent(home.html, 'property="og:site_name"')).toBe('Amani Naturals');
      expect(metaContent(home.html, 'property="og:title"')).toBe('Amani Naturals | Made by hand in Nakuru');
      // The shipped logo spells SPEC's name: the header and footer set the new one in letters.
      expect(home.html).not.toContain('aria-label="Heritage Shea"');
      expect(home.html).toMatch(/<a[^>]*href="\/"[^>]*><span[^>]*>Amani Naturals<\/span><\/a>/);
      expect(home.html).toContain('Why <!-- -->Amani Naturals');
      expect(home.html).toContain('Amani Holdings Ltd<!-- -->. All rights reserved.');
      expect(home.html).not.toContain('Heritage Shea');

      const product = await page('/product/1');
      expect(product.cache).not.toBe('hit');
      expect(title(product.html)).toMatch(/ \| Amani Naturals$/);
      expect(product.html).toContain('"brand":{"@type":"Brand","name":"Amani Naturals"}');

      const manifest = await fetch(`${app.url}/manifest.webmanifest`);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(await manifest.json()).toMatchObject({ name: 'Amani Naturals', short_name: 'Amani' });
    } finally {
      await patch({
        brand: { shopName: 'Heritage Shea', slogan: 'Timeless Beauty, Rooted in Nature', legalName: '' },
      });
    }
    expect(title((await page('/')).html)).toBe('Heritage Shea | Timeless Beauty, Rooted in Nature');
  });

  it("paint buttons and links in the owner's main colour, and SPEC's again once it is back", async () => {
    const html = (await kept('/')).html;
    expect(/<html[^>]*>/.exec(html)?.[0]).not.toContain('style=');

    await patch({ brand: { mainColour: '#1a5c3e' } });
    try {
      const after = await page('/');
      expect(after.cache).not.toBe('hit');
      expect(/<html[^>]*>/.exec(after.html)?.[0]).toContain(
        'style="--color-earth-700:#1a5c3e;--color-earth-800:#154a32"',
      );
    } finally {
      await patch({ brand: { mainColour: '#6b4226' } });
    }
    expect(/<html[^>]*>/.exec((await page('/')).html)?.[0]).not.toContain('style=');
  });

  it("show the owner's logo in the header, the tab, the home screen and shared links, and the shipped ones once it is removed", async () => {
    const before = (await kept('/')).html;
    expect(before).toContain('<link rel="icon" href="/brand/icon.svg" type="image/svg+xml"/>');

    const png = await sharp({ create: { width: 800, height: 400, channels: 4, background: '#1a5c3e' } })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${app.url}/api/admin/settings/logo`, {
      method: 'POST',
      headers: { origin: app.config.publicUrl, cookie: as.admin.cookie, 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(uploaded.status).toBe(200);
    const { id } = ((await uploaded.json()) as ShopSettings).brand.logo!;
    try {
      const home = await page('/');
      expect(home.cache).not.toBe('hit');
      const at = `/uploads/brand/${id}`;
      expect(home.html).toContain(
        `<link rel="icon" href="${at}-favicon-32.png" type="image/png" sizes="32x32"/>`,
      );
      expect(home.html).toContain(`<link rel="apple-touch-icon" href="${at}-apple-touch-icon.png"/>`);
      expect(home.html).not.toContain('/brand/icon.svg');
      expect(metaContent(home.html, 'property="og:image"')).toBe(`${app.config.publicUrl}${at}-og.png`);
      expect(home.html).toContain(`<img src="${at}-logo.png" width="384" height="192" alt="Heritage Shea"`);

      const manifest = (await (await fetch(`${app.url}/manifest.webmanifest`)).json()) as {
        icons: { src: string; purpose: string }[];
      };
      expect(manifest.icons.map((icon) => `${icon.src} ${icon.purpose}`)).toEqual([
        `${at}-icon-192.png any`,
        `${at}-icon-512.png any`,
        `${at}-icon-maskable-512.png maskable`,
      ]);
      for (const icon of manifest.icons) expect((await fetch(`${app.url}${icon.src}`)).status).toBe(200);
    } finally {
      await patch({ brand: { logo: null } });
    }
    const after = (await page('/')).html;
    expect(after).toContain('<link rel="icon" href="/brand/icon.svg" type="image/svg+xml"/>');
    expect(after).not.toContain('/uploads/brand/');
  });
});
