import type { ReactNode } from 'react';

/** A form-level problem (wrong password, too many tries), read out when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-control border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
    >
      {children}
    </p>
  );
}
