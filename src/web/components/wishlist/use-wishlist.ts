import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api-fetch';
import { toast } from '../ui/toast';
import { fromEntryJson, type WishlistEntryJson, type WishlistItem } from './wishlist-item';

export const WISHLIST_QUERY_KEY = ['wishlist'] as const;
const FAILED = 'Failed to add to wishlist';

async function fetchWishlist(): Promise<WishlistItem[]> {
  try {
    const entries = await apiFetch<WishlistEntryJson[]>('GET', '/api/wishlist');
    return entries.map(fromEntryJson);
  } catch {
    throw new Error('Failed to fetch wishlist');
  }
}

function failureToast(error: unknown) {
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : FAILED;
  toast({ title: 'Error', description: message, variant: 'destructive' });
}

/**
 * The shopper's wishlist (SPEC §4, §8). The root seeds the query from the server render; after an
 * add or a remove the list is fetched again.
 */
export function useWishlist() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: WISHLIST_QUERY_KEY, queryFn: fetchWishlist });
  const items = query.data ?? [];
  const refetch = () => queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY });

  const addMutation = useMutation({
    mutationFn: (productId: number) => apiFetch('POST', '/api/wishlist', { productId }),
    onSuccess: () => {
      toast({ title: 'Added to wishlist!', description: 'Product has been added to your wishlist.' });
      return refetch();
    },
    onError: failureToast,
  });

  const removeMutation = useMutation({
    mutationFn: (productId: number) => apiFetch('DELETE', `/api/wishlist/${productId}`),
    onSuccess: () => {
      toast({ title: 'Removed from wishlist', description: 'Product has been removed from your wishlist.' });
      return refetch();
    },
    onError: failureToast,
  });

  const has = (productId: number) => items.some((item) => item.productId === productId);

  return {
    items,
    count: items.length,
    isLoading: query.isPending,
    isError: query.isError,
    has,
    /** Adding is skipped when the product is already saved (SPEC §4). */
    add: (productId: number) => {
      if (!has(productId)) addMutation.mutate(productId);
    },
    remove: (productId: number) => removeMutation.mutateAsync(productId).catch(() => undefined),
    toggle: (productId: number) => {
      if (has(productId)) removeMutation.mutate(productId);
      else addMutation.mutate(productId);
    },
    isBusy: addMutation.isPending || removeMutation.isPending,
  };
}
