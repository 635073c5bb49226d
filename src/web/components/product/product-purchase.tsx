import { MessageCircle, ShoppingBag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { productOrderLink } from '../../../core/whatsapp';
import { useCart, type CartProduct } from '../../lib/cart-context';
import { useCurrency } from '../../lib/currency-context';
import { useShopSettings } from '../../lib/shop-settings-context';
import { useAddToCart } from '../../lib/use-add-to-cart';
import { buttonClasses } from '../ui/button-styles';
import { QuantityStepper } from '../ui/quantity-stepper';
import { QuantityRuleNote } from '../ui/quantity-rule-note';
import { WishlistHeart } from './wishlist-heart';

interface ProductPurchaseProps {
  product: CartProduct;
  whatsappNumber: string;
  /** The Buy Now button, when the product is on the global store. */
  buyNow?: ReactNode;
}

/** Quantity and the ways to buy: cart, Buy Now, Pay Later, WhatsApp; and the wishlist heart. */
export function ProductPurchase({ product, whatsappNumber, buyNow }: ProductPurchaseProps) {
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const { add } = useCart();
  const { currency } = useCurrency();
  const { currencies, payLater, brand } = useShopSettings();
  const navigate = useNavigate();

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4">
        <span id="quantity-label" className="text-sm font-semibold text-earth-900">
          Quantity
        </span>
        <div aria-labelledby="quantity-label" role="group">
          {/* SPEC §4: at least 1, no maximum. */}
          <QuantityStepper quantity={quantity} onChange={setQuantity} itemName={product.name} min={1} />
        </div>
      </div>
      <QuantityRuleNote name={product.name} quantity={quantity} />
      <div className="flex gap-3">
        <button
          type="button"
          disabled={!product.inStock}
          onClick={() => addToCart(product, quantity, true)}
          className={`${buttonClasses('primary', 'lg')} flex-1`}
        >
          <ShoppingBag className="size-5" aria-hidden="true" />
          Add to Cart
        </button>
        <WishlistHeart productId={product.id} productName={product.name} look="button" />
      </div>
      {buyNow}
      <button
        type="button"
        disabled={!product.inStock}
        onClick={() => {
          add(product, quantity);
          void navigate('/checkout');
        }}
        className={`${buttonClasses('secondary', 'lg')} w-full`}
      >
        {product.inStock ? `Pay Later (Contact in ${payLater.callWithinMinutes} min)` : 'Out of Stock'}
      </button>
      {whatsappNumber && (
        <a
          href={productOrderLink(whatsappNumber, product, currency.code, currencies, brand.shopName)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-whatsapp px-7 font-semibold text-white transition-opacity hover:opacity-90"
        >
          <MessageCircle className="size-5" aria-hidden="true" />
          Order on WhatsApp
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
