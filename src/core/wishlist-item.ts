import { parseDecimalToCents } from './money';

/** A saved product as the wishlist screens use it (root loader and GET /api/wishlist agree on it). */
export interface WishlistItem {
  productId: number;
  name: string;
  description: string;
  /** The lowest price of a size in stock: a saved product is any of its sizes. */
  priceCents: number;
  /** Sizes differ in price: the card says "From". */
  priceVaries: boolean;
  /** The one size the card's button adds; null when the shopper must choose one. */
  oneSize: { variantId: number; label: string } | null;
  image: string;
  category: string;
  inStock: boolean;
}

/** A wishlist entry as GET/POST /api/wishlist answer with it (SPEC §3): money as a decimal string. */
export interface WishlistEntryJson {
  id: number;
  productId: number;
  /** ISO 8601. */
  createdAt: string;
  product: Omit<WishlistItem, 'productId' | 'priceCents'> & { id: number; price: string };
}

export function fromEntryJson(entry: WishlistEntryJson): WishlistItem {
  return {
    productId: entry.productId,
    name: entry.product.name,
    description: entry.product.description,
    priceCents: parseDecimalToCents(entry.product.price) ?? 0,
    priceVaries: entry.product.priceVaries ?? false,
    oneSize: entry.product.oneSize ?? null,
    image: entry.product.image,
    category: entry.product.category,
    inStock: entry.product.inStock,
  };
}
