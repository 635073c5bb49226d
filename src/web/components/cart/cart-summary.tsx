import { formatPrice } from '../../../core/currency-format';
import { freeDeliveryNote } from '../../../core/delivery';
import { priceOrder } from '../../../core/pricing';
import { useShopSettings } from '../../lib/shop-settings-context';
import type { CartLine } from '../../lib/cart-lines';

/** Subtotal, delivery by the one free-delivery rule (DESIGN §5), SPEC's note, and the total. */
export function CartSummary({ lines }: { lines: readonly CartLine[] }) {
  const { delivery } = useShopSettings();
  const price = priceOrder(
    lines.map((l) => ({ unitPriceCents: l.priceCents, quantity: l.quantity })),
    delivery,
  );
  const note = freeDeliveryNote(delivery);
  return (
    <div className="space-y-2 text-sm">
      <dl className="space-y-2">
        <div className="flex justify-between">
          <dt className="text-ink-muted">Subtotal</dt>
          <dd className="font-semibold tabular-nums">{formatPrice(price.subtotalCents, 'KES')}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-ink-muted">Delivery</dt>
          <dd className="font-semibold tabular-nums">
            {price.deliveryFeeCents === 0 ? 'Free' : formatPrice(price.deliveryFeeCents, 'KES')}
          </dd>
        </div>
      </dl>
      {note && <p className="rounded-control bg-sage-100 px-3 py-2 text-xs text-sage-700">{note}</p>}
      <dl>
        <div className="flex justify-between border-t border-line pt-3 text-base">
          <dt className="font-semibold text-earth-900">Total</dt>
          <dd className="font-semibold text-earth-900 tabular-nums">
            {formatPrice(price.totalCents, 'KES')}
          </dd>
        </div>
      </dl>
    </div>
  );
}
