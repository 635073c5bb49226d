import type { CurrencyCode } from '../../core/currencies';
import { CURRENCY_COOKIE } from '../../core/currency-cookie';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writeCurrencyCookie(code: CurrencyCode) {
  document.cookie = `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
