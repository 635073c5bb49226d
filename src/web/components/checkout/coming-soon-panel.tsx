import type { LucideIcon } from 'lucide-react';

/** SPEC §2: a method the shop announces before it takes it ('Other': cards and the rest). */
export function ComingSoonPanel({ Icon }: { Icon: LucideIcon }) {
  return (
    <div className="rounded-card border border-dashed border-shea-300 p-6 text-center">
      <Icon className="mx-auto size-8 text-earth-700" aria-hidden="true" />
      <p className="mt-3 text-lg font-semibold text-earth-900">Coming Soon</p>
      <p className="mt-1 text-sm text-ink-muted">
        Card and other payment methods are on their way. For now, pay with M-Pesa or choose Pay Later.
      </p>
    </div>
  );
}
