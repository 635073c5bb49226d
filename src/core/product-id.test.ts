import { describe, expect, it } from 'vitest';
import { productIdField } from './product-id';

describe('productIdField', () => {
  it('reads numbers and numeric strings', () => {
    expect(productIdField.parse(7)).toBe(7);
    expect(productIdField.parse(' 42 ')).toBe(42);
    expect(productIdField.parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it.each([0, -1, 2.5, '2.5', '0x10', '1e3', '', 'seven', null, undefined, true, 2_147_483_648])(
    'refuses %j',
    (value) => {
      expect(productIdField.safeParse(value).error?.issues[0]?.message).toBe(
        'Product id must be a positive whole number',
      );
    },
  );
});
