import { formatPrice } from '../../../core/currency-format';
import type { DeliveryChoice } from '../../../core/delivery';
import { DELIVERY_METHOD, deliveryMethodInfo, type DeliveryMethod } from '../../../core/delivery-methods';
import { galleryPicture } from '../../../core/images';
import { parseDecimalToCents } from '../../../core/money';
import { lineTotalCents, priceOrder } from '../../../core/pricing';
import { lineKeyText, type CartLine } from '../../lib/cart-lines';
import { KEEP_CLEAR_OF_CHAT } from '../../lib/chat-clearance';
import { useShopSettings } from '../../lib/shop-settings-context';
import { Card } from '../ui/card';
import { ResponsiveImage } from '../ui/responsive-image';
import type { PlacedOrder } from './placed-order';
import type { CartDiscount } from '../../lib/use-cart-discount';
import { DiscountCodeForm, DiscountRow } from '../ui/discount-code-form';

interface SummaryLine {
  key: string;
  image: string | undefined;
  name: string;
  size: string | null;
  quantity: number;
  totalCents: number;
}

const cents = (decimal: string) => parseDecimalToCents(decimal) ?? 0;

/** The fee's row: 'Delivery (Westlands)' for the shop's riders, the method's name for another. */
export function deliveryRowLabel(area: string, method: DeliveryMethod): string {
  const name = method === DELIVERY_METHOD.rider ? 'Delivery' : deliveryMethodInfo(method).label;
  return area ? `${name} (${area})` : name;
}

/**
 * The side summary (SPEC §2). Before the order exists it shows core's figures for the cart and the
 * chosen area and method; afterwards the server's, which are what the shopper is charged.
 */
export function OrderSummary({
  lines,
  area,
  method,
  choice,
  order,
  discount,
}: {
  lines: readonly CartLine[];
  area: string;
  method: DeliveryMethod;
  choice: DeliveryChoice;
  order: PlacedOrder | null;
  /** The cart's code, until the order exists and carries its own. */
  discount: CartDiscount;
}) {
  const { delivery } = useShopSettings();
  const estimate = priceOrder(
    lines.map((l) => ({ unitPriceCents: l.priceCents, quantity: l.quantity })),
    delivery,
    area || null,
    choice,
  );
  const rows: SummaryLine[] = order
    ? order.items.map((i) => ({
        key: lineKeyText({ id: i.id, variantId: i.variantId ?? null }),
        image: i.image ?? lines.find((l) => l.id === i.id)?.image,
        name: i.name,
        size: i.size ?? null,
        quantity: i.quantity,
        totalCents: cents(i.lineTotal),
      }))
    : lines.map((l) => ({
        key: lineKeyText(l),
        image: l.image,
        name: l.name,
        size: l.size || null,
        quantity: l.quantity,
        totalCents: lineTotalCents({ unitPriceCents: l.priceCents, quantity: l.quantity }),
      }));
  const subtotal = order ? cents(order.subtotal) : estimate.subtotalCents;
  const fee = order ? cents(order.deliveryFee) : estimate.deliveryFeeCents;
  const applied = order
    ? order.discountCode
      ? { code: order.discountCode, discountCents: cents(order.discount ?? '0') }
      : null
    : discount.applied;
  const total = order ? cents(order.totalAmount) : estimate.totalCents - (applied?.discountCents ?? 0);

  return (
    <Card as="section" padding="roomy" {...KEEP_CLEAR_OF_CHAT} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="text-xl text-earth-900">
        Order Summary
      </h2>
      {order && <p className="mt-1 font-mono text-sm text-ink-muted">Order {order.orderNumber}</p>}
      <ul className="mt-4 divide-y divide-line">
        {rows.map((row) => (
          <li key={row.key} className="flex items-center gap-3 py-3 text-sm">
            {row.image ? (
              <ResponsiveImage
                picture={galleryPicture(row.image)}
                sizes="3rem"
                alt=""
                className="size-12 shrink-0 rounded-control bg-shea-200 object-cover"
              />
            ) : null}
            <span className="min-w-0 flex-1">
              <span className="font-medium text-earth-900">{row.name}</span>
              {row.size && <span className="block text-ink-muted">Size: {row.size}</span>}
              <span className="block text-ink-muted">Qty {row.quantity}</span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">{formatPrice(row.totalCents, 'KES')}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-muted">Subtotal</dt>
          <dd className="font-semibold tabular-nums">{formatPrice(subtotal, 'KES')}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-ink-muted">{deliveryRowLabel(area, method)}</dt>
          <dd className="font-semibold tabular-nums">{fee === 0 ? 'Free' : formatPrice(fee, 'KES')}</dd>
        </div>
        {applied && <DiscountRow code={applied.code} cents={applied.discountCents} />}
        <div className="flex justify-between border-t border-line pt-3 text-base">
          <dt className="font-semibold text-earth-900">Total</dt>
          <dd className="font-semibold text-earth-900 tabular-nums">{formatPrice(total, 'KES')}</dd>
        </div>
      </dl>
      {!order && (
        <div className="mt-4">
          <DiscountCodeForm discount={discount} />
        </div>
      )}
    </Card>
  );
}
