import type { Currency } from '../../../core/currencies';

/**
 * A currency's flag as a small picture. Decorative: the code and name beside it say the same, so
 * screen readers skip it. The inset ring keeps white flags (Japan, Nigeria) visible on white.
 */
export function CurrencyFlag({ currency, className = '' }: { currency: Currency; className?: string }) {
  return (
    <img
      src={currency.flag}
      alt=""
      aria-hidden="true"
      width={21}
      height={14}
      // Phones hide the header's flag; a lazy picture that is not shown is never fetched.
      loading="lazy"
      decoding="async"
      className={`h-3.5 w-[1.3125rem] shrink-0 rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(61_38_22/0.15)] ${className}`}
    />
  );
}
