import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currencies';
import { EXCHANGE_RATES, convertFromKesCents, hasRegionalMarkup } from './exchange-rates';

describe('exchange rates', () => {
  it('has a rate for every display currency', () => {
    for (const code of CURRENCY_CODES) expect(EXCHANGE_RATES[code]).toBeGreaterThan(0);
    expect(EXCHANGE_RATES.KES).toBe(1);
    expect(EXCHANGE_RATES.USD).toBe(0.0074);
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
    expect(convertFromKesCents(100_000, 'USD')).toBeCloseTo(11.1, 10);
  });

  it('converts UGX at the plain rate', () => {
    expect(convertFromKesCents(100_000, 'UGX')).toBeCloseTo(28_400, 8);
    expect(convertFromKesCents(100_000, 'ETB')).toBeCloseTo(370, 8);
  });

  it('converts JPY with the markup', () => {
    expect(convertFromKesCents(100_000, 'JPY')).toBeCloseTo(1725, 8);
  });

  it('leaves KES and currencies without a rate unchanged', () => {
    expect(convertFromKesCents(150_050, 'KES')).toBe(1500.5);
    expect(convertFromKesCents(150_000, 'XYZ')).toBe(1500);
    expect(convertFromKesCents(150_000, 'BIF')).toBe(1500);
    expect(convertFromKesCents(150_000, 'constructor')).toBe(1500);
  });
});
