import { describe, expect, it } from 'vitest';
import { offeredCurrencies, offeredCurrency, ratesSetLine } from './offered-currencies';

describe('offeredCurrency', () => {
  it('keeps a currency the shop offers', () => {
    expect(offeredCurrency('USD', ['KES', 'USD'])).toBe('USD');
  });

  it('falls back to KES for a currency the owner switched off', () => {
    expect(offeredCurrency('EUR', ['KES', 'USD'])).toBe('KES');
  });
});

describe('offeredCurrencies', () => {
  it("lists only the offered ones, in SPEC's order whatever the settings' order", () => {
    expect(offeredCurrencies(['USD', 'KES', 'UGX']).map((c) => c.code)).toEqual(['KES', 'USD', 'UGX']);
  });
});

describe('ratesSetLine', () => {
  it('names the day the rates were set', () => {
    expect(ratesSetLine('2026-11-20')).toBe('Rates set 20 Nov 2026');
    expect(ratesSetLine('2027-01-05')).toBe('Rates set 5 Jan 2027');
  });

  it('says nothing false for a date it cannot read', () => {
    expect(ratesSetLine('soon')).toBe('Rates set by the shop');
  });
});
