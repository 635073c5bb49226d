import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** SPEC §2: successes in green, failures in a red alert. */
export function TestAlert({ ok, title, children }: { ok: boolean; title: string; children?: ReactNode }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`flex gap-3 rounded-control border p-4 text-sm ${
        ok ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'
      }`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {/* A callback URL or token has no spaces: it may break anywhere rather than widen the page. */}
        {children && <div className="mt-2 space-y-1 wrap-anywhere">{children}</div>}
      </div>
    </div>
  );
}

export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <p>
      <span className="font-medium">{label}:</span> <span className="font-mono text-xs">{value}</span>
    </p>
  );
}
