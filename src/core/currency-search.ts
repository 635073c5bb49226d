import { CURRENCIES, type Currency } from './currencies';

// The picker's groups (SPEC §2): the first 6 matches are popular, the rest are others.
export const POPULAR_CURRENCY_COUNT = 6;
export const CURRENCY_GROUP_LABELS = { popular: 'Popular Currencies', other: 'Other Currencies' } as const;

/** Currencies of `among` (all of SPEC's by default) whose code or name contains the query,
 * case-insensitive, in the list's order. */
export function searchCurrencies(query: string, among: readonly Currency[] = CURRENCIES): Currency[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...among];
  return among.filter(
    (currency) =>
      currency.code.toLowerCase().includes(needle) || currency.name.toLowerCase().includes(needle),
  );
}

export interface CurrencyGroups {
  popular: Currency[];
  other: Currency[];
}

export function searchCurrencyGroups(query: string, among: readonly Currency[] = CURRENCIES): CurrencyGroups {
  const matches = searchCurrencies(query, among);
  return { popular: matches.slice(0, POPULAR_CURRENCY_COUNT), other: matches.slice(POPULAR_CURRENCY_COUNT) };
}
