import { describe, expect, it } from 'vitest';
import { orderNumberOfAccount } from './paybill-account';

describe('orderNumberOfAccount', () => {
  it.each([
    ['HM-7K2Q9X4M', 'HM-7K2Q9X4M'],
    [' hm-7k2q9x4m ', 'HM-7K2Q9X4M'],
    ['HM7K2Q9X4M', 'HM-7K2Q9X4M'],
    ['hm 7k2q 9x4m', 'HM-7K2Q9X4M'],
    ['HM-7K2Q9XOI', 'HM-7K2Q9X01'],
  ])('reads %j as %s', (account, orderNumber) => {
    expect(orderNumberOfAccount(account)).toBe(orderNumber);
  });

  it.each(['', 'HM-', '7K2Q9X4M', 'HM-7K2Q9X4', 'HM-7K2Q9X4MM', 'HM-7K2Q9X4U', 'INV-12345678'])(
    'refuses %j',
    (account) => {
      expect(orderNumberOfAccount(account)).toBeNull();
    },
  );
});
