import { DEFAULT_CURRENCY, toCurrencyCode } from './currencies';
import { convertFromKesCents, type CurrencySettings } from './exchange-rates';

// The shop writes shillings as 'KSH', not Intl's 'KES' (SPEC §3).
const KES_SYMBOL = 'KSH';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(code: string): Intl.NumberFormat {
  let formatter = formatters.get(code);
  if (!formatter) {
    // SPEC §9: English (US) currency style with 2 decimals, and 0 for JPY.
    const digits = code === 'JPY' ? 0 : 2;
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(code, formatter);
  }
  return formatter;
}

/**
 * A KES price in cents, converted at the shop's rates and written in `code`:
 * formatPrice(150000) is 'KSH 1,500.00', formatPrice(100000, 'USD', currencies) is '$11.10' at
 * SPEC's rates. Unknown codes fall back to KES; any code but KES needs the rates.
 * Intl puts a no-break space after letter codes ('UGX 28,400.00'); it becomes a plain space so the
 * text is the same on every page, in server-rendered HTML and in tests that search for it.
 */
export function formatPrice(cents: number, code?: 'KES'): string;
export function formatPrice(cents: number, code: string, currencies: CurrencySettings): string;
export function formatPrice(
  cents: number,
  code: string = DEFAULT_CURRENCY,
  currencies?: CurrencySettings,
): string {
  const currency = toCurrencyCode(code);
  const amount = currencies ? convertFromKesCents(cents, currency, currencies) : cents / 100;
  const parts = formatterFor(currency).formatToParts(amount);
  return parts
    .map((part) => (part.type === 'currency' && currency === 'KES' ? KES_SYMBOL : part.value))
    .join('')
    .replace(/\u00a0/g, ' ');
}
