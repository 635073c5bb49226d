import { formatPrice } from '../../../../core/currency-format';
import { deliveryMethodInfo } from '../../../../core/delivery-methods';
import type { PackRow } from '../../../../core/fulfilment';
import { packingSlipUrl } from '../../../../core/packing-slip-query';
import { PAYMENT_METHOD_LABELS } from '../../../../core/payment-methods';
import { Card } from '../../ui/card';
import { OrderNumberCell } from '../orders/order-number-cell';
import { StatusPill } from '../orders/status-pill';

const SLIP_LINK =
  'inline-flex min-h-11 items-center rounded-full border border-line px-3 text-xs font-semibold text-earth-700 hover:bg-shea-200';

/** Where the parcel goes: the area and the method, with the point's name for a pickup point. */
function deliveryText(row: PackRow): string {
  const method = deliveryMethodInfo(row.deliveryMethod).label;
  return row.pickupPointName ? `${method}: ${row.pickupPointName}` : `${row.deliveryArea} · ${method}`;
}

/**
 * The orders waiting to be packed, each with a box to tick for the pick list (the boxes belong to
 * the selection form by its id) and its own packing slips.
 */
export function PackList({
  rows,
  formId,
  selected,
  onToggle,
}: {
  rows: PackRow[];
  formId: string;
  selected: ReadonlySet<string>;
  onToggle: (orderNumber: string, on: boolean) => void;
}) {
  return (
    <Card as="ul" look="console" aria-label="Orders to pack" className="divide-y divide-line overflow-hidden">
      {rows.map((row) => (
        <li key={row.orderNumber} className="flex items-start gap-3 p-4">
          <input
            type="checkbox"
            name="orders"
            value={row.orderNumber}
            form={formId}
            checked={selected.has(row.orderNumber)}
            onChange={(event) => onToggle(row.orderNumber, event.currentTarget.checked)}
            aria-label={`Select order ${row.orderNumber}`}
            className="mt-1 size-5 shrink-0 accent-earth-700"
          />
          <div className="grid min-w-0 flex-1 gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,1fr)_auto] lg:grid-cols-[10rem_minmax(0,1fr)_9rem_auto]">
            <OrderNumberCell orderNumber={row.orderNumber} createdAt={row.createdAt} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-ink">{row.customerName}</p>
              <p className="text-xs text-ink-muted">{deliveryText(row)}</p>
              <p className="text-xs text-ink-muted">
                {row.units} {row.units === 1 ? 'unit' : 'units'} · {formatPrice(row.totalCents, 'KES')} ·{' '}
                {PAYMENT_METHOD_LABELS[row.paymentMethod]}
              </p>
            </div>
            <div>
              <StatusPill status={row.status} />
            </div>
            <div
              className="flex flex-wrap gap-2"
              role="group"
              aria-label={`Packing slip of ${row.orderNumber}`}
            >
              <a href={packingSlipUrl(row.orderNumber, { size: 'a4', prices: false })} className={SLIP_LINK}>
                <span className="sr-only">Packing slip of {row.orderNumber}, </span>A4
              </a>
              <a
                href={packingSlipUrl(row.orderNumber, { size: 'receipt', prices: false })}
                className={SLIP_LINK}
              >
                <span className="sr-only">Packing slip of {row.orderNumber}, </span>80 mm
              </a>
            </div>
          </div>
        </li>
      ))}
    </Card>
  );
}
