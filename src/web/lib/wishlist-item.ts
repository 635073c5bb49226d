import { parseDecimalToCents } from '../../core/money';

/** A saved product as the wishlist screens use it (root loader and GET /api/wishlist agree on it). */
export interface WishlistItem {
  productId: number;
  name: string;
  description: string;
  priceCents: number;
  /** Sizes differ in price: the card says "From". */
  priceVaries: boolean;
  /** The one size the card's button adds; null when the shopper must choose one. */
  oneSize: { variantId: number; label: string } | null;
  image: string;
  category: string;
  inStock: boolean;
}

export interface WishlistEntryJson {
  productId: number;
  product: {
    name: string;
    description: string;
    price: string;
    priceVaries?: boolean;
    oneSize?: { variantId: number; label: string } | null;
    image: string;
    category: string;
    inStock: boolean;
  };
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
