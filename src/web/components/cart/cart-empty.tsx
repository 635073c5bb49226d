import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button-styles';

/** SPEC §2's empty cart, in the side panel and on /cart. */
export function CartEmpty({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-shea-200 text-earth-700">
        <ShoppingBag className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl text-earth-900">Your cart is empty</h2>
      <p className="mt-2 text-ink-muted">Start shopping to add items to your cart</p>
      <Link to="/products" onClick={onNavigate} className={`${buttonClasses('primary')} mt-6`}>
        Continue Shopping
      </Link>
    </div>
  );
}
