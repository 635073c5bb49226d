import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { parseDecimalToCents } from '../../core/money';
import { subtotalCents as sumSubtotal } from '../../core/pricing';
import { useHydrated } from '../components/ui/use-hydrated';
import { apiRequest } from './api-client';
import {
  addLine,
  itemCount,
  refreshLines,
  removeLine,
  setLineQuantity,
  type CartLine,
  type CartProduct,
  type FreshProduct,
} from './cart-lines';
import { getCartSnapshot, getServerCartSnapshot, subscribeCart, updateCart } from './cart-store';

export type { CartLine, CartProduct } from './cart-lines';

export interface CartContextValue {
  lines: CartLine[];
  /** Items, not lines: two jars of one product count 2. */
  count: number;
  subtotalCents: number;
  /** False on the server and during hydration, before the stored cart is read. */
  ready: boolean;
  add: (product: CartProduct, quantity?: number) => void;
  remove: (id: number) => void;
  setQuantity: (id: number, quantity: number) => void;
  clear: () => void;
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

interface ProductJson {
  id: number;
  name: string;
  price: string;
  image: string;
  inStock: boolean;
}

async function fetchFreshProducts(): Promise<FreshProduct[]> {
  const products = await apiRequest<ProductJson[]>('GET', '/api/products');
  return products.flatMap((p) => {
    const priceCents = parseDecimalToCents(p.price);
    return priceCents === null
      ? []
      : [{ id: p.id, name: p.name, priceCents, image: p.image, inStock: p.inStock }];
  });
}

/**
 * The retail cart, kept in localStorage. The server renders it empty; after hydration the stored
 * lines show, and are refreshed from GET /api/products so prices and stock are never stale.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const lines = useSyncExternalStore(subscribeCart, getCartSnapshot, getServerCartSnapshot);
  const ready = useHydrated();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (getCartSnapshot().length === 0) return;
    let cancelled = false;
    fetchFreshProducts()
      .then((fresh) => {
        if (!cancelled) updateCart((current) => refreshLines(current, fresh));
      })
      .catch(() => {
        // Offline or server trouble: keep the stored prices; the server prices the order anyway.
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const add = useCallback((product: CartProduct, quantity = 1) => {
    updateCart((current) => addLine(current, product, quantity));
  }, []);
  const remove = useCallback((id: number) => updateCart((current) => removeLine(current, id)), []);
  const setQuantity = useCallback(
    (id: number, quantity: number) => updateCart((current) => setLineQuantity(current, id, quantity)),
    [],
  );
  const clear = useCallback(() => updateCart(() => []), []);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);

  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      count: itemCount(lines),
      subtotalCents: sumSubtotal(lines.map((l) => ({ unitPriceCents: l.priceCents, quantity: l.quantity }))),
      ready,
      add,
      remove,
      setQuantity,
      clear,
      isOpen,
      open,
      close,
    }),
    [lines, ready, add, remove, setQuantity, clear, isOpen, open, close],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  // SPEC §8: using it outside its provider is a developer error.
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}
