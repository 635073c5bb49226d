import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { toast } from '../components/ui/toast';
import { ApiError, apiRequest } from './api-client';
import { store, storedValue } from './browser-storage';
import { fromEntryJson, type WishlistEntryJson, type WishlistItem } from '../../core/wishlist-item';

const FAILED = 'Failed to add to wishlist';
// The last list the server sent, so the hearts and the wishlist page still show it offline.
const COPY_KEY = 'wishlist';

// Where storage is full or blocked, the list shown offline is empty.
function keepCopy(items: WishlistItem[]) {
  store('local', COPY_KEY, JSON.stringify(items));
}

function keptCopy(): WishlistItem[] | null {
  return storedValue(
    'local',
    COPY_KEY,
    (text) => {
      const copy: unknown = JSON.parse(text);
      return Array.isArray(copy) ? (copy as WishlistItem[]) : null;
    },
    null,
  );
}

export interface WishlistContextValue {
  items: WishlistItem[];
  /** False until the shopper's list has arrived from the server; the list is empty until then. */
  loaded: boolean;
  count: number;
  isError: boolean;
  has: (productId: number) => boolean;
  add: (productId: number) => Promise<void>;
  remove: (productId: number) => Promise<void>;
  toggle: (productId: number) => Promise<void>;
  /** Takes a list a page's loader already read, so the provider need not fetch it again. */
  seed: (items: WishlistItem[]) => void;
}

const WishlistContext = createContext<WishlistContextValue | null>(null);

function failureToast(error: unknown) {
  if (!navigator.onLine) {
    toast({ title: 'You are offline', description: 'Your wishlist changes once you are back online.' });
    return;
  }
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : FAILED;
  toast({ title: 'Error', description: message, variant: 'destructive' });
}

/**
 * The shopper's wishlist (SPEC §4, §7, §8). Pages are rendered the same for every shopper (so they
 * can be cached), and the list arrives from the API once the page runs; the wishlist page seeds it
 * from its own loader instead. After an add or a remove the list is fetched again. Nothing is retried.
 * The last list the server sent is kept in the browser, and shown while the phone is offline.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<WishlistItem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [isError, setIsError] = useState(false);
  // A ref, not state: a seed and the first fetch are decided in the same commit.
  const settled = useRef(false);

  const show = useCallback((list: WishlistItem[]) => {
    settled.current = true;
    setItems(list);
    setLoaded(true);
  }, []);

  const refetch = useCallback(async () => {
    try {
      const entries = await apiRequest<WishlistEntryJson[]>('GET', '/api/wishlist');
      const list = entries.map(fromEntryJson);
      keepCopy(list);
      show(list);
      setIsError(false);
    } catch {
      const copy = navigator.onLine ? null : keptCopy();
      if (copy) show(copy);
      else setIsError(true); // 'Failed to fetch wishlist' on the wishlist page
    }
  }, [show]);

  const seed = useCallback(
    (seeded: WishlistItem[]) => {
      if (settled.current) return;
      // Offline, the page is a copy the service worker kept, maybe older than the list kept here.
      const copy = navigator.onLine ? null : keptCopy();
      if (!copy) keepCopy(seeded);
      show(copy ?? seeded);
    },
    [show],
  );

  // Children's effects run first, so a page that seeds the list saves this request.
  useEffect(() => {
    if (!settled.current) void refetch();
  }, [refetch]);

  const has = useCallback((productId: number) => items.some((i) => i.productId === productId), [items]);

  const add = useCallback(
    async (productId: number) => {
      // SPEC §4: adding is skipped when the product is already saved.
      if (has(productId)) return;
      try {
        await apiRequest('POST', '/api/wishlist', { productId });
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
        await apiRequest('DELETE', `/api/wishlist/${productId}`);
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
    () => ({ items, loaded, count: items.length, isError, has, add, remove, toggle, seed }),
    [items, loaded, isError, has, add, remove, toggle, seed],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistContextValue {
  const value = useContext(WishlistContext);
  // SPEC §8: using it outside its provider is a developer error.
  if (!value) throw new Error('useWishlist must be used inside <WishlistProvider>');
  return value;
}
