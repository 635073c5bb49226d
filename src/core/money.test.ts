import { describe, expect, it } from 'vitest';
import {
  centsToDecimalString,
  chargeKes,
  isCents,
  kesToCents,
  multiplyCents,
  parseDecimalToCents,
  shopDecimalToCents,
  sumCents,
} from './money';

describe('kesToCents', () => {
  it('converts whole and decimal shillings', () => {
    expect(kesToCents(1500)).toBe(150_000);
    expect(kesToCents(1500.5)).toBe(150_050);
    expect(kesToCents(0)).toBe(0);
  });

  it('rounds half up despite floating-point noise', () => {
    expect(kesToCents(1.005)).toBe(101);
    expect(kesToCents(0.1 + 0.2)).toBe(30);
    expect(kesToCents(19.999)).toBe(2000);
  });

  it('rejects non-finite amounts', () => {
    expect(() => kesToCents(Number.NaN)).toThrow(RangeError);
    expect(() => kesToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('centsToDecimalString', () => {
  it('writes two decimals', () => {
    expect(centsToDecimalString(150_000)).toBe('1500.00');
    expect(centsToDecimalString(150_005)).toBe('1500.05');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(0)).toBe('0.00');
    expect(centsToDecimalString(-250)).toBe('-2.50');
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDecimalString(1.5)).toThrow(RangeError);
  });
});

describe('parseDecimalToCents', () => {
  it('reads whole and decimal strings', () => {
    expect(parseDecimalToCents('1500.00')).toBe(150_000);
    expect(parseDecimalToCents('1500')).toBe(150_000);
    expect(parseDecimalToCents('1500.5')).toBe(150_050);
    expect(parseDecimalToCents(' 0.05 ')).toBe(5);
  });

  it.each(['', ' ', 'abc', '12abc', '-5', '+5', '1,500.00', '1.234', '1e3', '.5', '5.', 'NaN', '0x10'])(
    'returns null for %j',
    (text) => {
      expect(parseDecimalToCents(text)).toBeNull();
    },
  );

  it('round-trips with centsToDecimalString', () => {
    for (const cents of [0, 1, 99, 100, 123_456]) {
      expect(parseDecimalToCents(centsToDecimalString(cents))).toBe(cents);
    }
  });
});

describe('shopDecimalToCents', () => {
  it('reads the decimal strings the shop writes', () => {
    expect(shopDecimalToCents('1850.00')).toBe(185_000);
    expect(shopDecimalToCents('0.00')).toBe(0);
  });

  it('throws on a string that is not one, rather than read it as nothing', () => {
    expect(() => shopDecimalToCents('')).toThrow('Not a price the shop writes');
    expect(() => shopDecimalToCents('KSH 5')).toThrow('Not a price the shop writes');
  });
});

describe('multiplyCents and sumCents', () => {
  it('multiplies a unit price by a quantity', () => {
    expect(multiplyCents(150_000, 3)).toBe(450_000);
    expect(() => multiplyCents(100, 1.5)).toThrow(RangeError);
    expect(() => multiplyCents(10.5, 2)).toThrow(RangeError);
  });

  it('sums exactly', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
  });

  it('knows what cents are', () => {
    expect(isCents(5)).toBe(true);
    expect(isCents(5.5)).toBe(false);
    expect(isCents('5')).toBe(false);
  });

  it('charges M-Pesa whole shillings, rounding a total with cents up', () => {
    expect(chargeKes(150000)).toBe(1500);
    expect(chargeKes(150001)).toBe(1501);
    expect(chargeKes(149999)).toBe(1500);
    expect(chargeKes(0)).toBe(0);
    expect(() => chargeKes(1.5)).toThrow(RangeError);
  });
});
