import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** A form that did what was asked: what happened, and what comes next. Read out when it appears. */
export function FormDone({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="flex gap-3 rounded-control border border-sage-300 bg-sage-100 p-4">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-sage-700" aria-hidden="true" />
      <div className="text-sm text-earth-900">
        <p className="font-semibold">{title}</p>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
