import { cookieValue } from './cookie-header';
import { toCurrencyCode, type CurrencyCode } from './currencies';

// The display currency lives in a plain cookie, not only in localStorage, so the server renders
// prices in it on the first paint (no flash of KSH before hydration). The server's page cache keys
// pages by the same reading, so both must parse the cookie alike: this is the one parser.
export const CURRENCY_COOKIE = 'currency';

/** The currency from a Cookie header; KES when missing, unknown or garbled (SPEC §4). */
export function currencyFromCookieHeader(header: string | null | undefined): CurrencyCode {
  return toCurrencyCode(cookieValue(header, CURRENCY_COOKIE) ?? undefined);
}
