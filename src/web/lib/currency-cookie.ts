import { toCurrencyCode, type CurrencyCode } from '../../core/currencies';

// The display currency lives in a plain cookie, not only in localStorage, so the server renders
// prices in it on the first paint (no flash of KSH before hydration).
export const CURRENCY_COOKIE = 'currency';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The currency from a Cookie header; KES when missing, unknown or garbled (SPEC §4). */
export function currencyFromCookieHeader(header: string | null): CurrencyCode {
  if (!header) return toCurrencyCode(undefined);
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    // Compared as sent, not URI-decoded: codes are three letters written unencoded, and decoding a
    // malformed value such as %E0%A4%A would throw and fail the whole page.
    if (name === CURRENCY_COOKIE) return toCurrencyCode(rest.join('='));
  }
  return toCurrencyCode(undefined);
}

export function writeCurrencyCookie(code: CurrencyCode) {
  document.cookie = `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
