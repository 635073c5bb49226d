import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button-styles';
import { CONTROL_CLASSES, LABEL_CLASSES } from './field-styles';

/** A console filter's label above its control, the whole width of its grid cell. */
function Labelled({
  id,
  label,
  className = '',
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A select whose first choice, "Any", sends an empty value: no filter. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  anyLabel = 'Any',
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
  anyLabel?: string;
}) {
  return (
    <Labelled id={id} label={label}>
      <select id={id} name={name} defaultValue={value ?? ''} className={CONTROL_CLASSES}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

export function FilterInput({
  id,
  name,
  label,
  value,
  type = 'text',
  placeholder,
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  type?: 'text' | 'search' | 'date';
  placeholder?: string;
  className?: string;
}) {
  return (
    <Labelled id={id} label={label} {...(className ? { className } : {})}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        className={CONTROL_CLASSES}
      />
    </Labelled>
  );
}

/** Apply, and Clear back to the unfiltered list. */
export function FilterButtons({ clearHref }: { clearHref: string }) {
  return (
    <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
      <button type="submit" className={buttonClasses('primary')}>
        Apply
      </button>
      <Link to={clearHref} className={buttonClasses('ghost')}>
        Clear
      </Link>
    </div>
  );
}
