import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred message for 'nothing here yet' (empty cart, empty wishlist...), with its next step. */
export function EmptyState({
  Icon,
  title,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md rounded-card border border-dashed border-shea-300 bg-surface px-6 py-12 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-shea-200 text-earth-700">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl text-earth-900">{title}</h2>
      {children && <div className="mt-3 space-y-5 text-ink-muted">{children}</div>}
    </div>
  );
}
