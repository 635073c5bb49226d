// A shopper's saved products.
export { createWishlistService } from './service';
export type { WishlistEntry } from './service';
