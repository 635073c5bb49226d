export { createWishlistService } from './service';
export type { WishlistEntry } from './service';
