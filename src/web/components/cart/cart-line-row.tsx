import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import { galleryPicture } from '../../../core/images';
import { lineTitle } from '../../../core/line-title';
import { multiplyCents } from '../../../core/money';
import { useCart, type CartLine } from '../../lib/cart-context';
import { QuantityStepper } from '../ui/quantity-stepper';
import { QuantityRuleNote } from '../ui/quantity-rule-note';
import { ResponsiveImage } from '../ui/responsive-image';

/** One cart line: picture, name, unit price in KSH (charges are in KES), quantity, line total. */
export function CartLineRow({ line, onNavigate }: { line: CartLine; onNavigate?: () => void }) {
  const { lines, setQuantity, remove } = useCart();
  // The checkout's limits are per product, its sizes together.
  const ofProduct = lines
    .filter((other) => other.id === line.id)
    .reduce((sum, other) => sum + other.quantity, 0);
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <ResponsiveImage
        picture={galleryPicture(line.image)}
        sizes="5rem"
        alt=""
        className="size-14 shrink-0 rounded-control bg-shea-200 object-cover sm:size-20"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={
                line.variantId === null ? `/product/${line.id}` : `/product/${line.id}?size=${line.variantId}`
              }
              onClick={onNavigate}
              className="font-semibold text-earth-900 hover:underline"
            >
              {line.name}
            </Link>
            {line.size && <p className="text-sm text-ink-muted">Size: {line.size}</p>}
            <p className="text-sm text-ink-muted">{formatPrice(line.priceCents, 'KES')}</p>
            {!line.inStock && <p className="text-sm font-semibold text-red-800">Out of Stock</p>}
          </div>
          <button
            type="button"
            onClick={() => remove(line)}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-shea-200 hover:text-red-800"
            aria-label={`Remove ${lineTitle(line)} from cart`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
        {/* In a narrow panel the total drops below the stepper rather than past the edge. */}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            quantity={line.quantity}
            itemName={lineTitle(line)}
            onChange={(quantity) => setQuantity(line, quantity)}
          />
          <p className="ml-auto font-semibold whitespace-nowrap text-earth-900 tabular-nums">
            {formatPrice(multiplyCents(line.priceCents, line.quantity), 'KES')}
          </p>
        </div>
        <QuantityRuleNote name={line.name} quantity={ofProduct} />
      </div>
    </li>
  );
}
