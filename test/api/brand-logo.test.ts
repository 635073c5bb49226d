// The owner's logo: an upload is checked whole, made into the logo, the icons, the favicon and the
// sharing card, served by its hash and named in the brand settings; a refused file stores nothing.
import { like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRAND_FILE_KINDS, brandPictures, type BrandFileKind } from '../../src/core/brand-images';
import { IMAGE_UNREADABLE } from '../../src/core/image-upload';
import {
  LOGO_ONLY_BY_UPLOAD,
  LOGO_TOO_LARGE,
  LOGO_TOO_SMALL,
  LOGO_WRONG_TYPE,
  MAX_LOGO_BYTES,
  NO_LOGO_CHOSEN,
} from '../../src/core/logo-upload';
import type { ShopSettings } from '../../src/core/shop-settings-values';
import { shopDocuments, shopDocumentVersions, uploadedImages } from '../../src/server/db/schema';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { personas, type Caller, type Persona } from '../support/accounts';
import { GIF_BYTES, picture, SVG_BYTES, wordmark } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: Record<Persona, Caller>;

beforeAll(async () => {
  app = await startTestApp();
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
});
afterAll(() => app.close());

beforeEach(async () => {
  await app.db.delete(shopDocumentVersions);
  await app.db.delete(shopDocuments);
  await app.db.delete(uploadedImages).where(like(uploadedImages.name, '%.png'));
  catalogueChanged();
});

function upload(bytes: Uint8Array, { caller = as.admin, origin = app.config.publicUrl } = {}) {
  const body: BodyInit = Buffer.from(bytes);
  const headers: Record<string, string> = { origin, 'content-type': 'image/png' };
  if (caller.cookie) headers.cookie = caller.cookie;
  return fetch(`${app.url}/api/admin/settings/logo`, { method: 'POST', headers, body });
}

async function brandFiles(): Promise<string[]> {
  const rows = await app.db.select({ name: uploadedImages.name }).from(uploadedImages);
  return rows.map((row) => row.name).filter((name) => name.endsWith('.png'));
}

const settingsNow = async () => (await (await as.admin.get('/api/admin/settings')).json()) as ShopSettings;

describe('a logo uploaded', () => {
  it('is made into the logo, icons, favicon and sharing card, each served at its size', async () => {
    const response = await upload(await wordmark());
    expect(response.status, await response.clone().text()).toBe(200);
    const { brand } = (await response.json()) as ShopSettings;
    // Trimmed to the bar (1100 x 200), then fitted inside 936 x 192.
    expect(brand.logo).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), width: 936, height: 170 });
    expect((await settingsNow()).brand.logo).toEqual(brand.logo);
    expect(await brandFiles()).toHaveLength(Object.keys(BRAND_FILE_KINDS).length);

    const pictures = brandPictures(brand.logo);
    const expected: [string, BrandFileKind | 'logo', number, number][] = [
      [pictures.logo!.src, 'logo', 936, 170],
      [pictures.icon192, 'icon-192', 192, 192],
      [pictures.icon512, 'icon-512', 512, 512],
      [pictures.iconMaskable512, 'icon-maskable-512', 512, 512],
      [pictures.appleTouchIcon, 'apple-touch-icon', 180, 180],
      [pictures.favicon32, 'favicon-32', 32, 32],
      [pictures.ogImage, 'og', 1200, 630],
    ];
    for (const [path, kind, width, height] of expected) {
      expect(path).toBe(`/uploads/brand/${brand.logo!.id}-${kind}.png`);
      const served = await fetch(`${app.url}${path}`);
      expect(served.status, path).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(['png', width, height]);
    }
    // Home-screen icons are opaque: a phone fills transparency with black.
    const icon = await sharp(Buffer.from(await (await fetch(`${app.url}${pictures.icon512}`)).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(icon.data[3]).toBe(255);
    expect([...icon.data.subarray(0, 3)]).toEqual([0xfb, 0xf7, 0xf0]);
    // The maskable icon keeps the logo inside the circle (80% of its side) a phone may crop it to.
    const maskable = await sharp(
      Buffer.from(await (await fetch(`${app.url}${pictures.iconMaskable512}`)).arrayBuffer()),
    )
      .raw()
      .toBuffer({ resolveWithObject: true });
    let farthest = 0;
    for (let y = 0; y < 512; y += 1) {
      for (let x = 0; x < 512; x += 1) {
        const i = (y * 512 + x) * maskable.info.channels;
        if (maskable.data[i] === 0xfb && maskable.data[i + 1] === 0xf7) continue;
        farthest = Math.max(farthest, Math.hypot(x + 0.5 - 256, y + 0.5 - 256));
      }
    }
    expect(farthest).toBeGreaterThan(100);
    expect(farthest).toBeLessThanOrEqual(0.4 * 512);
  });

  it('keeps the files of an earlier logo, so restoring that version shows it again', async () => {
    const first = ((await (await upload(await wordmark())).json()) as ShopSettings).brand.logo!;
    const second = ((await (await upload(await wordmark(900, 900))).json()) as ShopSettings).brand.logo!;
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ width: 192, height: 192 });
    const restored = await as.admin.post('/api/admin/settings/brand/versions/1/restore', {});
    expect(((await restored.json()) as ShopSettings).brand.logo).toEqual(first);
    expect((await fetch(`${app.url}${brandPictures(first).icon192}`)).status).toBe(200);
  });

  it('is removed by a save that sets it to null, and no other logo can be named by a save', async () => {
    const { logo } = ((await (await upload(await wordmark())).json()) as ShopSettings).brand;
    const made = await as.admin.send('PATCH', '/api/admin/settings', {
      brand: { logo: { id: 'f'.repeat(32), width: 100, height: 50 } },
    });
    expect(made.status).toBe(400);
    expect(((await made.json()) as { errors: Record<string, string> }).errors).toEqual({
      'brand.logo': LOGO_ONLY_BY_UPLOAD,
    });
    // Saving the brand's other fields keeps the logo.
    const renamed = await as.admin.send('PATCH', '/api/admin/settings', {
      brand: { shopName: 'Amani Naturals' },
    });
    expect(((await renamed.json()) as ShopSettings).brand.logo).toEqual(logo);

    const removed = await as.admin.send('PATCH', '/api/admin/settings', { brand: { logo: null } });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as ShopSettings).brand.logo).toBeNull();
  });
});

