// Display prices in other currencies (SPEC §9): rates per 1 KES, set by the owner in the console
// (settings group 'currencies'; no network call), with SPEC's table as the default.
import { CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from './currencies';

export interface CurrencySettings {
  /** How much of each currency 1 KES buys. */
  rates: Record<CurrencyCode, number>;
  /** The currencies the picker offers; KES always. */
  enabled: CurrencyCode[];
  /** Added to the rate of currencies outside East Africa. */
  markupPercent: number;
  /** The day the owner last set the rates (YYYY-MM-DD), shown in the picker. */
  ratesSetAt: string;
}

const SPEC_RATES: Readonly<Record<CurrencyCode, number>> = {
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

export const DEFAULT_CURRENCY_SETTINGS: CurrencySettings = {
  rates: { ...SPEC_RATES },
  enabled: [...CURRENCY_CODES],
  markupPercent: 50,
  ratesSetAt: '2026-11-01',
};

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

function rateOf(rates: Record<CurrencyCode, number>, code: string): number | undefined {
  return Object.hasOwn(rates, code) ? rates[code as CurrencyCode] : undefined;
}

/**
 * A KES price in cents as an amount of `code`, in major units (dollars, not cents), unrounded:
 * rounding is the formatter's job. KES itself and codes without a rate leave the price unchanged.
 */
export function convertFromKesCents(cents: number, code: string, currencies: CurrencySettings): number {
  const kes = cents / 100;
  const rate = rateOf(currencies.rates, code);
  if (code === DEFAULT_CURRENCY || rate === undefined) return kes;
  return kes * rate * (hasRegionalMarkup(code) ? 1 + currencies.markupPercent / 100 : 1);
}
