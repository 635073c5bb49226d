import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { getCurrency, toCurrencyCode, type Currency, type CurrencyCode } from '../../core/currencies';
import { formatPrice as formatInCurrency } from '../../core/currency-format';
import { offeredCurrency } from '../../core/offered-currencies';
import { CURRENCY_COOKIE } from '../../core/currency-cookie';
import { rememberInCookie } from './preference-cookie';
import { useShopSettings } from './shop-settings-context';

export interface CurrencyContextValue {
  currency: Currency;
  setCurrency: (code: string) => void;
  /** A KES price in cents, converted and written in the chosen currency. */
  formatPrice: (kesCents: number) => string;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

/** `initialCurrency` comes from the root loader (the cookie), so server and browser agree. */
export function CurrencyProvider({
  initialCurrency,
  children,
}: {
  initialCurrency: CurrencyCode;
  children: ReactNode;
}) {
  const [chosen, setCode] = useState<CurrencyCode>(initialCurrency);
  const { currencies } = useShopSettings();
  // A currency the owner switched off since the shopper chose it: prices show in KES.
  const code = offeredCurrency(chosen, currencies.enabled);

  const setCurrency = useCallback((next: string) => {
    const wanted = toCurrencyCode(next);
    rememberInCookie(CURRENCY_COOKIE, wanted);
    setCode(wanted);
  }, []);

  const value = useMemo<CurrencyContextValue>(
    () => ({
      currency: getCurrency(code),
      setCurrency,
      formatPrice: (kesCents: number) => formatInCurrency(kesCents, code, currencies),
    }),
    [code, setCurrency, currencies],
  );

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  // SPEC §8: using it outside its provider is a developer error.
  if (!value) throw new Error('useCurrency must be used inside <CurrencyProvider>');
  return value;
}
