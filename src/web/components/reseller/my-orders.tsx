import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import { formatShopDate } from '../../../core/shop-time';
import { buttonClasses } from '../ui/button-styles';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { dashboardTabHref } from './dashboard-tabs';
import { OrderInvoiceLinks } from './order-invoice-links';
import { OrderStatusBadge } from './order-status-badge';
import type { ResellerOrder } from './reseller-order';

/** The reseller's wholesale orders, newest first (the server's order). */
export function MyOrders({ orders }: { orders: ResellerOrder[] }) {
  if (orders.length === 0) {
    return (
      <EmptyState Icon={Package} title="No orders yet">
        <p>Your wholesale orders will appear here once you place one.</p>
        <Link to={dashboardTabHref('browse')} className={buttonClasses('secondary')}>
          Browse Products
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <li key={order.orderNumber}>
          <Card as="article" padding="compact" aria-labelledby={`order-${order.orderNumber}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3
                  id={`order-${order.orderNumber}`}
                  className="font-sans text-base font-semibold text-earth-900"
                >
                  Order {order.orderNumber}
                </h3>
                <p className="text-sm text-ink-muted">
                  <time dateTime={order.createdAt}>{formatShopDate(order.createdAt)}</time>
                </p>
              </div>
              <OrderStatusBadge status={order.status} />
            </div>
            <ul className="mt-3 space-y-1 text-sm text-ink">
              {order.items.map((item) => (
                <li key={item.name}>
                  {item.quantity} x {item.name}
                </li>
              ))}
            </ul>
            {order.notes && <p className="mt-2 text-sm text-ink-muted">Notes: {order.notes}</p>}
            <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 border-t border-line pt-3">
              {order.invoice && <OrderInvoiceLinks invoice={order.invoice} />}
              <p className="ml-auto font-semibold text-earth-900 tabular-nums">
                Total {formatPrice(order.totalCents, 'KES')}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
