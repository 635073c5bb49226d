// What the currency picker offers and says, from the owner's currency settings.
import { CURRENCIES, DEFAULT_CURRENCY, type Currency, type CurrencyCode } from './currencies';
import { formatShopDate, shopDateStart } from './shop-time';

/** The shopper's currency if the shop still offers it; KES for one the owner switched off. */
export function offeredCurrency(code: CurrencyCode, enabled: readonly CurrencyCode[]): CurrencyCode {
  return enabled.includes(code) ? code : DEFAULT_CURRENCY;
}

/** SPEC's list of currencies, less those the owner switched off, in SPEC's order. */
export function offeredCurrencies(enabled: readonly CurrencyCode[]): Currency[] {
  return CURRENCIES.filter((currency) => enabled.includes(currency.code));
}

/** The picker's line on the rates: the day the owner set them, e.g. 'Rates set 20 Nov 2026'. A
 * calendar date, read as written: no time zone can move it to the day before. */
export function ratesSetLine(ratesSetAt: string): string {
  const start = shopDateStart(ratesSetAt);
  return start ? `Rates set ${formatShopDate(start)}` : 'Rates set by the shop';
}
