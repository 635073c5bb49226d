import { Link } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import { isPayLaterCallLate } from '../../../core/pay-later';
import { formatShopDateTime } from '../../../core/shop-time';
import { ConsoleCard } from '../../components/admin/console-card';
import { FailingChannels } from '../../components/admin/failing-channels';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { cardClasses } from '../../components/ui/card';
import { requireConsole } from '../../lib/auth.server';
import { useShopSettings } from '../../lib/shop-settings-context';
import type { Route } from './+types/today';

export async function loader(args: Route.LoaderArgs) {
  const admin = requireConsole(args, 'console.view');
  return { firstName: admin.firstName, overview: await args.context.services.console.today() };
}

function Figure({
  label,
  value,
  detail,
  href,
}: {
  label: string;
  value: string;
  detail?: string;
  href?: string;
}) {
  const body = (
    <>
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-earth-900">{value}</p>
      {detail && <p className="text-sm text-ink-muted">{detail}</p>}
    </>
  );
  const classes = cardClasses({ look: 'console', className: 'block p-4' });
  return href ? (
    <Link to={href} className={`${classes} hover:bg-shea-100`}>
      {body}
    </Link>
  ) : (
    <div className={classes}>{body}</div>
  );
}

export default function Today({ loaderData }: Route.ComponentProps) {
  const { firstName, overview } = loaderData;
  const promised = useShopSettings().payLater.callWithinMinutes;
  const waiting = [
    { label: 'Resellers to approve', count: overview.pendingResellers, href: '/admin/resellers' },
    { label: 'Reviews to moderate', count: overview.pendingReviews, href: '/admin/reviews' },
    { label: 'Messages to answer', count: overview.openMessages, href: '/admin/messages' },
    { label: 'Paybill payments to assign', count: overview.paybillToAssign, href: '/admin/payments' },
    { label: 'Refunds owed', count: overview.refundsOwed, href: '/admin/refunds' },
  ];
  return (
    <>
      <ConsolePageHeader title="Today" intro={`Good to see you, ${firstName}. Here is what needs you.`} />
      <FailingChannels failing={overview.failing} />
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="Today"
          value={formatPrice(overview.today.revenueCents, 'KES')}
          detail={`${overview.today.orders} ${overview.today.orders === 1 ? 'order' : 'orders'}`}
        />
        <Figure
          label="This week"
          value={formatPrice(overview.week.revenueCents, 'KES')}
          detail={`${overview.week.orders} ${overview.week.orders === 1 ? 'order' : 'orders'}`}
        />
        <Figure
          label="Awaiting M-Pesa"
          value={String(overview.awaitingPayment)}
          detail="orders"
          href="/admin/orders?status=awaiting_payment"
        />
        <Figure
          label="Wholesale to accept"
          value={String(overview.wholesaleToAccept)}
          detail="orders"
          href="/admin/orders?kind=wholesale&status=pending"
        />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ConsoleCard title="Pay Later: still to call">
          {overview.payLaterToCall.length === 0 ? (
            <p className="text-sm text-ink-muted">Nobody is waiting for a call.</p>
          ) : (
            <ul className="divide-y divide-line">
              {overview.payLaterToCall.map((order) => {
                const late = isPayLaterCallLate(order.minutesWaiting, promised);
                return (
                  <li
                    key={order.orderNumber}
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                  >
                    <span className="min-w-0">
                      <Link
                        to={`/admin/orders/${order.orderNumber}`}
                        className="font-semibold text-earth-800 underline-offset-4 hover:underline"
                      >
                        {order.orderNumber}
                      </Link>
                      <span className="block truncate text-sm text-ink-muted">
                        {order.customerName} · {formatPrice(order.totalCents, 'KES')}
                      </span>
                    </span>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${late ? 'bg-red-100 text-red-900' : 'bg-yellow-100 text-yellow-900'}`}
                    >
                      {order.minutesWaiting} min {late ? `(over ${promised})` : `of ${promised}`}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </ConsoleCard>
        <ConsoleCard title="Payments that need attention">
          {overview.paymentsNeedingAttention.length === 0 ? (
            <p className="text-sm text-ink-muted">No payment needs you.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {overview.paymentsNeedingAttention.map((payment) => (
                <li key={payment.checkoutRequestId} className="py-2">
                  <Link
                    to={`/admin/orders/${payment.orderNumber}`}
                    className="font-semibold text-earth-800 underline underline-offset-4"
                  >
                    {payment.orderNumber}
                  </Link>{' '}
                  · {formatPrice(payment.amountCents, 'KES')} ·{' '}
                  {payment.status === 'needs_refund'
                    ? 'paid after the order was paid or cancelled: refund'
                    : 'amount did not match the order'}
                  <span className="block text-xs text-ink-muted">
                    {payment.receiptNumber ? `Receipt ${payment.receiptNumber} · ` : ''}
                    {formatShopDateTime(payment.at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ConsoleCard>
        <ConsoleCard title="Low stock">
          {overview.lowStock.length === 0 ? (
            <p className="text-sm text-ink-muted">Every size is well stocked.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {overview.lowStock.map((product) => (
                <li key={product.variantId} className="flex justify-between gap-2 py-2">
                  <Link
                    to={`/admin/products/${product.id}`}
                    className="min-w-0 truncate text-earth-800 underline-offset-4 hover:underline"
                  >
                    {product.name}
                    {product.size && <span className="text-ink-muted">, {product.size}</span>}
                  </Link>
                  <span
                    className={`font-semibold ${product.stockQuantity === 0 ? 'text-red-800' : 'text-ink'}`}
                  >
                    {product.stockQuantity === 0 ? 'Sold out' : `${product.stockQuantity} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ConsoleCard>
        <ConsoleCard title="Shoppers waiting for a restock">
          {overview.mostAwaited.length === 0 ? (
            <p className="text-sm text-ink-muted">Nobody is waiting for a sold-out product.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {overview.mostAwaited.map((product) => (
                <li key={product.id} className="flex justify-between gap-2 py-2">
                  <Link
                    to={`/admin/products/${product.id}`}
                    className="min-w-0 truncate text-earth-800 underline-offset-4 hover:underline"
                  >
                    {product.name}
                  </Link>
                  <span className="font-semibold">{product.waiting} waiting</span>
                </li>
              ))}
            </ul>
          )}
        </ConsoleCard>
        <ConsoleCard title="Waiting for you">
          <ul className="divide-y divide-line text-sm">
            {waiting.map((item) => (
              <li key={item.href} className="flex justify-between gap-2 py-2">
                <Link to={item.href} className="text-earth-800 underline-offset-4 hover:underline">
                  {item.label}
                </Link>
                <span className="font-semibold">{item.count}</span>
              </li>
            ))}
          </ul>
        </ConsoleCard>
      </div>
    </>
  );
}
