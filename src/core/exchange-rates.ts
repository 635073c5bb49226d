// SPEC §9: rates come from a fixed table (no network call) and are relative to 1 KES.
import { DEFAULT_CURRENCY, type CurrencyCode } from './currencies';

export const EXCHANGE_RATES: Readonly<Record<CurrencyCode, number>> = {
  KES: 1,
  USD: 0.0074,
  EUR: 0.007,
  GBP: 0.0058,
  CAD: 0.0104,
  AUD: 0.0115,
  ZAR: 0.137,
  NGN: 12.2,
  GHS: 0.091,
  UGX: 28.4,
  TZS: 17.9,
  RWF: 9.9,
  ETB: 0.37,
  JPY: 1.15,
  CNY: 0.053,
  INR: 0.62,
};

/** SPEC §9 says rates count as fresh for 1 hour; the fixed table never goes stale, caches may use it. */
export const EXCHANGE_RATES_FRESH_MS = 60 * 60 * 1000;

export const REGIONAL_MARKUP = 0.5;

// East African and Horn currencies are converted at the plain rate; every other currency carries
// the 50% regional markup (SPEC §9). Some of these are not display currencies; the rule lists them.
const NO_MARKUP_CURRENCIES: readonly string[] = [
  'KES',
  'UGX',
  'TZS',
  'RWF',
  'BIF',
  'SOS',
  'ETB',
  'ERN',
  'DJF',
  'SSP',
];

export function hasRegionalMarkup(code: string): boolean {
  return !NO_MARKUP_CURRENCIES.includes(code);
}

function rateOf(code: string): number | undefined {
  return Object.hasOwn(EXCHANGE_RATES, code) ? EXCHANGE_RATES[code as CurrencyCode] : undefined;
}

/**
 * A KES price in cents as an amount of `code`, in major units (dollars, not cents), unrounded:
 * rounding is the formatter's job. KES itself and codes without a rate leave the price unchanged.
 */
export function convertFromKesCents(cents: number, code: string): number {
  const kes = cents / 100;
  const rate = rateOf(code);
  if (code === DEFAULT_CURRENCY || rate === undefined) return kes;
  return kes * rate * (hasRegionalMarkup(code) ? 1 + REGIONAL_MARKUP : 1);
}
