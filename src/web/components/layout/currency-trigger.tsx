import { ChevronDown } from 'lucide-react';
import type { Currency } from '../../../core/currencies';
import { CurrencyFlag } from './currency-flag';

export const CURRENCY_TRIGGER =
  'inline-flex h-9 items-center gap-1 rounded-full px-1.5 text-sm font-semibold text-earth-900 transition-colors hover:bg-shea-200 sm:h-10 sm:px-3';

export const currencyTriggerLabel = (code: string) => `Currency: ${code}. Change currency`;

/** The picker button's face, shared by the stand-in and the real popover trigger. */
export function CurrencyTriggerFace({ currency }: { currency: Currency }) {
  return (
    <>
      <CurrencyFlag currency={currency} className="hidden sm:block" />
      <span>{currency.code}</span>
      <ChevronDown className="hidden size-4 sm:block" aria-hidden="true" />
    </>
  );
}
