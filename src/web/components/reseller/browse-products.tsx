import { useState } from 'react';
import { lineTitle } from '../../../core/line-title';
import { formatPrice } from '../../../core/currency-format';
import { galleryPicture } from '../../../core/images';
import { MAX_LINE_QUANTITY } from '../../../core/order-line-limits';
import { buttonClasses } from '../ui/button-styles';
import { Card } from '../ui/card';
import { ResponsiveImage } from '../ui/responsive-image';
import { toast } from '../ui/toast';
import { useHydrated } from '../ui/use-hydrated';
import { QuantityInput } from './quantity-input';
import { addWholesaleLine, type WholesaleProduct } from './wholesale-cart-lines';
import { updateWholesaleCart } from './wholesale-cart-store';

/** Every product at retail and at wholesale, each with its own quantity and Add button. */
export function BrowseProducts({ userId, products }: { userId: number; products: WholesaleProduct[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {products.map((product) => (
        <li key={product.variantId}>
          <ProductRow userId={userId} product={product} />
        </li>
      ))}
    </ul>
  );
}

function ProductRow({ userId, product }: { userId: number; product: WholesaleProduct }) {
  const hydrated = useHydrated();
  const [quantity, setQuantity] = useState('1');
  const count = Number(quantity);
  const valid = Number.isInteger(count) && count >= 1 && count <= MAX_LINE_QUANTITY;
  const inputId = `wholesale-qty-${product.variantId}`;
  const title = lineTitle(product);
  const label = product.inStock ? 'Add to Cart' : 'Out of Stock';

  function add() {
    if (!valid) return;
    updateWholesaleCart(userId, (lines) => addWholesaleLine(lines, product, count));
    toast({
      title: 'Added to cart!',
      description: `${count} x ${product.name} has been added to your cart.`,
    });
    setQuantity('1');
  }

  return (
    <Card as="article" className="flex h-full gap-4 p-4">
      <ResponsiveImage
        picture={galleryPicture(product.image)}
        sizes="(min-width: 640px) 6rem, 4rem"
        alt=""
        className="size-16 shrink-0 rounded-control bg-shea-100 object-cover sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="font-sans text-base leading-snug font-semibold text-earth-900">{product.name}</h3>
        <p className="text-xs text-ink-muted">{product.size}</p>
        <p className="mt-2 text-sm text-ink-muted">
          Retail <span className="line-through">{formatPrice(product.priceCents, 'KES')}</span>
        </p>
        <p className="text-sm text-earth-900">
          Wholesale <strong className="text-base">{formatPrice(product.wholesalePriceCents, 'KES')}</strong>
        </p>
        <p className="mt-2">
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              product.inStock ? 'bg-sage-100 text-sage-700' : 'bg-red-50 text-red-800'
            }`}
          >
            {product.inStock ? 'In Stock' : 'Out of Stock'}
          </span>
        </p>
        <form
          className="mt-auto flex flex-wrap items-end gap-2 pt-3"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <div>
            <label htmlFor={inputId} className="block text-xs font-medium text-ink-muted">
              Quantity<span className="sr-only"> of {title}</span>
            </label>
            <QuantityInput
              id={inputId}
              min={1}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              aria-invalid={valid ? undefined : true}
              className="mt-1 block"
            />
          </div>
          <button
            type="submit"
            disabled={!hydrated || !product.inStock || !valid}
            // The visible words first, then which product (WCAG 2.5.3, label in name).
            aria-label={`${label}: ${title}`}
            className={`${buttonClasses('primary')} flex-1 whitespace-nowrap`}
          >
            {label}
          </button>
        </form>
      </div>
    </Card>
  );
}
