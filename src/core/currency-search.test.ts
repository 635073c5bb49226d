import { describe, expect, it } from 'vitest';
import { CURRENCY_GROUP_LABELS, searchCurrencies, searchCurrencyGroups } from './currency-search';

const codes = (list: { code: string }[]) => list.map((c) => c.code);

describe('searchCurrencies', () => {
  it('returns every currency for an empty query', () => {
    expect(searchCurrencies('')).toHaveLength(16);
    expect(searchCurrencies('   ')).toHaveLength(16);
  });

  it('matches code or name, case-insensitive', () => {
    expect(codes(searchCurrencies('usd'))).toEqual(['USD']);
    expect(codes(searchCurrencies('SHILLING'))).toEqual(['KES', 'UGX', 'TZS']);
    expect(codes(searchCurrencies('dollar'))).toEqual(['USD', 'CAD', 'AUD']);
  });

  it('finds nothing for nonsense', () => {
    expect(searchCurrencies('zzz')).toEqual([]);
  });
});

describe('searchCurrencyGroups', () => {
  it('puts the first 6 matches in Popular and the rest in Other', () => {
    const groups = searchCurrencyGroups('');
    expect(codes(groups.popular)).toEqual(['KES', 'USD', 'EUR', 'GBP', 'CAD', 'AUD']);
    expect(groups.other).toHaveLength(10);
    expect(CURRENCY_GROUP_LABELS).toEqual({ popular: 'Popular Currencies', other: 'Other Currencies' });
  });

  it('fills Popular first when there are few matches', () => {
    const groups = searchCurrencyGroups('an');
    expect(groups.popular.length).toBeLessThanOrEqual(6);
    if (groups.popular.length < 6) expect(groups.other).toEqual([]);
    expect(searchCurrencyGroups('zzz')).toEqual({ popular: [], other: [] });
  });
});
