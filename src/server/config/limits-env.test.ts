import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('UNPAID_UNITS_PER_PRODUCT', () => {
  it('lets unpaid orders of one client hold 10 units of a product by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).orderLimits.unpaidUnitsPerProduct).toBe(10);
    expect(loadConfig({ NODE_ENV: 'test', UNPAID_UNITS_PER_PRODUCT: '25' }).orderLimits).toMatchObject({
      unpaidUnitsPerProduct: 25,
    });
  });

  it.each(['0', '-3', '2.5', 'ten', ''])('refuses UNPAID_UNITS_PER_PRODUCT=%s, naming it', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', UNPAID_UNITS_PER_PRODUCT: value })).toThrow(
      /UNPAID_UNITS_PER_PRODUCT must be a whole number from 1/,
    );
  });
});
