import type { ReactNode } from 'react';

/** A console page's title, a line on what it is for, and its actions (exports, new...). */
export function ConsolePageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-3xl text-earth-900 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-2 max-w-prose text-ink-muted">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
