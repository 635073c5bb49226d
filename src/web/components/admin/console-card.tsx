import type { ReactNode } from 'react';
import { Card } from '../ui/card';

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
    <Card as="section" look="console" padding="compact">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-earth-900">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
