import type { InputHTMLAttributes } from 'react';
import { CONTROL_CLASSES, LABEL_CLASSES } from './field-styles';

/**
 * A console form's text input under its label, with its hint and the server's message for it
 * read out with the field. Its id is `{idPrefix}-{name}`, one prefix per form of the page.
 */
export function FormField({
  idPrefix,
  name,
  label,
  error,
  hint,
  ...input
}: {
  idPrefix: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = `${idPrefix}-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={CONTROL_CLASSES}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
