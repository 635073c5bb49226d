import type { Category, SkinType } from './catalogue-terms';

/** A product form's values as text (what the owner typed, or the stored product as text). */
export interface ProductFormValues {
  name: string;
  slug: string;
  tagline: string;
  description: string;
  /** KES, e.g. "1500.00". */
  price: string;
  category: Category | string;
  skinTypes: (SkinType | string)[];
  /** One per line. */
  ingredients: string;
  /** One step per line. */
  howToUse: string;
  size: string;
  featured: boolean;
  hidden: boolean;
  stockQuantity: string;
  /** An edit form's stock as it showed it when opened: a save changes stock only against it. */
  stockLoaded?: string;
  shopifyProductId: string;
}

/** A new product's form: hidden until it has pictures and the owner shows it. */
export const NEW_PRODUCT_VALUES: ProductFormValues = {
  name: '',
  slug: '',
  tagline: '',
  description: '',
  price: '',
  category: '',
  skinTypes: [],
  ingredients: '',
  howToUse: '',
  size: '',
  featured: false,
  hidden: true,
  stockQuantity: '0',
  shopifyProductId: '',
};
