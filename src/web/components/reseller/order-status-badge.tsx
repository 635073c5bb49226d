import { statusBadgeClasses } from '../ui/status-badge-classes';

/** SPEC §4's badge: the status word on its colour. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${statusBadgeClasses(status)}`}
    >
      {status.replace(/_/g, ' ')}
    </span>
  );
}
