import type { Category, SkinType } from './catalogue-terms';
import { STANDARD_TAX_TYPE, type TaxType } from './tax-types';

/** A product form's values as text (what the owner typed, or the stored product as text). */
export interface ProductFormValues {
  name: string;
  slug: string;
  tagline: string;
  description: string;
  category: Category | string;
  skinTypes: (SkinType | string)[];
  /** One per line. */
  ingredients: string;
  /** One step per line. */
  howToUse: string;
  featured: boolean;
  hidden: boolean;
  shopifyProductId: string;
  taxType: TaxType | string;
  /** The sizes, in the order shown. */
  variants: VariantFormValues[];
}

/** One size's row of the form, as text. */
export interface VariantFormValues {
  /** Tells the rows apart while they are moved: the size's id, or "new-N" for an added one. */
  key: string;
  /** Empty for a size the save adds. */
  id: string;
  label: string;
  sku: string;
  /** KES, e.g. "1500.00". */
  price: string;
  stockQuantity: string;
  /** The stock the row showed when opened (empty for a new size): a save changes stock only against it. */
  stockLoaded: string;
  active: boolean;
  /** One of the product's pictures, or empty for the product's own. */
  image: string;
  shopifyVariantId: string;
}

/** A size row the owner has still to fill in. */
export function newVariantRow(key: string): VariantFormValues {
  return {
    key,
    id: '',
    label: '',
    sku: '',
    price: '',
    stockQuantity: '0',
    stockLoaded: '',
    active: true,
    image: '',
    shopifyVariantId: '',
  };
}

/** A new product's form: hidden until it has pictures and the owner shows it. */
export const NEW_PRODUCT_VALUES: ProductFormValues = {
  name: '',
  slug: '',
  tagline: '',
  description: '',
  category: '',
  skinTypes: [],
  ingredients: '',
  howToUse: '',
  featured: false,
  hidden: true,
  shopifyProductId: '',
  taxType: STANDARD_TAX_TYPE,
  variants: [newVariantRow('new-0')],
};
