import type { Category, SkinType } from '../../core/catalogue-terms';

/** The fields a card needs; loaders pick exactly these (catalogue.server.ts). */
export interface ProductCardData {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  /** The lowest price of a size in stock. */
  priceCents: number;
  /** Sizes differ in price: the card says "From". */
  priceVaries: boolean;
  /** The product's one size, which the card's button adds; null when there are several to choose from. */
  oneSize: { variantId: number; label: string } | null;
  category: Category;
  skinTypes: SkinType[];
  featured: boolean;
  inStock: boolean;
  /** The stored picture, kept in the cart line. */
  image: string;
}
