import { describe, expect, it } from 'vitest';
import {
  galleryPicture,
  HERO_COUNT,
  heroPicture,
  PORTRAIT_COUNT,
  portraitPicture,
  productImagePaths,
  type Picture,
} from '../../src/core/images';
import { toImageProduct } from './image-product';
import { SEED_PRODUCTS } from '../../src/server/db/seed/products';
import { fileFor, rasterJobs } from './jobs';

const PUBLIC = '/public';
const outputs = rasterJobs(PUBLIC, SEED_PRODUCTS.map(toImageProduct)).flatMap((job) => job.outputs);
const made = new Map(outputs.map((o) => [o.file, o]));

/** Every file a <picture> may ask for, with the width its srcset claims. */
function filesOf(picture: Picture): { url: string; width: number }[] {
  return [
    { url: picture.src, width: picture.width },
    ...picture.sources.flatMap((source) =>
      source.srcSet.split(', ').map((entry) => {
        const [url, width] = entry.split(' ');
        return { url: url!, width: Number.parseInt(width!, 10) };
      }),
    ),
  ];
}

describe('rasterJobs', () => {
  const pictures: [string, Picture][] = [
    ...SEED_PRODUCTS.map((p): [string, Picture] => [p.slug, galleryPicture(productImagePaths(p.slug)[0]!)]),
    ...Array.from({ length: HERO_COUNT }, (_, i): [string, Picture] => [`hero ${i + 1}`, heroPicture(i + 1)]),
    ...Array.from({ length: PORTRAIT_COUNT }, (_, i): [string, Picture] => [
      `portrait ${i + 1}`,
      portraitPicture(i + 1),
    ]),
  ];

  it.each(pictures)('makes every file the pages ask for for %s, at the width named', (_name, picture) => {
    expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const { url, width } of filesOf(picture)) {
      const output = made.get(fileFor(PUBLIC, url));
      expect(output, url).toBeDefined();
      expect(output!.width).toBe(width);
      expect(output!.format).toBe(url.split('.').pop());
    }
  });

  it('asks for whole pixel sizes only', () => {
    for (const o of outputs) {
      expect(Number.isInteger(o.width) && Number.isInteger(o.height), o.file).toBe(true);
    }
  });
});
