import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS as D } from './delivery';
import { lineTotalCents, priceOrder, priceOrderOfKind, subtotalCents, unitPriceCents } from './pricing';

describe('priceOrder', () => {
  it('adds the default fee to a small cart with no area', () => {
    expect(priceOrder([{ unitPriceCents: 150_000, quantity: 1 }], D)).toEqual({
      subtotalCents: 150_000,
      deliveryFeeCents: 20_000,
      totalCents: 170_000,
    });
  });

  it('delivers free in Kenya above KSH 3,000', () => {
    const lines = [
      { unitPriceCents: 150_000, quantity: 2 },
      { unitPriceCents: 1, quantity: 1 },
    ];
    expect(priceOrder(lines, D, 'Kisumu')).toEqual({
      subtotalCents: 300_001,
      deliveryFeeCents: 0,
      totalCents: 300_001,
    });
  });

  it('pays exactly KSH 3,000 plus the area fee', () => {
    expect(priceOrder([{ unitPriceCents: 100_000, quantity: 3 }], D, 'Karen').totalCents).toBe(330_000);
  });

  it('charges the fee abroad whatever the subtotal', () => {
    expect(priceOrder([{ unitPriceCents: 500_000, quantity: 1 }], D, 'Uganda')).toEqual({
      subtotalCents: 500_000,
      deliveryFeeCents: 150_000,
      totalCents: 650_000,
    });
  });

  it('prices an empty list at the default fee (the pages show the empty cart instead)', () => {
    expect(priceOrder([], D)).toEqual({ subtotalCents: 0, deliveryFeeCents: 20_000, totalCents: 20_000 });
  });

  it('rejects fractional quantities and prices', () => {
    expect(() => priceOrder([{ unitPriceCents: 100, quantity: 0.5 }], D)).toThrow(RangeError);
    expect(() => subtotalCents([{ unitPriceCents: 10.5, quantity: 1 }])).toThrow(RangeError);
    expect(lineTotalCents({ unitPriceCents: 250, quantity: 4 })).toBe(1000);
  });
});

describe('pricing by kind of order', () => {
  it('charges resellers 70% and no delivery fee', () => {
    expect(unitPriceCents('retail', 150_000, 30)).toBe(150_000);
    expect(unitPriceCents('wholesale', 150_000, 30)).toBe(105_000);
    const lines = [{ unitPriceCents: 105_000, quantity: 2 }];
    expect(priceOrderOfKind('wholesale', lines, D, 'Nairobi CBD')).toEqual({
      subtotalCents: 210_000,
      deliveryFeeCents: 0,
      totalCents: 210_000,
    });
    expect(priceOrderOfKind('retail', lines, D, 'Nairobi CBD')).toEqual(priceOrder(lines, D, 'Nairobi CBD'));
  });
});
