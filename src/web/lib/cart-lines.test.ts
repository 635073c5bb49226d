import { describe, expect, it } from 'vitest';
import {
  addLine,
  itemCount,
  parseStoredLines,
  refreshLines,
  removeLine,
  setLineQuantity,
  type FreshProduct,
} from './cart-lines';

const shea = {
  id: 1,
  variantId: 11,
  size: '100 g',
  name: 'Whipped Shea',
  priceCents: 150_000,
  image: '/a.webp',
  inStock: true,
};
const sheaLarge = { ...shea, variantId: 12, size: '400 g', priceCents: 320_000 };
const oil = {
  id: 2,
  variantId: 21,
  size: '50 ml',
  name: 'Hair Oil',
  priceCents: 90_000,
  image: '/b.webp',
  inStock: true,
};

const freshShea: FreshProduct = {
  id: 1,
  name: 'Whipped Shea',
  image: '/a.webp',
  variants: [
    { id: 11, label: '100 g', priceCents: 160_000, inStock: false, image: null },
    { id: 12, label: '400 g', priceCents: 320_000, inStock: true, image: '/large.webp' },
  ],
};

describe('cart lines', () => {
  it('sums quantities for the same product and size, and appends new ones', () => {
    let lines = addLine([], shea, 1);
    lines = addLine(lines, oil, 2);
    lines = addLine(lines, shea, 3);
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      [1, 4],
      [2, 2],
    ]);
    expect(itemCount(lines)).toBe(6);
  });

  it('keeps two sizes of one product as two lines, each changed and removed on its own', () => {
    let lines = addLine(addLine([], shea, 1), sheaLarge, 2);
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([
      ['100 g', 1],
      ['400 g', 2],
    ]);
    lines = setLineQuantity(lines, { id: 1, variantId: 12 }, 5);
    expect(lines.map((l) => l.quantity)).toEqual([1, 5]);
    expect(removeLine(lines, { id: 1, variantId: 11 }).map((l) => l.size)).toEqual(['400 g']);
  });

  it('ignores adding zero or a negative quantity', () => {
    expect(addLine([], shea, 0)).toEqual([]);
    expect(addLine([], shea, -2)).toEqual([]);
  });

  it('removes a line when the quantity is set to 0 or below', () => {
    const lines = addLine(addLine([], shea, 2), oil, 1);
    expect(setLineQuantity(lines, shea, 5).find((l) => l.id === 1)?.quantity).toBe(5);
    expect(setLineQuantity(lines, shea, 0).map((l) => l.id)).toEqual([2]);
    expect(setLineQuantity(lines, oil, -1).map((l) => l.id)).toEqual([1]);
    expect(removeLine(lines, shea).map((l) => l.id)).toEqual([2]);
  });

  it("takes each size's fresh price, picture and stock, and drops products and sizes no longer sold", () => {
    const lines = addLine(addLine(addLine([], shea, 2), sheaLarge, 1), oil, 1);
    const fresh = refreshLines(lines, [freshShea]);
    expect(fresh).toEqual([
      { ...shea, priceCents: 160_000, inStock: false, quantity: 2 },
      { ...sheaLarge, image: '/large.webp', quantity: 1 },
    ]);
    const withoutSmall = refreshLines(lines, [{ ...freshShea, variants: freshShea.variants.slice(1) }]);
    expect(withoutSmall.map((l) => l.size)).toEqual(['400 g']);
  });

  it('gives a line stored before sizes the first size in stock, joining a line of that size', () => {
    const old = { ...shea, variantId: null, size: '', quantity: 2 };
    const lines = [old, { ...sheaLarge, quantity: 1 }];
    expect(refreshLines(lines, [freshShea])).toEqual([{ ...sheaLarge, image: '/large.webp', quantity: 3 }]);
  });

  it('reads stored lines, old ones without a size too, and drops anything malformed', () => {
    expect(parseStoredLines(null)).toEqual([]);
    expect(parseStoredLines('not json')).toEqual([]);
    expect(parseStoredLines('{"id":1}')).toEqual([]);
    const stored = JSON.stringify([
      { ...shea, quantity: 2 },
      { ...sheaLarge, quantity: 1 },
      { ...oil, quantity: 0 },
      { ...oil, priceCents: 'free', quantity: 1 },
      { ...oil, variantId: 'big', quantity: 1 },
      { ...shea, quantity: 9 },
      { id: 3, name: 'Old line', priceCents: 1000, image: '', quantity: 1, inStock: true },
      null,
    ]);
    expect(parseStoredLines(stored)).toEqual([
      { ...shea, quantity: 2 },
      { ...sheaLarge, quantity: 1 },
      {
        id: 3,
        variantId: null,
        size: '',
        name: 'Old line',
        priceCents: 1000,
        image: '',
        quantity: 1,
        inStock: true,
      },
    ]);
  });
});
