import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  getCurrency,
  isCurrencyCode,
  toCurrencyCode,
} from './currencies';

describe('currencies', () => {
  it('lists the 16 currencies of SPEC §3, each once, with symbol, name and flag', () => {
    expect(CURRENCIES.map((c) => c.code)).toEqual([...CURRENCY_CODES]);
    expect(new Set(CURRENCY_CODES).size).toBe(16);
    for (const currency of CURRENCIES) {
      expect(currency.symbol).not.toBe('');
      expect(currency.name).not.toBe('');
      expect(currency.flag).toMatch(/^\/flags\/[a-z]{2}\.svg$/);
    }
  });

  it('defaults to KES shown as KSH', () => {
    expect(DEFAULT_CURRENCY).toBe('KES');
    expect(getCurrency('KES')).toMatchObject({ code: 'KES', symbol: 'KSH', name: 'Kenyan Shilling' });
  });

  it('recognises codes exactly', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
  });

  it('falls back to KES for unknown or missing codes', () => {
    expect(toCurrencyCode('XYZ')).toBe('KES');
    expect(toCurrencyCode(null)).toBe('KES');
    expect(toCurrencyCode('JPY')).toBe('JPY');
    expect(getCurrency('nope').code).toBe('KES');
    expect(getCurrency('GBP').symbol).toBe('£');
  });
});
