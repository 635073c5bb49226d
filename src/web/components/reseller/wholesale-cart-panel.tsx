import { lineTitle } from '../../../core/line-title';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import { galleryPicture } from '../../../core/images';
import { multiplyCents } from '../../../core/money';
import { CART_IS_EMPTY, MAX_LINE_QUANTITY, MAX_WHOLESALE_NOTES } from '../../../core/order-line-limits';
import { ApiError, apiRequest } from '../../lib/api-client';
import { wholesaleCode } from '../../lib/discount-code-store';
import { useCartDiscount } from '../../lib/use-cart-discount';
import { DiscountCodeForm, DiscountRow } from '../ui/discount-code-form';
import { buttonClasses } from '../ui/button-styles';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { controlClasses } from '../ui/field-classes';
import { ResponsiveImage } from '../ui/responsive-image';
import { toast } from '../ui/toast';
import { dashboardTabHref } from './dashboard-tabs';
import { QuantityInput } from './quantity-input';
import {
  setWholesaleQuantity,
  wholesaleItemCount,
  wholesaleTotalCents,
  type WholesaleLine,
} from './wholesale-cart-lines';
import { updateWholesaleCart } from './wholesale-cart-store';

const ORDER_FAILED = 'There was an error processing your order. Please try again.';

/** The wholesale cart (SPEC §4, §5): quantities, totals at wholesale, notes and Place Order. */
export function WholesaleCartPanel({ userId, lines }: { userId: number; lines: WholesaleLine[] }) {
  const navigate = useNavigate();
  const [notes, setNotes] = useState('');
  const [placing, setPlacing] = useState(false);
  const discount = useCartDiscount(lines, { kind: 'wholesale', store: wholesaleCode });
  const saved = discount.applied?.discountCents ?? 0;

  async function placeOrder() {
    // SPEC §5/§8: an empty cart is refused before anything is sent.
    if (lines.length === 0) {
      toast({ title: CART_IS_EMPTY, variant: 'destructive' });
      return;
    }
    setPlacing(true);
    try {
      const order = await apiRequest<{ orderNumber: string }>('POST', '/api/reseller/orders', {
        items: lines.map((line) => ({ id: line.id, variantId: line.variantId, quantity: line.quantity })),
        notes: notes.trim() || null,
        ...(discount.applied ? { discountCode: discount.applied.code } : {}),
      });
      updateWholesaleCart(userId, () => []);
      wholesaleCode.set(null);
      setNotes('');
      toast({
        title: 'Order placed successfully!',
        description: `Your order number is ${order.orderNumber}. We'll send updates by email.`,
      });
      // The orders tab's loader runs again, so the list and the tiles include the new order.
      await navigate(dashboardTabHref('orders'));
    } catch (error) {
      // A refusal the reseller can act on (a product sold out) is worth more than the general text.
      const specific = error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
      toast({ title: 'Error placing order', description: specific ?? ORDER_FAILED, variant: 'destructive' });
    } finally {
      setPlacing(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div>
        {lines.length === 0 ? (
          <EmptyState Icon={ShoppingCart} title="Your wholesale cart is empty">
            <p>Add products from the Browse Products tab at wholesale prices.</p>
            <Link to={dashboardTabHref('browse')} className={buttonClasses('secondary')}>
              Browse Products
            </Link>
          </EmptyState>
        ) : (
          <Card as="ul" className="divide-y divide-line">
            {lines.map((line) => (
              <li key={line.variantId}>
                <CartLine userId={userId} line={line} />
              </li>
            ))}
          </Card>
        )}
      </div>
      <Card
        as="section"
        padding="regular"
        aria-labelledby="wholesale-summary-heading"
        className="h-fit space-y-4"
      >
        <h3 id="wholesale-summary-heading" className="text-xl text-earth-900">
          Order summary
        </h3>
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-muted">Items</dt>
            <dd className="font-medium tabular-nums">{wholesaleItemCount(lines)}</dd>
          </div>
          {discount.applied && <DiscountRow code={discount.applied.code} cents={saved} />}
          <div className="flex justify-between border-t border-line pt-2 text-base">
            <dt className="font-semibold text-earth-900">Total (wholesale)</dt>
            <dd className="font-semibold text-earth-900 tabular-nums">
              {formatPrice(wholesaleTotalCents(lines) - saved, 'KES')}
            </dd>
          </div>
        </dl>
        {lines.length > 0 && <DiscountCodeForm discount={discount} />}
        <div>
          <label htmlFor="wholesale-notes" className="block text-sm font-medium text-earth-900">
            Notes <span className="font-normal text-ink-muted">(optional)</span>
          </label>
          <textarea
            id="wholesale-notes"
            rows={3}
            maxLength={MAX_WHOLESALE_NOTES}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            placeholder="Delivery instructions, preferred delivery day..."
            className={controlClasses(false, 'py-2.5')}
          />
        </div>
        <button
          type="button"
          onClick={() => void placeOrder()}
          disabled={placing}
          className={`${buttonClasses('primary', 'lg')} w-full`}
        >
          {placing ? 'Placing Order...' : 'Place Order'}
        </button>
        <p className="text-xs text-ink-muted">
          Prices are checked again when you order; we confirm stock and delivery by email.
        </p>
      </Card>
    </div>
  );
}

function CartLine({ userId, line }: { userId: number; line: WholesaleLine }) {
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = `wholesale-line-${line.variantId}`;
  const title = lineTitle(line);

  // SPEC §5: 0 or less removes the line; anything else that is a whole number becomes the quantity.
  function commit(text: string) {
    setDraft(null);
    const quantity = Number(text);
    if (text.trim() === '' || !Number.isFinite(quantity)) return;
    updateWholesaleCart(userId, (lines) =>
      setWholesaleQuantity(lines, line.variantId, Math.min(Math.trunc(quantity), MAX_LINE_QUANTITY)),
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-4 p-4">
      <ResponsiveImage
        picture={galleryPicture(line.image)}
        sizes="4rem"
        alt=""
        className="size-16 shrink-0 rounded-control bg-shea-100 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-earth-900">{title}</p>
        <p className="text-sm text-ink-muted">{formatPrice(line.wholesalePriceCents, 'KES')} each</p>
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={inputId} className="sr-only">
          Quantity of {title}
        </label>
        <QuantityInput
          id={inputId}
          min={0}
          value={draft ?? String(line.quantity)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <p className="min-w-28 text-right font-semibold whitespace-nowrap text-earth-900 tabular-nums">
          {formatPrice(multiplyCents(line.wholesalePriceCents, line.quantity), 'KES')}
        </p>
        <button
          type="button"
          onClick={() =>
            updateWholesaleCart(userId, (lines) => setWholesaleQuantity(lines, line.variantId, 0))
          }
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-shea-200 hover:text-red-800"
          aria-label={`Remove ${title}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
