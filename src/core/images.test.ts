import { describe, expect, it } from 'vitest';
import {
  galleryImageVariant,
  galleryPicture,
  heroPicture,
  HERO_COUNT,
  portraitPicture,
  productImagePath,
  productImagePaths,
  UPLOADED_IMAGE_FILE,
  uploadedImagePath,
} from './images';

const HASH = '0123456789abcdef0123456789abcdef';

describe('galleryImageVariant', () => {
  it('names a seed picture at another width and format beside the stored one', () => {
    const stored = productImagePath('whipped-shea-body-butter', 800);
    expect(stored).toBe('/generated/products/whipped-shea-body-butter-800.webp');
    expect(galleryImageVariant(stored, 400, 'avif')).toBe(
      '/generated/products/whipped-shea-body-butter-400.avif',
    );
    expect(galleryImageVariant(stored, 1200, 'webp')).toBe(
      '/generated/products/whipped-shea-body-butter-1200.webp',
    );
  });

  it('names an uploaded picture the way the upload stores it, and the server serves it', () => {
    const variant = galleryImageVariant(uploadedImagePath(HASH, 800), 200, 'avif');
    expect(variant).toBe(uploadedImagePath(HASH, 200, 'avif'));
    expect(variant).toBe(`/uploads/products/${HASH}-200.avif`);
    expect(UPLOADED_IMAGE_FILE.test(variant!.split('/').pop()!)).toBe(true);
  });

  it('has no variants for a path the shop did not make', () => {
    expect(galleryImageVariant('/elsewhere/photo.jpg', 400, 'avif')).toBeNull();
    expect(galleryImageVariant('/generated/products/shea-400.webp', 800, 'avif')).toBeNull();
    expect(galleryImageVariant('', 400, 'webp')).toBeNull();
  });
});

describe('UPLOADED_IMAGE_FILE', () => {
  it('matches only names an upload makes', () => {
    expect(UPLOADED_IMAGE_FILE.test(`${HASH}-800.webp`)).toBe(true);
    expect(UPLOADED_IMAGE_FILE.test(`${HASH}-1200.avif`)).toBe(true);
    expect(UPLOADED_IMAGE_FILE.test(`${HASH}-1000.avif`)).toBe(false);
    expect(UPLOADED_IMAGE_FILE.test(`${HASH}-800.png`)).toBe(false);
    expect(UPLOADED_IMAGE_FILE.test(`${HASH}-800.webp.part`)).toBe(false);
    expect(UPLOADED_IMAGE_FILE.test(`../${HASH}-800.webp`)).toBe(false);
  });
});

describe('galleryPicture', () => {
  it('offers AVIF first, then WebP, at every width, with the stored WebP as the fallback', () => {
    const stored = productImagePaths('raw-shea-butter-bar')[0]!;
    const picture = galleryPicture(stored);
    expect(picture.src).toBe(stored);
    expect([picture.width, picture.height]).toEqual([800, 800]);
    expect(picture.sources).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/generated/products/raw-shea-butter-bar-200.avif 200w, ' +
          '/generated/products/raw-shea-butter-bar-400.avif 400w, ' +
          '/generated/products/raw-shea-butter-bar-800.avif 800w, ' +
          '/generated/products/raw-shea-butter-bar-1200.avif 1200w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/generated/products/raw-shea-butter-bar-200.webp 200w, ' +
          '/generated/products/raw-shea-butter-bar-400.webp 400w, ' +
          '/generated/products/raw-shea-butter-bar-800.webp 800w, ' +
          '/generated/products/raw-shea-butter-bar-1200.webp 1200w',
      },
    ]);
  });

  it('keeps a path the shop did not make as the one picture, with no sources', () => {
    expect(galleryPicture('/elsewhere/photo.jpg')).toEqual({
      src: '/elsewhere/photo.jpg',
      sources: [],
      width: 800,
      height: 800,
    });
  });
});

describe('heroPicture', () => {
  it('is 16:9, at 640, 1024 and 1600 px in both formats', () => {
    const picture = heroPicture(3);
    expect(picture.src).toBe('/generated/hero/hero-3-1600.webp');
    expect(picture.sources.map((s) => s.srcSet)).toEqual([
      '/generated/hero/hero-3-640.avif 640w, /generated/hero/hero-3-1024.avif 1024w, /generated/hero/hero-3-1600.avif 1600w',
      '/generated/hero/hero-3-640.webp 640w, /generated/hero/hero-3-1024.webp 1024w, /generated/hero/hero-3-1600.webp 1600w',
    ]);
    expect([picture.width, picture.height]).toEqual([1600, 900]);
  });

  it('refuses a hero that is not drawn', () => {
    expect(() => heroPicture(0)).toThrow(RangeError);
    expect(() => heroPicture(HERO_COUNT + 1)).toThrow(RangeError);
  });
});

describe('portraitPicture', () => {
  it('is one square size in both formats', () => {
    expect(portraitPicture(2)).toEqual({
      src: '/generated/people/portrait-2.webp',
      sources: [
        { type: 'image/avif', srcSet: '/generated/people/portrait-2.avif 128w' },
        { type: 'image/webp', srcSet: '/generated/people/portrait-2.webp 128w' },
      ],
      width: 128,
      height: 128,
    });
  });
});
