import { ArrowLeft, Package } from 'lucide-react';
import { Link } from 'react-router';
import { ConsoleDate } from '../../components/admin/console-date';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { ContactLines } from '../../components/admin/contact-lines';
import { OrderList } from '../../components/admin/orders/order-list';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/reseller';
import { resellerWithOrders } from './reseller.server';

export function meta({ data, matches }: Route.MetaArgs) {
  const name = data?.reseller.businessName || data?.reseller.name || 'Reseller';
  return pageMeta(matches, {
    title: `${name} · Resellers`,
    description: 'A reseller and their orders.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'resellers.view');
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
      <Card className="mb-6 px-4 py-2 sm:px-5">
        <ContactLines email={reseller.email} phone={reseller.phone} />
      </Card>
      <section aria-labelledby="reseller-orders-heading">
        <h2 id="reseller-orders-heading" className="mb-4 text-2xl text-earth-900">
          Orders <span className="text-base text-ink-muted tabular-nums">({orders.length})</span>
        </h2>
        {orders.length === 0 ? (
          <EmptyState Icon={Package} title="No orders yet">
            <p>Wholesale orders this reseller places appear here.</p>
          </EmptyState>
        ) : (
          <OrderList rows={orders} />
        )}
      </section>
    </>
  );
}
