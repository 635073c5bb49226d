import { formatPrice } from '../../../core/currency-format';
import { priceOrder } from '../../../core/pricing';
import type { CartLine } from '../../lib/cart-lines';

/** Subtotal, delivery by the one free-delivery rule (DESIGN §5), SPEC's note, and the total. */
export function CartSummary({ lines }: { lines: readonly CartLine[] }) {
  const price = priceOrder(lines.map((l) => ({ unitPriceCents: l.priceCents, quantity: l.quantity })));
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
      <p className="rounded-control bg-sage-100 px-3 py-2 text-xs text-sage-700">
        Free delivery on orders over KSH 3,000
      </p>
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
