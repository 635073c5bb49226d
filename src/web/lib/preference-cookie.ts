const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers a shopper's choice (currency, data saver) for a year in a plain cookie, which the
 * server reads to draw the next page the same way (core/currency-cookie.ts, core/data-saver.ts).
 */
export function rememberInCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
