import type { InputHTMLAttributes, ReactNode } from 'react';
import { CONTROL_CLASSES, LABEL_CLASSES } from '../field-styles';

/** A settings field's id: its name ('delivery.areas.3.feeKes') with dots the page can anchor. */
export const fieldId = (name: string) => `setting-${name.replace(/\./g, '-')}`;

export type FieldErrors = Record<string, string>;

/** The server's message for `name`, beside the field that caused it. */
export function FieldError({ name, errors }: { name: string; errors: FieldErrors }) {
  const message = errors[name];
  if (!message) return null;
  return (
    <p id={`${fieldId(name)}-error`} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  );
}

/** What an input needs to be tied to its error: invalid state and the description. */
export function errorProps(name: string, errors: FieldErrors) {
  return errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(name)}-error` } : {};
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'defaultValue' | 'value'> {
  name: string;
  label: ReactNode;
  value: unknown;
  errors: FieldErrors;
  hint?: string;
  multiline?: boolean;
  /** A multi-line field's height in lines. */
  rows?: number;
  /** Classes on the label, e.g. hidden on wide screens where a column heading says it. */
  labelClassName?: string;
}

/** One labelled setting: a text, number, date or multi-line field with its error below. */
export function SettingsField({
  name,
  label,
  value,
  errors,
  hint,
  multiline,
  rows = 3,
  labelClassName = '',
  className = '',
  ...input
}: FieldProps) {
  const id = fieldId(name);
  const shown = value === undefined || value === null ? '' : String(value);
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={`${LABEL_CLASSES} ${labelClassName}`}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          defaultValue={shown}
          rows={rows}
          className={`${CONTROL_CLASSES} py-2`}
          {...errorProps(name, errors)}
        />
      ) : (
        <input
          id={id}
          name={name}
          defaultValue={shown}
          type="text"
          className={CONTROL_CLASSES}
          {...input}
          {...errorProps(name, errors)}
        />
      )}
      {hint && <p className="mt-1 text-xs text-ink-muted">{hint}</p>}
      <FieldError name={name} errors={errors} />
    </div>
  );
}

/** A labelled on/off box, 44 px tall to tap, with an optional hint under its label. */
export function SettingsCheckbox({
  name,
  label,
  checked,
  value,
  errors,
  hint,
  labelClassName = '',
}: {
  name: string;
  checked: boolean;
  value?: string;
  errors?: FieldErrors;
  hint?: string;
  labelClassName?: string;
  label: ReactNode;
}) {
  const id = value ? `${fieldId(name)}-${value}` : fieldId(name);
  const invalid = errors ? errorProps(name, errors) : {};
  const describedBy = [hint ? `${id}-hint` : '', invalid['aria-describedby'] ?? ''].filter(Boolean).join(' ');
  const box = (
    <input
      id={id}
      type="checkbox"
      name={name}
      value={value ?? 'on'}
      defaultChecked={checked}
      className="size-5 shrink-0 accent-earth-700"
      {...invalid}
      aria-describedby={describedBy || undefined}
    />
  );
  if (!hint)
    return (
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink">
        {box}
        <span className={labelClassName}>{label}</span>
      </label>
    );
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink">
        {box}
        <span className={labelClassName}>{label}</span>
      </label>
      <p id={`${id}-hint`} className="ml-7 text-xs text-ink-muted">
        {hint}
      </p>
      {errors && <FieldError name={name} errors={errors} />}
    </div>
  );
}
