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
  /** The flag's drawing, shipped with the shop (public/flags): emoji flags need a font many phones lack. */
  flag: string;
}

export const DEFAULT_CURRENCY: CurrencyCode = 'KES';

// Order matters: the picker shows the first 6 matches as 'Popular Currencies'.
export const CURRENCIES: readonly Currency[] = [
  { code: 'KES', symbol: 'KSH', name: 'Kenyan Shilling', flag: '/flags/ke.svg' },
  { code: 'USD', symbol: '$', name: 'US Dollar', flag: '/flags/us.svg' },
  { code: 'EUR', symbol: '€', name: 'Euro', flag: '/flags/eu.svg' },
  { code: 'GBP', symbol: '£', name: 'British Pound', flag: '/flags/gb.svg' },
  { code: 'CAD', symbol: 'C$', name: 'Canadian Dollar', flag: '/flags/ca.svg' },
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar', flag: '/flags/au.svg' },
  { code: 'ZAR', symbol: 'R', name: 'South African Rand', flag: '/flags/za.svg' },
  { code: 'NGN', symbol: '₦', name: 'Nigerian Naira', flag: '/flags/ng.svg' },
  { code: 'GHS', symbol: '₵', name: 'Ghanaian Cedi', flag: '/flags/gh.svg' },
  { code: 'UGX', symbol: 'USh', name: 'Ugandan Shilling', flag: '/flags/ug.svg' },
  { code: 'TZS', symbol: 'TSh', name: 'Tanzanian Shilling', flag: '/flags/tz.svg' },
  { code: 'RWF', symbol: 'FRw', name: 'Rwandan Franc', flag: '/flags/rw.svg' },
  { code: 'ETB', symbol: 'Br', name: 'Ethiopian Birr', flag: '/flags/et.svg' },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen', flag: '/flags/jp.svg' },
  { code: 'CNY', symbol: '¥', name: 'Chinese Yuan', flag: '/flags/cn.svg' },
  { code: 'INR', symbol: '₹', name: 'Indian Rupee', flag: '/flags/in.svg' },
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
