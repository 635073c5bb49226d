import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currencies';
import { DEFAULT_CURRENCY_SETTINGS as C, convertFromKesCents, hasRegionalMarkup } from './exchange-rates';

describe('exchange rates', () => {
  it('has a rate for every display currency', () => {
    for (const code of CURRENCY_CODES) expect(C.rates[code]).toBeGreaterThan(0);
    expect(C.rates.KES).toBe(1);
    expect(C.rates.USD).toBe(0.0074);
  });

  it('adds the 50% regional markup outside East Africa and the Horn', () => {
    for (const code of ['KES', 'UGX', 'TZS', 'RWF', 'BIF', 'SOS', 'ETB', 'ERN', 'DJF', 'SSP']) {
      expect(hasRegionalMarkup(code)).toBe(false);
    }
    for (const code of ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'ZAR', 'NGN', 'GHS', 'JPY', 'CNY', 'INR']) {
      expect(hasRegionalMarkup(code)).toBe(true);
    }
  });
});

describe('convertFromKesCents', () => {
  it('converts USD with the markup: 1000 KES is 0.0074 x 1.5 x 1000', () => {
    expect(convertFromKesCents(100_000, 'USD', C)).toBeCloseTo(11.1, 10);
  });

  it('converts UGX at the plain rate', () => {
    expect(convertFromKesCents(100_000, 'UGX', C)).toBeCloseTo(28_400, 8);
    expect(convertFromKesCents(100_000, 'ETB', C)).toBeCloseTo(370, 8);
  });

  it('converts JPY with the markup', () => {
    expect(convertFromKesCents(100_000, 'JPY', C)).toBeCloseTo(1725, 8);
  });

  it('leaves KES and currencies without a rate unchanged', () => {
    expect(convertFromKesCents(150_050, 'KES', C)).toBe(1500.5);
    expect(convertFromKesCents(150_000, 'XYZ', C)).toBe(1500);
    expect(convertFromKesCents(150_000, 'BIF', C)).toBe(1500);
    expect(convertFromKesCents(150_000, 'constructor', C)).toBe(1500);
  });
});

describe('convertFromKesCents at the owner’s rates', () => {
  it('follows a new rate and markup', () => {
    const set = { ...C, rates: { ...C.rates, USD: 0.008 }, markupPercent: 25 };
    expect(convertFromKesCents(100_000, 'USD', set)).toBeCloseTo(10, 10);
    expect(convertFromKesCents(100_000, 'UGX', { ...set, rates: { ...set.rates, UGX: 30 } })).toBeCloseTo(
      30_000,
      8,
    );
  });
});
