import type { AppLoadContext } from 'react-router';
import type { WishlistItem } from '../../core/wishlist-item';

/** The shopper's wishlist for the wishlist page's render (the shopper cookie identifies them). */
export async function loadWishlist(context: AppLoadContext): Promise<WishlistItem[]> {
  // No cookie yet: nothing was ever saved.
  if (!context.shopperId) return [];
  const entries = await context.services.wishlist.list(context.shopperId);
  return entries.map((entry) => ({
    productId: entry.productId,
    name: entry.product.name,
    description: entry.product.description,
    priceCents: entry.product.priceCents,
    priceVaries: entry.product.priceVaries,
    oneSize: entry.product.oneSize,
    image: entry.product.image,
    category: entry.product.category,
    inStock: entry.product.inStock,
  }));
}
