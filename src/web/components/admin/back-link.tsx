import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Back to the list a console page belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mb-2 text-sm">
      <Link to={to} className="font-semibold text-earth-700 underline-offset-4 hover:underline">
        ← {children}
      </Link>
    </p>
  );
}
