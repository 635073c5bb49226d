import { formatPrice } from '../../../../core/currency-format';
import { ORDER_KIND_LABELS } from '../../../../core/order-kinds';
import { PAYMENT_METHOD_LABELS } from '../../../../core/payment-methods';
import type { OrderListRow } from '../../../../core/order-list-row';
import { Card } from '../../ui/card';
import { OrderNumberCell } from './order-number-cell';
import { StatusPill } from './status-pill';

/**
 * Orders, each linking to its console page. With `bulkFormId`, each has a box to tick for a bulk
 * move (the boxes belong to the bulk form by its id, so the list can sit outside it).
 */
export function OrderList({ rows, bulkFormId }: { rows: OrderListRow[]; bulkFormId?: string }) {
  return (
    <Card as="ul" look="console" className="divide-y divide-line overflow-hidden">
      {rows.map((row) => (
        <li key={row.orderNumber} className="flex items-start gap-3 p-4 hover:bg-shea-50">
          {bulkFormId && (
            <input
              type="checkbox"
              name="orderNumbers"
              value={row.orderNumber}
              form={bulkFormId}
              aria-label={`Select order ${row.orderNumber}`}
              className="mt-1 size-5 shrink-0 accent-earth-700"
            />
          )}
          <div className="grid min-w-0 flex-1 gap-x-6 gap-y-1 sm:grid-cols-[minmax(0,1fr)_auto] lg:grid-cols-[10rem_minmax(0,1fr)_12rem_7rem]">
            <OrderNumberCell orderNumber={row.orderNumber} createdAt={row.createdAt} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-ink">{row.businessName || row.customerName}</p>
              <p className="truncate text-xs text-ink-muted">
                {ORDER_KIND_LABELS[row.kind]} · {PAYMENT_METHOD_LABELS[row.paymentMethod]} · {row.itemCount}{' '}
                {row.itemCount === 1 ? 'item' : 'items'}
              </p>
            </div>
            <div>
              <StatusPill status={row.status} />
            </div>
            <p className="text-sm font-semibold text-earth-900 lg:text-right">
              {formatPrice(row.totalCents, 'KES')}
            </p>
          </div>
        </li>
      ))}
    </Card>
  );
}
