import { describe, expect, it } from 'vitest';
import { toImageProduct } from './image-product';
import { SEED_PRODUCTS } from '../../src/server/db/seed/products';
import { productSvg } from './product-art';
import { SAMPLE_PRODUCTS } from './sample-products';

describe('productSvg', () => {
  it.each([...SAMPLE_PRODUCTS, ...SEED_PRODUCTS.map(toImageProduct)].map((p) => [p.slug, p] as const))(
    'draws %s cleanly',
    (_slug, product) => {
      const svg = productSvg(product);
      // A NaN or undefined coordinate makes librsvg drop the shape silently.
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg).toContain('HERITAGE SHEA');
    },
  );
});
