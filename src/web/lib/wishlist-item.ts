import { parseDecimalToCents } from '../../core/money';

/** A saved product as the wishlist screens use it (root loader and GET /api/wishlist agree on it). */
export interface WishlistItem {
  productId: number;
  name: string;
  description: string;
  priceCents: number;
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
    image: entry.product.image,
    category: entry.product.category,
    inStock: entry.product.inStock,
  };
}
