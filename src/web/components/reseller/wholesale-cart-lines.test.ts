import { describe, expect, it } from 'vitest';
import {
  addWholesaleLine,
  parseWholesaleLines,
  refreshWholesaleLines,
  setWholesaleQuantity,
  wholesaleItemCount,
  wholesaleTotalCents,
  type WholesaleProduct,
} from './wholesale-cart-lines';

const butter: WholesaleProduct = {
  id: 1,
  variantId: 11,
  name: 'Raw Shea Butter',
  image: '/images/1.webp',
  size: '250 g',
  priceCents: 150000,
  wholesalePriceCents: 105000,
  inStock: true,
};
const serum = {
  ...butter,
  id: 2,
  variantId: 21,
  name: 'Glow Serum',
  priceCents: 200000,
  wholesalePriceCents: 140000,
};
const bigButter = { ...butter, variantId: 12, size: '1 kg', priceCents: 500000, wholesalePriceCents: 350000 };

describe('wholesale cart lines', () => {
  it('adds a new product as a line and raises the quantity of one already there', () => {
    let lines = addWholesaleLine([], butter, 5);
    lines = addWholesaleLine(lines, serum, 2);
    lines = addWholesaleLine(lines, butter, 3);
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      [1, 8],
      [2, 2],
    ]);
  });

  it('ignores adding zero or a negative quantity', () => {
    expect(addWholesaleLine([], butter, 0)).toEqual([]);
    expect(addWholesaleLine([], butter, -2)).toEqual([]);
  });

  it('removes a line whose quantity is set to 0 or less', () => {
    const lines = addWholesaleLine(addWholesaleLine([], butter, 5), serum, 1);
    expect(setWholesaleQuantity(lines, 11, 0).map((l) => l.id)).toEqual([2]);
    expect(setWholesaleQuantity(lines, 21, -1).map((l) => l.id)).toEqual([1]);
    expect(setWholesaleQuantity(lines, 11, 12).find((l) => l.id === 1)?.quantity).toBe(12);
  });

  it('keeps two sizes of one product as two lines', () => {
    const lines = addWholesaleLine(addWholesaleLine([], butter, 5), bigButter, 1);
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([
      ['250 g', 5],
      ['1 kg', 1],
    ]);
    expect(setWholesaleQuantity(lines, 12, 0).map((l) => l.size)).toEqual(['250 g']);
  });

  it('counts items and totals at the wholesale price', () => {
    const lines = addWholesaleLine(addWholesaleLine([], butter, 2), serum, 3);
    expect(wholesaleItemCount(lines)).toBe(5);
    expect(wholesaleTotalCents(lines)).toBe(2 * 105000 + 3 * 140000);
  });

  it('takes today’s prices and drops products no longer on sale', () => {
    const stored = addWholesaleLine(addWholesaleLine([], butter, 2), serum, 1);
    const fresh = refreshWholesaleLines(stored, [{ ...butter, wholesalePriceCents: 70000 }]);
    expect(fresh).toEqual([{ ...butter, wholesalePriceCents: 70000, quantity: 2 }]);
  });

  it('gives a line stored before sizes its product’s first size in stock', () => {
    const { variantId: _none, ...old } = { ...butter, quantity: 2 };
    const fresh = refreshWholesaleLines(parseWholesaleLines(JSON.stringify([old])), [
      { ...butter, inStock: false },
      bigButter,
    ]);
    expect(fresh).toEqual([{ ...bigButter, quantity: 2 }]);
  });

  it('reads stored text and treats anything unreadable as an empty cart', () => {
    const stored = JSON.stringify(addWholesaleLine([], butter, 2));
    expect(parseWholesaleLines(stored)).toHaveLength(1);
    expect(parseWholesaleLines('not json')).toEqual([]);
    expect(parseWholesaleLines('{"id":1}')).toEqual([]);
    expect(
      parseWholesaleLines(JSON.stringify([{ id: 1, name: 'x', quantity: 0, wholesalePriceCents: 1 }])),
    ).toEqual([]);
    expect(parseWholesaleLines(null)).toEqual([]);
  });
});
