import { describe, expect, it } from 'vitest';
import { chosenVariant, picturesForVariant, variantPicture } from './product-variants';

const sizes = [
  { id: 1, inStock: false, active: true },
  { id: 2, inStock: true, active: true },
  { id: 3, inStock: true, active: false },
];

describe('chosenVariant', () => {
  it('opens on the size asked for while it is on sale, sold out or not', () => {
    expect(chosenVariant(sizes, 1)?.id).toBe(1);
    expect(chosenVariant(sizes, 2)?.id).toBe(2);
  });

  it('falls back to the first size in stock for a switched-off, unknown or missing size', () => {
    expect(chosenVariant(sizes, 3)?.id).toBe(2);
    expect(chosenVariant(sizes, 99)?.id).toBe(2);
    expect(chosenVariant(sizes)?.id).toBe(2);
  });

  it('opens on the first size on sale when none is in stock', () => {
    expect(chosenVariant([{ id: 7, inStock: false, active: true }])?.id).toBe(7);
  });

  it('takes sizes that do not say whether they are on sale as on sale, as the storefront lists them', () => {
    const listed = [
      { id: 4, inStock: false },
      { id: 5, inStock: true },
    ];
    expect(chosenVariant(listed, 4)?.id).toBe(4);
    expect(chosenVariant(listed)?.id).toBe(5);
  });
});

describe('picturesForVariant', () => {
  const gallery = ['/a.webp', '/b.webp', '/c.webp'];

  it("shows the product's pictures for a size without its own", () => {
    expect(picturesForVariant({ image: null }, gallery)).toEqual(gallery);
  });

  it("leads with the size's picture, once", () => {
    expect(picturesForVariant({ image: '/b.webp' }, gallery)).toEqual(['/b.webp', '/a.webp', '/c.webp']);
    expect(picturesForVariant({ image: '/own.webp' }, gallery)).toEqual(['/own.webp', ...gallery]);
  });
});

describe('variantPicture', () => {
  it("is the size's own picture, else the product's first, else none", () => {
    expect(variantPicture({ image: '/own.webp' }, ['/a.webp'])).toBe('/own.webp');
    expect(variantPicture({ image: null }, ['/a.webp', '/b.webp'])).toBe('/a.webp');
    expect(variantPicture({ image: null }, [])).toBe('');
  });
});
