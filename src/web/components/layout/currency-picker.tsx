import * as Popover from '@radix-ui/react-popover';
import { Check, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { Currency } from '../../../core/currencies';
import { CURRENCY_GROUP_LABELS, searchCurrencyGroups } from '../../../core/currency-search';
import { offeredCurrencies, ratesSetLine } from '../../../core/offered-currencies';
import { useCurrency } from '../../lib/currency-context';
import { useShopSettings } from '../../lib/shop-settings-context';
import { CurrencyFlag } from './currency-flag';
import { CURRENCY_TRIGGER, CurrencyTriggerFace, currencyTriggerLabel } from './currency-trigger';

function CurrencyOption({
  currency,
  selected,
  onPick,
}: {
  currency: Currency;
  selected: boolean;
  onPick: (code: string) => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onPick(currency.code)}
        aria-pressed={selected}
        className={`flex w-full items-center gap-3 rounded-control px-3 py-2 text-left text-sm transition-colors hover:bg-shea-200 ${
          selected ? 'bg-shea-100 font-semibold text-earth-900' : 'text-ink'
        }`}
      >
        <CurrencyFlag currency={currency} />
        <span className="min-w-0 flex-1">
          <span className="block">
            {currency.code} <span className="text-ink-muted">({currency.symbol})</span>
          </span>
          <span className="block truncate text-xs text-ink-muted">{currency.name}</span>
        </span>
        {selected && <Check className="size-4 text-earth-700" aria-hidden="true" />}
      </button>
    </li>
  );
}

/** SPEC §2 currency picker: a searchable popover with popular and other currencies, of those the
 * owner offers, and the day their rates were set (not SPEC's claim of real-time conversion). */
export function CurrencyPicker({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { currency, setCurrency } = useCurrency();
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const { currencies } = useShopSettings();
  const groups = searchCurrencyGroups(query, offeredCurrencies(currencies.enabled));
  const pick = (code: string) => {
    setCurrency(code);
    setOpen(false);
    setQuery('');
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={CURRENCY_TRIGGER} aria-label={currencyTriggerLabel(currency.code)}>
        <CurrencyTriggerFace currency={currency} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Choose currency"
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-[min(20rem,calc(100vw-1.5rem))] rounded-card border border-line bg-surface shadow-xl outline-none"
        >
          <div className="border-b border-line p-3">
            <label htmlFor={searchId} className="sr-only">
              Search currencies
            </label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
                aria-hidden="true"
              />
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Search currencies..."
                autoComplete="off"
                className="min-h-10 w-full rounded-full border border-line bg-canvas pr-3 pl-9 text-sm placeholder:text-ink-muted"
              />
            </div>
          </div>
          <div className="max-h-[min(22rem,60dvh)] overflow-y-auto p-2">
            {groups.popular.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-ink-muted">No currencies found.</p>
            ) : (
              <>
                <CurrencyGroup
                  label={CURRENCY_GROUP_LABELS.popular}
                  currencies={groups.popular}
                  selected={currency.code}
                  onPick={pick}
                />
                {groups.other.length > 0 && (
                  <CurrencyGroup
                    label={CURRENCY_GROUP_LABELS.other}
                    currencies={groups.other}
                    selected={currency.code}
                    onPick={pick}
                  />
                )}
              </>
            )}
          </div>
          <p className="border-t border-line px-3 py-2.5 text-center text-xs text-ink-muted">
            {`${ratesSetLine(currencies.ratesSetAt)} • You pay in KES at checkout.`}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function CurrencyGroup({
  label,
  currencies,
  selected,
  onPick,
}: {
  label: string;
  currencies: readonly Currency[];
  /** The code of the currency prices show in. */
  selected: string;
  onPick: (code: string) => void;
}) {
  const id = useId();
  return (
    <div className="mb-1">
      <p id={id} className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {label}
      </p>
      <ul aria-labelledby={id}>
        {currencies.map((c) => (
          <CurrencyOption key={c.code} currency={c} selected={c.code === selected} onPick={onPick} />
        ))}
      </ul>
    </div>
  );
}
