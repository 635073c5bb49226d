import { lazy, Suspense, useState } from 'react';
import { useCart } from '../../lib/cart-context';

// The panel and its dialog code load the first time the cart is opened, not with every page.
const CartSheet = lazy(() => import('./cart-sheet').then((m) => ({ default: m.CartSheet })));

export function CartSheetLoader() {
  const { isOpen } = useCart();
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartSheet />
    </Suspense>
  );
}
