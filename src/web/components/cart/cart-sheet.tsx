import { Link } from 'react-router';
import { useCart } from '../../lib/cart-context';
import { buttonClasses } from '../ui/button-styles';
import { Sheet } from '../ui/sheet';
import { CartEmpty } from './cart-empty';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { cartTitle } from './cart-title';

/** The cart side panel, opened by the header's cart button. */
export function CartSheet() {
  const { lines, count, isOpen, open, close } = useCart();
  const onOpenChange = (next: boolean) => (next ? open() : close());
  return (
    <Sheet
      open={isOpen}
      onOpenChange={onOpenChange}
      side="right"
      title={lines.length > 0 ? cartTitle(count) : 'Shopping Cart'}
      description="Your cart's items, delivery and total."
      closeLabel="Close cart"
    >
      {lines.length === 0 ? (
        <CartEmpty onNavigate={close} />
      ) : (
        <>
          <ul className="flex-1 divide-y divide-line overflow-y-auto px-4 sm:px-5">
            {lines.map((line) => (
              <CartLineRow key={line.id} line={line} onNavigate={close} />
            ))}
          </ul>
          <div className="space-y-4 border-t border-line bg-surface px-4 py-4 sm:px-5">
            <CartSummary lines={lines} />
            <div className="grid gap-2">
              <Link to="/checkout" onClick={close} className={buttonClasses('primary', 'lg')}>
                Proceed to Checkout
              </Link>
              <Link to="/cart" onClick={close} className={buttonClasses('secondary')}>
                View Cart
              </Link>
            </div>
          </div>
        </>
      )}
    </Sheet>
  );
}