describe('a refused logo', () => {
  it.each([
    ['a JPEG (no transparent background)', () => picture('jpeg'), 415, LOGO_WRONG_TYPE],
    ['a GIF', async () => GIF_BYTES, 415, LOGO_WRONG_TYPE],
    ['an SVG, which can carry script', async () => SVG_BYTES, 415, LOGO_WRONG_TYPE],
    ['text named as a PNG', async () => Buffer.from('not a picture at all'), 415, LOGO_WRONG_TYPE],
    ['a PNG cut short', async () => (await wordmark()).subarray(0, 200), 400, IMAGE_UNREADABLE],
    [
      'a PNG too small for a sharp icon',
      () => picture('png', { width: 200, height: 80 }),
      400,
      LOGO_TOO_SMALL,
    ],
    ['nothing', async () => Buffer.alloc(0), 400, NO_LOGO_CHOSEN],
  ])('%s gets %i with its reason, and nothing is stored', async (_what, bytes, status, message) => {
    const response = await upload(await bytes());
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(await brandFiles()).toEqual([]);
    expect((await settingsNow()).brand.logo).toBeNull();
  });

  it('over 2 MB gets 413 before it is read, and nothing is stored', async () => {
    const response = await upload(Buffer.alloc(MAX_LOGO_BYTES + 1, 1));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(LOGO_TOO_LARGE);
    expect(await brandFiles()).toEqual([]);
  });

  it('is refused to anybody but an owner, and to another site', async () => {
    const png = await wordmark();
    expect((await upload(png, { caller: as.anonymous })).status).toBe(401);
    expect((await upload(png, { caller: as.approved })).status).toBe(403);
    const crossSite = await upload(png, { origin: 'https://elsewhere.example' });
    expect(crossSite.status).toBe(403);
    expect(await brandFiles()).toEqual([]);
    expect((await settingsNow()).brand.logo).toBeNull();
  });

  it('is not served under a name the shop does not make', async () => {
    for (const path of ['/uploads/brand/logo.png', `/uploads/brand/${'a'.repeat(32)}-icon-192.png`]) {
      expect((await fetch(`${app.url}${path}`)).status).toBe(404);
    }
  });
});
