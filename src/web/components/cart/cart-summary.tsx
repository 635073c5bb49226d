import { formatPrice } from '../../../core/currency-format';
import { freeDeliveryNote } from '../../../core/delivery';
import { priceOrder } from '../../../core/pricing';
import { useShopSettings } from '../../lib/shop-settings-context';
import type { CartLine } from '../../lib/cart-lines';
import { useCartDiscount } from '../../lib/use-cart-discount';
import { DiscountCodeForm, DiscountRow } from '../ui/discount-code-form';

/**
 * Subtotal, delivery by the one free-delivery rule (DESIGN §5), SPEC's note, the discount code and
 * what it saves, and the total.
 */
export function CartSummary({ lines }: { lines: readonly CartLine[] }) {
  const { delivery } = useShopSettings();
  const discount = useCartDiscount(lines);
  const saved = discount.applied?.discountCents ?? 0;
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
        {discount.applied && <DiscountRow code={discount.applied.code} cents={saved} />}
      </dl>
      {note && <p className="rounded-control bg-sage-100 px-3 py-2 text-xs text-sage-700">{note}</p>}
      <DiscountCodeForm discount={discount} />
      <dl>
        <div className="flex justify-between border-t border-line pt-3 text-base">
          <dt className="font-semibold text-earth-900">Total</dt>
          <dd className="font-semibold text-earth-900 tabular-nums">
            {formatPrice(price.totalCents - saved, 'KES')}
          </dd>
        </div>
      </dl>
    </div>
  );
}
