import type { ReactNode } from 'react';

/** A titled panel of a console page. */
export function ConsoleCard({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-earth-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
