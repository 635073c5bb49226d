// The 16 display currencies of SPEC §3. Every charge is in KES; these only change what is shown.

export const CURRENCY_CODES = [
  'KES', 'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'ZAR', 'NGN',
  'GHS', 'UGX', 'TZS', 'RWF', 'ETB', 'JPY', 'CNY', 'INR',
] as const; // prettier-ignore
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  name: string;
  flag: string;
}

export const DEFAULT_CURRENCY: CurrencyCode = 'KES';

// Order matters: the picker shows the first 6 matches as 'Popular Currencies'.
export const CURRENCIES: readonly Currency[] = [
  { code: 'KES', symbol: 'KSH', name: 'Kenyan Shilling', flag: '🇰🇪' },
  { code: 'USD', symbol: '$', name: 'US Dollar', flag: '🇺🇸' },
  { code: 'EUR', symbol: '€', name: 'Euro', flag: '🇪🇺' },
  { code: 'GBP', symbol: '£', name: 'British Pound', flag: '🇬🇧' },
  { code: 'CAD', symbol: 'C$', name: 'Canadian Dollar', flag: '🇨🇦' },
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar', flag: '🇦🇺' },
  { code: 'ZAR', symbol: 'R', name: 'South African Rand', flag: '🇿🇦' },
  { code: 'NGN', symbol: '₦', name: 'Nigerian Naira', flag: '🇳🇬' },
  { code: 'GHS', symbol: '₵', name: 'Ghanaian Cedi', flag: '🇬🇭' },
  { code: 'UGX', symbol: 'USh', name: 'Ugandan Shilling', flag: '🇺🇬' },
  { code: 'TZS', symbol: 'TSh', name: 'Tanzanian Shilling', flag: '🇹🇿' },
  { code: 'RWF', symbol: 'FRw', name: 'Rwandan Franc', flag: '🇷🇼' },
  { code: 'ETB', symbol: 'Br', name: 'Ethiopian Birr', flag: '🇪🇹' },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen', flag: '🇯🇵' },
  { code: 'CNY', symbol: '¥', name: 'Chinese Yuan', flag: '🇨🇳' },
  { code: 'INR', symbol: '₹', name: 'Indian Rupee', flag: '🇮🇳' },
];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** A stored or requested code, or KES when it is missing or unknown (SPEC §4). */
export function toCurrencyCode(value: unknown): CurrencyCode {
  return isCurrencyCode(value) ? value : DEFAULT_CURRENCY;
}

export function getCurrency(code: unknown): Currency {
  const wanted = toCurrencyCode(code);
  // Every code has an entry (checked by the unit test), so the fallback never runs.
  return CURRENCIES.find((currency) => currency.code === wanted) ?? (CURRENCIES[0] as Currency);
}
