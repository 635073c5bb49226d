import { ArrowLeft, Package } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import { ConsoleDate } from '../../components/admin/console-date';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { ContactLines } from '../../components/admin/contact-lines';
import { OrderStatusBadge } from '../../components/reseller/order-status-badge';
import { EmptyState } from '../../components/ui/empty-state';
import { requireAdmin } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/reseller';
import { resellerWithOrders } from './reseller.server';

export function meta({ data }: Route.MetaArgs) {
  const name = data?.reseller.businessName || data?.reseller.name || 'Reseller';
  return pageMeta({
    title: `${name} · Resellers`,
    description: 'A reseller and their orders.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return resellerWithOrders(args.context, args.params.id);
}

const STATUS_TEXT = { pending: 'Awaiting approval', approved: 'Approved', rejected: 'Rejected' } as const;

export default function ResellerDetail({ loaderData }: Route.ComponentProps) {
  const { reseller, orders } = loaderData;
  const backTo =
    reseller.status === 'pending' ? '/admin/resellers' : `/admin/resellers?status=${reseller.status}`;
  return (
    <>
      <Link
        to={backTo}
        className="mb-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-earth-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Resellers
      </Link>
      <ConsolePageHeader
        title={reseller.businessName || reseller.name}
        intro={
          <>
            {reseller.name} · {STATUS_TEXT[reseller.status as keyof typeof STATUS_TEXT]} · applied{' '}
            <ConsoleDate iso={reseller.appliedAt} />
            {reseller.approvedAt && (
              <>
                {' '}
                · approved <ConsoleDate iso={reseller.approvedAt} />
              </>
            )}
          </>
        }
      />
      <div className="mb-6 rounded-card border border-line bg-surface px-4 py-2 shadow-card sm:px-5">
        <ContactLines email={reseller.email} phone={reseller.phone} />
      </div>
      <section aria-labelledby="reseller-orders-heading">
        <h2 id="reseller-orders-heading" className="mb-4 text-2xl text-earth-900">
          Orders <span className="text-base text-ink-muted tabular-nums">({orders.length})</span>
        </h2>
        {orders.length === 0 ? (
          <EmptyState Icon={Package} title="No orders yet">
            <p>Wholesale orders this reseller places appear here.</p>
          </EmptyState>
        ) : (
          <ul className="space-y-4">
            {orders.map((order) => (
              <li key={order.orderNumber}>
                <article
                  aria-labelledby={`order-${order.orderNumber}`}
                  className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <h3
                        id={`order-${order.orderNumber}`}
                        className="font-sans text-base font-semibold text-earth-900"
                      >
                        Order {order.orderNumber}
                      </h3>
                      <p className="text-sm text-ink-muted">
                        <ConsoleDate iso={order.createdAt} withTime />
                      </p>
                    </div>
                    <OrderStatusBadge status={order.status} />
                  </div>
                  <ul className="mt-3 space-y-1 text-sm text-ink">
                    {order.items.map((item, index) => (
                      <li key={index}>
                        {item.quantity} x {item.name}
                      </li>
                    ))}
                  </ul>
                  {order.notes && <p className="mt-2 text-sm text-ink-muted">Notes: {order.notes}</p>}
                  <p className="mt-3 border-t border-line pt-3 text-right font-semibold text-earth-900 tabular-nums">
                    Total {formatPrice(order.totalCents, 'KES')}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
