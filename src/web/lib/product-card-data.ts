import type { Category, SkinType } from '../../core/catalogue-terms';

/** The fields a card needs; loaders pick exactly these (catalogue.server.ts). */
export interface ProductCardData {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  priceCents: number;
  category: Category;
  skinTypes: SkinType[];
  featured: boolean;
  inStock: boolean;
  /** The stored picture, kept in the cart line. */
  image: string;
}
