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
  type LineKey,
} from './cart-lines';
import { getCartSnapshot, getServerCartSnapshot, subscribeCart, updateCart } from './cart-store';
import { countFunnelStep } from './funnel';

export type { CartLine, CartProduct } from './cart-lines';

export interface CartContextValue {
  lines: CartLine[];
  /** Items, not lines: two jars of one product count 2. */
  count: number;
  subtotalCents: number;
  /** False on the server and during hydration, before the stored cart is read. */
  ready: boolean;
  add: (product: CartProduct, quantity?: number) => void;
  remove: (line: LineKey) => void;
  setQuantity: (line: LineKey, quantity: number) => void;
  clear: () => void;
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

interface ProductJson {
  id: number;
  name: string;
  image: string;
  variants: { id: number; label: string; price: string; inStock: boolean; image: string | null }[];
}

async function fetchFreshProducts(): Promise<FreshProduct[]> {
  const products = await apiRequest<ProductJson[]>('GET', '/api/products');
  return products.map((p) => ({
    id: p.id,
    name: p.name,
    image: p.image,
    variants: p.variants.flatMap((v) => {
      const priceCents = parseDecimalToCents(v.price);
      return priceCents === null
        ? []
        : [{ id: v.id, label: v.label, priceCents, inStock: v.inStock, image: v.image }];
    }),
  }));
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
    // The first line of an empty cart starts a cart, in the funnel's terms.
    if (getCartSnapshot().length === 0) countFunnelStep('cart');
    updateCart((current) => addLine(current, product, quantity));
  }, []);
  const remove = useCallback((line: LineKey) => updateCart((current) => removeLine(current, line)), []);
  const setQuantity = useCallback(
    (line: LineKey, quantity: number) => updateCart((current) => setLineQuantity(current, line, quantity)),
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
