import type { ReactNode } from 'react';

/**
 * The tick that a form doing something for good asks for: the server acts only on `confirm=yes`,
 * so an accidental press of the button alone changes nothing. `children` says what is understood.
 */
export function ConfirmCheckbox({ children }: { children: ReactNode }) {
  return (
    <label className="flex min-h-11 items-start gap-3 text-sm text-ink">
      <input type="checkbox" name="confirm" value="yes" className="mt-0.5 size-5 shrink-0 accent-earth-700" />
      <span>{children}</span>
    </label>
  );
}
