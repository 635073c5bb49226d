import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../core/order-status';
import { statusBadgeClasses } from '../../ui/status-badge-classes';

/** An order's status in the console's words, on SPEC §4's colours (unpaid orders grey). */
export function StatusPill({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusBadgeClasses(status)}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
