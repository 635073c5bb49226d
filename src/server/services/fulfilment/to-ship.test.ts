import { describe, expect, it } from 'vitest';
import { leftToShip } from './to-ship';

const unit = (variantId: number, ordered: number, back: number) => ({
  productId: 1,
  variantId,
  name: 'Whipped Shea Butter',
  size: `${variantId}00 ml`,
  ordered,
  back,
  out: ordered - back,
});

describe('leftToShip', () => {
  it('is what the order still owes less what is away in parcels, never below nothing', () => {
    const units = [unit(1, 3, 0), unit(2, 4, 1), unit(3, 2, 2), unit(4, 1, 0)];
    const away = new Map([
      [1, 1],
      [2, 3],
      [4, 1],
    ]);
    expect(leftToShip(units, away)).toEqual([
      { variantId: 1, name: 'Whipped Shea Butter', size: '100 ml', left: 2 },
      { variantId: 2, name: 'Whipped Shea Butter', size: '200 ml', left: 0 },
      { variantId: 3, name: 'Whipped Shea Butter', size: '300 ml', left: 0 },
      { variantId: 4, name: 'Whipped Shea Butter', size: '400 ml', left: 0 },
    ]);
  });

  it('offers every unit of an order with no parcel yet', () => {
    expect(leftToShip([unit(1, 2, 0)], new Map()).map((size) => size.left)).toEqual([2]);
  });
});
