import { Link } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import type { ResellerTab } from '../../../core/console-filters';
import { Card } from '../ui/card';
import { ConsoleDate } from './console-date';
import { ContactLines } from './contact-lines';
import { RecordActions, type RecordAction } from './record-actions';

export interface ResellerCardData {
  id: number;
  businessName: string;
  name: string;
  email: string;
  phone: string;
  appliedAt: string;
  approvedAt: string | null;
  orders: { orderCount: number; totalCents: number } | null;
}

// Pending applications are decided here; a refused one may still be approved after a mistake.
const ACTIONS: Record<ResellerTab, RecordAction[]> = {
  pending: [
    { intent: 'approve', label: 'Approve', variant: 'primary' },
    { intent: 'reject', label: 'Reject' },
  ],
  approved: [],
  rejected: [{ intent: 'approve', label: 'Approve' }],
};

/** One reseller in the console's list: who they are, how to reach them, and what to do next. */
export function ResellerCard({ reseller, status }: { reseller: ResellerCardData; status: ResellerTab }) {
  const headingId = `reseller-${reseller.id}`;
  const actions = ACTIONS[status];
  return (
    <Card
      as="article"
      padding="compact"
      aria-labelledby={headingId}
      className="lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-6"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="font-sans text-lg font-semibold text-earth-900">
          <Link to={`/admin/resellers/${reseller.id}`} className="underline-offset-4 hover:underline">
            {reseller.businessName || reseller.name}
          </Link>
        </h2>
        <p className="text-sm text-ink-muted">
          {reseller.name} · applied <ConsoleDate iso={reseller.appliedAt} />
          {reseller.approvedAt && (
            <>
              {' '}
              · approved <ConsoleDate iso={reseller.approvedAt} />
            </>
          )}
        </p>
        <div className="mt-2">
          <ContactLines email={reseller.email} phone={reseller.phone} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3 lg:mt-0 lg:justify-end">
        {reseller.orders && (
          <Link
            to={`/admin/resellers/${reseller.id}`}
            className="inline-flex min-h-11 items-center rounded-xl bg-shea-100 px-4 text-sm text-earth-900 hover:bg-shea-200"
          >
            <span>
              <span className="font-semibold tabular-nums">{reseller.orders.orderCount}</span>{' '}
              {reseller.orders.orderCount === 1 ? 'order' : 'orders'} ·{' '}
              <span className="font-semibold tabular-nums">
                {formatPrice(reseller.orders.totalCents, 'KES')}
              </span>
              <span className="sr-only"> by {reseller.businessName || reseller.name}: view orders</span>
            </span>
          </Link>
        )}
        {actions.length > 0 && (
          <RecordActions id={reseller.id} about={reseller.businessName || reseller.name} actions={actions} />
        )}
      </div>
    </Card>
  );
}
