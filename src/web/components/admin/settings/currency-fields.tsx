import { CURRENCIES } from '../../../../core/currencies';
import { LABEL_CLASSES } from '../field-styles';
import { FieldError, SettingsCheckbox, SettingsField, type FieldErrors } from './settings-field';

export interface CurrencyFormValues {
  rates: Record<string, number | string>;
  enabled: string[];
  markupPercent: number | string;
  ratesSetAt: string;
}

/** The rate and the picker's on/off of each currency, the markup, the date and the CSV paste. */
export function CurrencyFields({ values, errors }: { values: CurrencyFormValues; errors: FieldErrors }) {
  return (
    <>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-base font-semibold text-earth-900">Rates per 1 KES</legend>
        <ul className="grid gap-x-6 gap-y-2 lg:grid-cols-2">
          {CURRENCIES.map((currency) => {
            const name = `currencies.rates.${currency.code}`;
            const fixed = currency.code === 'KES';
            return (
              <li
                key={currency.code}
                className="grid grid-cols-[minmax(0,1fr)_8rem_auto] items-start gap-2 border-b border-line pb-2"
              >
                <span className="min-w-0 pt-3 text-sm">
                  <span className="font-semibold text-ink">{currency.code}</span>{' '}
                  <span className="text-ink-muted">{currency.name}</span>
                </span>
                {fixed ? (
                  <>
                    <input type="hidden" name={name} value="1" />
                    <span className="pt-3 text-sm text-ink-muted">1 (always)</span>
                  </>
                ) : (
                  <SettingsField
                    name={name}
                    label={`${currency.code} per 1 KES`}
                    labelClassName="sr-only"
                    value={values.rates[currency.code]}
                    errors={errors}
                    inputMode="decimal"
                    autoComplete="off"
                  />
                )}
                {fixed ? (
                  <span className="pt-3 text-sm text-ink-muted">Always on</span>
                ) : (
                  <SettingsCheckbox
                    name="currencies.enabled"
                    value={currency.code}
                    label={
                      <>
                        On<span className="sr-only"> in the picker: {currency.code}</span>
                      </>
                    }
                    checked={values.enabled.includes(currency.code)}
                  />
                )}
              </li>
            );
          })}
        </ul>
        <FieldError name="currencies.rates" errors={errors} />
        <FieldError name="currencies.enabled" errors={errors} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField
          name="currencies.markupPercent"
          label="Markup outside East Africa (%)"
          value={values.markupPercent}
          errors={errors}
          type="number"
          inputMode="numeric"
        />
        <SettingsField
          name="currencies.ratesSetAt"
          label="Rates set on"
          hint="Shown in the currency picker."
          value={values.ratesSetAt}
          errors={errors}
          type="date"
        />
      </div>
      <div>
        <label htmlFor="setting-currencies-csv" className={LABEL_CLASSES}>
          Paste rates (CSV)
        </label>
        <textarea
          id="setting-currencies-csv"
          name="currencies.csv"
          rows={4}
          placeholder={'USD,0.0074\nEUR,0.0070'}
          aria-describedby={`setting-currencies-csv-hint${errors['currencies.csv'] ? ' setting-currencies-csv-error' : ''}`}
          aria-invalid={errors['currencies.csv'] ? true : undefined}
          className="min-h-11 w-full rounded-xl border border-line bg-surface px-3 py-2 font-mono text-sm text-ink focus:border-earth-700"
        />
        <p id="setting-currencies-csv-hint" className="mt-1 text-xs text-ink-muted">
          One currency a line, as CODE,rate. &lsquo;Fill in the rates&rsquo; puts them in the fields above to
          check; saving takes them too.
        </p>
        <FieldError name="currencies.csv" errors={errors} />
      </div>
    </>
  );
}
