import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ApiError, apiFetch } from '../../lib/api-fetch';
import { toast } from '../ui/toast';
import { fromEntryJson, type WishlistEntryJson, type WishlistItem } from './wishlist-item';

const FAILED = 'Failed to add to wishlist';

export interface WishlistContextValue {
  items: WishlistItem[];
  count: number;
  isError: boolean;
  has: (productId: number) => boolean;
  add: (productId: number) => Promise<void>;
  remove: (productId: number) => Promise<void>;
  toggle: (productId: number) => Promise<void>;
}

const WishlistContext = createContext<WishlistContextValue | null>(null);

function failureToast(error: unknown) {
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : FAILED;
  toast({ title: 'Error', description: message, variant: 'destructive' });
}

/**
 * The shopper's wishlist (SPEC §4, §7, §8). The root seeds it from the server render (the shopper
 * cookie); after an add or a remove the list is fetched again. Nothing is retried.
 */
export function WishlistProvider({ initial, children }: { initial: WishlistItem[]; children: ReactNode }) {
  const [items, setItems] = useState(initial);
  const [isError, setIsError] = useState(false);

  const refetch = useCallback(async () => {
    try {
      const entries = await apiFetch<WishlistEntryJson[]>('GET', '/api/wishlist');
      setItems(entries.map(fromEntryJson));
      setIsError(false);
    } catch {
      setIsError(true); // 'Failed to fetch wishlist' on the wishlist page
    }
  }, []);

  const has = useCallback((productId: number) => items.some((i) => i.productId === productId), [items]);

  const add = useCallback(
    async (productId: number) => {
      // SPEC §4: adding is skipped when the product is already saved.
      if (has(productId)) return;
      try {
        await apiFetch('POST', '/api/wishlist', { productId });
        toast({ title: 'Added to wishlist!', description: 'Product has been added to your wishlist.' });
        await refetch();
      } catch (error) {
        failureToast(error);
      }
    },
    [has, refetch],
  );

  const remove = useCallback(
    async (productId: number) => {
      try {
        await apiFetch('DELETE', `/api/wishlist/${productId}`);
        toast({
          title: 'Removed from wishlist',
          description: 'Product has been removed from your wishlist.',
        });
        await refetch();
      } catch (error) {
        failureToast(error);
      }
    },
    [refetch],
  );

  const toggle = useCallback(
    (productId: number) => (has(productId) ? remove(productId) : add(productId)),
    [has, add, remove],
  );

  const value = useMemo<WishlistContextValue>(
    () => ({ items, count: items.length, isError, has, add, remove, toggle }),
    [items, isError, has, add, remove, toggle],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistContextValue {
  const value = useContext(WishlistContext);
  // SPEC §8: using it outside its provider is a developer error.
  if (!value) throw new Error('useWishlist must be used inside <WishlistProvider>');
  return value;
}
