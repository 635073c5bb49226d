import { describe, expect, it } from 'vitest';
import {
  galleryImage,
  galleryImageAt,
  heroImage,
  HERO_COUNT,
  portraitImage,
  productImage,
  productImagePaths,
  uploadedImagePath,
} from './images';

describe('productImage', () => {
  it('uses the 800 px picture as src and lists all three widths', () => {
    const image = productImage('whipped-shea-body-butter');
    expect(image.src).toBe('/generated/products/whipped-shea-body-butter-800.webp');
    expect(image.srcSet).toBe(
      '/generated/products/whipped-shea-body-butter-400.webp 400w, ' +
        '/generated/products/whipped-shea-body-butter-800.webp 800w, ' +
        '/generated/products/whipped-shea-body-butter-1200.webp 1200w',
    );
    expect([image.width, image.height]).toEqual([800, 800]);
  });

  it('stores the src as the product row gallery', () => {
    expect(productImagePaths('raw-shea-butter-bar')).toEqual([productImage('raw-shea-butter-bar').src]);
  });
});

describe('heroImage', () => {
  it('is 16:9 at 800 and 1600 px', () => {
    const image = heroImage(3);
    expect(image.src).toBe('/generated/hero/hero-3-1600.webp');
    expect(image.srcSet).toBe('/generated/hero/hero-3-800.webp 800w, /generated/hero/hero-3-1600.webp 1600w');
    expect([image.width, image.height]).toEqual([1600, 900]);
  });

  it('refuses a hero that is not drawn', () => {
    expect(() => heroImage(0)).toThrow(RangeError);
    expect(() => heroImage(HERO_COUNT + 1)).toThrow(RangeError);
  });
});

describe('portraitImage', () => {
  it('points at the 240 px square portrait', () => {
    expect(portraitImage(2)).toMatchObject({
      src: '/generated/people/portrait-2.webp',
      width: 240,
      height: 240,
    });
  });
});

describe('galleryImage', () => {
  it('lists the widths made beside an uploaded picture', () => {
    const image = galleryImage(uploadedImagePath('0123456789abcdef0123456789abcdef', 800));
    expect(image.src).toBe('/uploads/products/0123456789abcdef0123456789abcdef-800.webp');
    expect(image.srcSet).toBe(
      '/uploads/products/0123456789abcdef0123456789abcdef-400.webp 400w, ' +
        '/uploads/products/0123456789abcdef0123456789abcdef-800.webp 800w, ' +
        '/uploads/products/0123456789abcdef0123456789abcdef-1200.webp 1200w',
    );
  });

  it('gives the seed picture the same attributes as productImage', () => {
    const seed = productImage('raw-shea-butter-bar');
    expect(galleryImage(seed.src)).toEqual(seed);
  });

  it('keeps a path the shop did not make as it is', () => {
    expect(galleryImage('/elsewhere/photo.jpg').srcSet).toBe('/elsewhere/photo.jpg 800w');
    expect(galleryImageAt('/elsewhere/photo.jpg', 400)).toBe('/elsewhere/photo.jpg');
  });
});
