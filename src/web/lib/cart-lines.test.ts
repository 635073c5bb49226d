import { describe, expect, it } from 'vitest';
import {
  addLine,
  itemCount,
  parseStoredLines,
  refreshLines,
  removeLine,
  setLineQuantity,
} from './cart-lines';

const shea = { id: 1, name: 'Whipped Shea', priceCents: 150_000, image: '/a.webp', inStock: true };
const oil = { id: 2, name: 'Hair Oil', priceCents: 90_000, image: '/b.webp', inStock: true };

describe('cart lines', () => {
  it('sums quantities for the same product and appends new ones', () => {
    let lines = addLine([], shea, 1);
    lines = addLine(lines, oil, 2);
    lines = addLine(lines, shea, 3);
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      [1, 4],
      [2, 2],
    ]);
    expect(itemCount(lines)).toBe(6);
  });

  it('ignores adding zero or a negative quantity', () => {
    expect(addLine([], shea, 0)).toEqual([]);
    expect(addLine([], shea, -2)).toEqual([]);
  });

  it('removes a line when the quantity is set to 0 or below', () => {
    const lines = addLine(addLine([], shea, 2), oil, 1);
    expect(setLineQuantity(lines, 1, 5).find((l) => l.id === 1)?.quantity).toBe(5);
    expect(setLineQuantity(lines, 1, 0).map((l) => l.id)).toEqual([2]);
    expect(setLineQuantity(lines, 2, -1).map((l) => l.id)).toEqual([1]);
    expect(removeLine(lines, 1).map((l) => l.id)).toEqual([2]);
  });

  it('takes fresh price and stock from the server and drops products no longer sold', () => {
    const lines = addLine(addLine([], shea, 2), oil, 1);
    const fresh = refreshLines(lines, [{ ...shea, priceCents: 160_000, inStock: false }]);
    expect(fresh).toEqual([{ ...shea, priceCents: 160_000, inStock: false, quantity: 2 }]);
  });

  it('reads stored lines and drops anything malformed', () => {
    expect(parseStoredLines(null)).toEqual([]);
    expect(parseStoredLines('not json')).toEqual([]);
    expect(parseStoredLines('{"id":1}')).toEqual([]);
    const stored = JSON.stringify([
      { ...shea, quantity: 2 },
      { ...oil, quantity: 0 },
      { ...oil, priceCents: 'free', quantity: 1 },
      { ...shea, quantity: 9 },
      null,
    ]);
    expect(parseStoredLines(stored)).toEqual([{ ...shea, quantity: 2 }]);
  });
});
